import type { RuleViolation } from "../../../engine/violation.ts";
import type { ThreeXInput } from "../../3x/log/declarations.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { checkDeclaration } from "../checkDeclaration.ts";
import { says } from "../violationSays.ts";

/**
 * A refused answer in a window (`Respond`), told as the rule it breaks. The engine refuses an
 * answer from a creature it is not waiting for as out of turn, but a `Respond` is no turn's
 * declaration: it answers a window, and only the creatures the window asks may answer. So the
 * rules are asked what they say of this answer from a creature asked nothing ("not asked",
 * under the attack of opportunity rule, seed 000 借机攻击ATTACKS OF OPPORTUNITY), and the
 * message names the window and whom it asked, and — unless a readied or a delay window is
 * open, where attacks of opportunity play no part — how many attacks of opportunity the
 * creature had already made this round, the usual reason it was not asked (a second AoO
 * without Combat Reflexes, 战斗反射和额外的借机攻击). Undefined for any other violation.
 */
export function refusedAnswer(
  state: ThreeXState,
  input: ThreeXInput,
  v: RuleViolation,
): RuleViolation | undefined {
  const me = state.combatants[input.by];
  if (input.decl.kind !== "Respond" || v.code !== "notAwaited" || me === undefined)
    return undefined;
  const unasked: ThreeXState = { ...state, awaiting: { kind: "declaration", actor: input.by } };
  const own = checkDeclaration(unasked, input.by, input.decl);
  if (own === undefined) return undefined;
  const a = state.awaiting;
  const window =
    a.kind === "declaration" && a.window !== undefined
      ? { window: a.window.kind, seq: a.window.seq, asks: a.actor }
      : {};
  const used =
    a.kind === "declaration" && (a.window?.kind === "readied" || a.window?.kind === "delay")
      ? {}
      : { by: input.by, aooUsed: me.aooUsed };
  return {
    ...own,
    says: says("dnd35:violation.notAskedHere", { own: own.says, ...window, ...used }),
  };
}
