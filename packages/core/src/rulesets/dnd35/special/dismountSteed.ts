import { gapFt, overlaps, spaceAt, spaceOf } from "../../../d20/grid/index.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import { opponentsIn } from "../../3x/modifiers/rows.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { checkSquare } from "../checkGm.ts";
import { says } from "../violationSays.ts";
import type { SpecialAttackModule } from "./module.ts";
import { fastProblem, seatFrame } from "./mountSteed.ts";

// Dismounting (seed 000 上下坐骑Mount/Dismount a Steed): as mounting, a move action or a fast
// free one with a DC 20 Ride check; the rider steps down to a square beside its mount's space
// that is on the map, open ground and nobody's (its frame is mounting's, `mountSteed`).

const RULE = "dnd35.mountSteed";

/** Why `actor` may not dismount to `to` now, or undefined. */
function check(
  state: ThreeXState,
  actor: string,
  d: { readonly to: Square; readonly fast?: boolean },
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  if (me.riding === undefined)
    return violation("notRiding", RULE, says("dnd35:violation.dismount.notRiding"));
  if (opponentsIn(me).length > 0)
    return violation("grappling", RULE, says("dnd35:violation.mount.grappling"));
  const mount = state.combatants[me.riding]!;
  const landing = spaceAt(d.to, me.spec.size);
  const theirs = spaceOf(mount);
  if (overlaps(landing, theirs) || gapFt(landing, theirs) > 5)
    return violation(
      "notBeside",
      RULE,
      says("dnd35:violation.dismount.square", { square: d.to, mount: me.riding }),
    );
  // The square's own refusals (off the map, a wall, someone there) cite this rule, not the GM's.
  const square = checkSquare(state, d.to, actor, me.spec.size);
  if (square !== undefined) return { ...square, rule: RULE };
  return fastProblem(state, d.fast);
}

/** Dismounting a steed (seed 000 上下坐骑): a move action, or a free one with a DC 20 Ride check. */
export const dismountSteed: SpecialAttackModule<"DismountSteed"> = {
  attack: "DismountSteed",
  rule: RULE,
  actionRule: RULE,
  isAttack: false,
  slot: (_state, _actor, d) => (d.fast === true ? "free" : "move"),
  check,
  // 上下马 否: it provokes no attack of opportunity.
  provocation: () => undefined,
  start: (state, actor, d, cause) =>
    seatFrame({
      cause,
      actor,
      mount: state.combatants[actor]!.riding!,
      change: "dismount",
      to: d.to,
      fast: d.fast === true,
    }),
  // Its frame is mounting's (`mountSteed`), registered there.
  frames: {},
};
