import { type Message, msg } from "../../../words/message.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import type { Texts } from "./teller.ts";

/** What the turn under way has spent of its actions (seed 000 动作类型), or undefined. */
export function spentMessage(state: ThreeXState): Message | undefined {
  const t = state.turn;
  if (t === undefined) return undefined;
  const spent = [
    t.standardUsed ? "standard" : undefined,
    t.moveUsed ? "move" : undefined,
    t.fullRoundUsed ? "fullRound" : undefined,
    t.fiveFootStepUsed ? "fiveFootStep" : undefined,
  ].filter((x) => x !== undefined);
  return spent.length === 0 ? undefined : msg("dnd35:spent", { spent });
}

const SLOT_WORDS: Readonly<Record<string, string>> = {
  standard: "standard",
  move: "move",
  fullRound: "full-round",
  fiveFootStep: "5-foot step",
};

/** The English text of the actions spent. */
export const spentTexts = {
  "dnd35:spent": (p: { spent: readonly string[] }) =>
    p.spent.map((s) => SLOT_WORDS[s] ?? s).join(", "),
} satisfies Texts;
