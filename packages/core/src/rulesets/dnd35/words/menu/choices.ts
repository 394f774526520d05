import type { CombatantId, Square } from "../../../../model/ids.ts";
import { formatSquare } from "../../../../words/format.ts";
import { type Message, msg } from "../../../../words/message.ts";
import type { MenuChoice } from "../../../../words/rulesetWords.ts";
import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";
import { checkDeclaration } from "../../checkDeclaration.ts";
import { declarationMessage } from "../declarations.ts";
import type { Texts } from "../teller.ts";
import { applies } from "./applies.ts";
import { type Candidate, menuCandidates } from "./candidates.ts";
import { commandOf } from "./commands.ts";
import { groupMessage, groupOf, MENU_GROUPS } from "./groups.ts";

/**
 * The declarations the rules allow `actor` now, among the candidates worth offering
 * (`menuCandidates`), each checked by the ruleset (`checkDeclaration`) so that the menu never
 * offers what the engine would refuse, and kept only where it applies (`applies`: no harmful
 * spell on oneself or an ally, no door to open on a map without one). Each has its heading and
 * its typed command; the headings come in `MENU_GROUPS` order, the candidates' order within.
 */
export function legalChoices(
  state: ThreeXState,
  actor: CombatantId,
): MenuChoice<CombatantDeclaration>[] {
  const out = menuCandidates(state, actor)
    .filter((c) => checkDeclaration(state, actor, c.decl) === undefined)
    .filter((c) => applies(state, actor, c.decl))
    .map((c) => ({ c, group: groupOf(c.decl) }));
  // The answers to a window or a choice are one short list, under no heading.
  if (state.awaiting.kind !== "declaration" || state.awaiting.window !== undefined)
    return out.map(({ c }) => ({
      label: labelOf(c),
      decl: c.decl,
      command: commandOf(state, actor, c.decl),
    }));
  return MENU_GROUPS.flatMap((g) =>
    out
      .filter((x) => x.group === g)
      .map(({ c }) => ({
        label: labelOf(c),
        decl: c.decl,
        group: groupMessage(g),
        command: commandOf(state, actor, c.decl),
      })),
  );
}

// A charge is offered by where it ends, not by its whole lane.
function labelOf(c: Candidate): Message {
  if (c.label !== undefined) return c.label;
  if (c.decl.kind === "Charge")
    return msg("dnd35:choice.charge", {
      target: c.decl.target,
      end: c.decl.path[c.decl.path.length - 1],
    });
  return declarationMessage(c.decl);
}

/** The English texts of the turn's menu entries that are not a declaration's own words. */
export const turnChoiceTexts = {
  "dnd35:choice.charge": (p: { target: string; end: Square }) =>
    `Charge → ${p.target} (to ${formatSquare(p.end)})`,
} satisfies Texts;
