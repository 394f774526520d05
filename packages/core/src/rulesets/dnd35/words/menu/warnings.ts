import type { CombatantId } from "../../../../model/ids.ts";
import { type Message, msg } from "../../../../words/message.ts";
import type { Texts } from "../teller.ts";

/**
 * What a menu entry warns of, by the window it would open (`windowsAhead`): the attacks of
 * opportunity it provokes and from whom (seed 000 借机攻击ATTACKS OF OPPORTUNITY), the readied
 * actions it sets off (seed 000 准备READY). A delay window is no one's business but the delayer's.
 */
export function warningMessage(
  window: string,
  candidates: readonly CombatantId[],
): Message | undefined {
  if (candidates.length === 0) return undefined;
  if (window === "opportunity") return msg("dnd35:warning.opportunity", { from: candidates });
  if (window === "readied") return msg("dnd35:warning.readied", { by: candidates });
  return undefined;
}

/** The English texts of the warnings. */
export const warningTexts = {
  "dnd35:warning.opportunity": (p: { from: readonly string[] }) =>
    `provokes ${p.from.length === 1 ? "an attack" : "attacks"} of opportunity from ${p.from.join(", ")}`,
  "dnd35:warning.readied": (p: { by: readonly string[] }) =>
    `sets off the readied action of ${p.by.join(", ")}`,
} satisfies Texts;
