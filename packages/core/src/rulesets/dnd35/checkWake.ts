import { creatureGapFt } from "../../d20/grid/index.ts";
import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { CombatantDeclaration } from "../3x/log/declarations.ts";
import type { ThreeXState } from "../3x/state/index.ts";
import { CONDITION, has } from "./conditions.ts";
import { says } from "./violationSays.ts";

const RULE = "dnd35.sleepWakes";

/**
 * Checks slapping a sleeper awake (SRD Sleep, outside the seeds: "slapping or wounding awakens
 * an affected creature … awakening a creature is a standard action"): the target is another
 * creature of the actor's side, asleep, and adjacent (the slap needs a hand on it).
 */
export function checkWake(
  state: ThreeXState,
  actor: string,
  decl: Extract<CombatantDeclaration, { kind: "WakeSleeper" }>,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const target = state.combatants[decl.target];
  if (target === undefined || decl.target === actor)
    return violation(
      "noTarget",
      RULE,
      says("dnd35:violation.noTarget.toWake", { target: String(decl.target) }),
    );
  if (target.spec.side !== me.spec.side)
    return violation(
      "notAlly",
      RULE,
      says("dnd35:violation.notAlly", { target: decl.target, actor }),
    );
  if (!has(target, CONDITION.asleep))
    return violation("notAsleep", RULE, says("dnd35:violation.notAsleep", { target: decl.target }));
  if (creatureGapFt(me, target) > 5)
    return violation(
      "notAdjacent",
      RULE,
      says("dnd35:violation.notAdjacent.wake", { target: decl.target, actor }),
    );
  return undefined;
}
