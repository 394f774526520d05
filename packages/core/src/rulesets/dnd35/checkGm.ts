import { BLOCKED, isSubSquare, OFF_MAP, overlaps, spaceAt, spaceOf } from "../../d20/grid/index.ts";
import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { CountAnchor } from "../../log/declarations.ts";
import type { Square } from "../../model/ids.ts";
import type { Size } from "../../model/size.ts";
import type { ThreeXGmDeclaration } from "../3x/log/declarations.ts";
import type { CombatantSpec } from "../3x/model/combatant.ts";
import { ridePair } from "../3x/mounted/riding.ts";
import type { ThreeXState } from "../3x/state/index.ts";
import { terrainGrid } from "./battlefield/terrainKinds.ts";
import { checkOne } from "./checkRoster.ts";
import { seatsProblem } from "./checkRosterMounts.ts";
import { isHelpless } from "./conditions.ts";
import { isDown } from "./injury/index.ts";
import { isKnownCondition } from "./knownConditions.ts";
import { says } from "./violationSays.ts";

const GM = "dnd35.gm";

// Every GM declaration kind; anything else arriving from outside is refused, not crashed on.
const GM_KINDS: ReadonlySet<string> = new Set<ThreeXGmDeclaration["kind"]>([
  "BeginCombat",
  "ApplyDamage",
  "ApplyHealing",
  "GrantTempHp",
  "AddCondition",
  "RemoveCondition",
  "MoveCreature",
  "AddCombatant",
  "RemoveCombatant",
  "MoveInOrder",
  "EndFight",
  "OverrideRuling",
]);

/**
 * Checks a GM declaration: a reason is given, its target exists, amounts are whole, a square is on
 * the map and free, a condition is one the ruleset knows, an expiry anchor is still ahead.
 */
export function checkGm(state: ThreeXState, d: ThreeXGmDeclaration): RuleViolation | undefined {
  if (!GM_KINDS.has((d as { kind?: unknown } | null)?.kind as string)) {
    return violation(
      "unknownDeclaration",
      GM,
      says("dnd35:violation.unknownDeclaration.gm", {
        kind: String((d as { kind?: unknown } | null)?.kind),
      }),
    );
  }
  if (typeof d.reason !== "string" || d.reason.trim() === "")
    return violation("noReason", GM, says("dnd35:violation.noReason"));
  if ("target" in d && state.combatants[d.target] === undefined) {
    return violation("noTarget", GM, says("dnd35:violation.noTarget.none", { target: d.target }));
  }
  switch (d.kind) {
    case "ApplyDamage":
    case "ApplyHealing":
    case "GrantTempHp":
      if (!Number.isInteger(d.amount) || d.amount < 1)
        return violation("badAmount", GM, says("dnd35:violation.badAmount"));
      if (d.kind !== "ApplyDamage" && state.combatants[d.target]!.vitals.state === "dead") {
        return violation("dead", "dnd35.dead", says("dnd35:violation.dead", { target: d.target }));
      }
      return undefined;
    case "AddCombatant":
      if (state.combatants[d.spec.id] !== undefined)
        return violation("duplicate", GM, says("dnd35:violation.duplicate", { id: d.spec.id }));
      return (
        checkOne(d.spec, "spec") ??
        (d.spec.rides === undefined
          ? checkSquare(state, d.spec.position, d.spec.id, d.spec.size)
          : addedRiderProblem(state, d.spec))
      );
    case "MoveCreature": {
      const mount = state.combatants[d.target]!.riding;
      // A rider goes where its mount goes (seed 000 骑乘战斗): the GM moves the mount.
      if (mount !== undefined)
        return violation(
          "riderMoves",
          "dnd35.mountedCombat",
          says("dnd35:violation.mounted.riderMoves", { rider: d.target, mount }),
        );
      return checkSquare(state, d.to, d.target, state.combatants[d.target]!.spec.size);
    }
    case "AddCondition":
      // A word the ruleset gives no effect would sit on the creature doing nothing.
      if (!isKnownCondition(d.condition)) {
        return violation(
          "unknownCondition",
          "dnd35.knownConditions",
          says("dnd35:violation.unknownCondition.gm", { condition: String(d.condition) }),
        );
      }
      if (d.until !== undefined && anchorPassed(state, d.until)) {
        const { round, count } = d.until;
        return violation("pastAnchor", GM, says("dnd35:violation.pastAnchor", { count, round }));
      }
      return undefined;
    case "MoveInOrder":
      return checkOrderMove(state, d.target, d.before);
    case "EndFight":
      if (
        d.winner !== undefined &&
        !state.roster.some((id) => state.combatants[id]!.spec.side === d.winner)
      ) {
        return violation("noSuchSide", GM, says("dnd35:violation.noSuchSide", { side: d.winner }));
      }
      return undefined;
    case "OverrideRuling":
      if (!Number.isInteger(d.seq) || d.seq < 0 || d.seq >= state.nextSeq)
        return violation("noSuchEvent", GM, says("dnd35:violation.noSuchEvent", { seq: d.seq }));
      return undefined;
    default:
      return undefined;
  }
}

/**
 * A move in the order (seed 000 先攻: the order is the GM's to keep): both creatures are in it,
 * they differ, and neither is the one acting — its turn is under way where it is.
 */
function checkOrderMove(
  state: ThreeXState,
  target: string,
  before: string,
): RuleViolation | undefined {
  if (state.combatants[before] === undefined)
    return violation("noTarget", GM, says("dnd35:violation.noTarget.none", { target: before }));
  for (const id of [target, before])
    if (!state.order.some((e) => e.id === id))
      return violation("notInOrder", GM, says("dnd35:violation.notInOrder", { id }));
  if (target === before)
    return violation("sameCreature", GM, says("dnd35:violation.sameCreature", { id: target }));
  const acting = state.turn?.actor;
  if (acting === target || acting === before)
    return violation("actingNow", GM, says("dnd35:violation.actingNow", { id: acting }));
  return undefined;
}

/**
 * A square a creature may be put on: its whole space on the map and clear of walls and pits
 * (seed 000 地形和障碍物), and not where another creature stands that can act — only a helpless
 * creature's space may be shared, or anyone's by a creature smaller than a square (seed 000
 * 结束移动, 非常小的生物).
 */
export function checkSquare(
  state: ThreeXState,
  to: Square,
  who: string,
  size: Size,
): RuleViolation | undefined {
  const mine = spaceAt(to, size);
  const d = terrainGrid(state.map).spaceDoublings(mine.x, mine.y, mine.n);
  if (d === OFF_MAP) return violation("offMap", GM, says("dnd35:violation.offMap", { square: to }));
  if (d === BLOCKED)
    return violation(
      "blockedTerrain",
      "dnd35.terrain",
      says("dnd35:violation.blockedTerrain", { square: to }),
    );
  if (isSubSquare(size)) return undefined;
  for (const id of state.roster) {
    const c = state.combatants[id]!;
    if (id !== who && !isHelpless(c) && !ridePair(state, who, id) && overlaps(mine, spaceOf(c))) {
      return violation("occupied", GM, says("dnd35:violation.occupied", { square: to, id }));
    }
  }
  return undefined;
}

/**
 * True when "just before count C in round R" is already behind the fight: an earlier round, or
 * this round at or above the count being played (a count is reached at the first creature
 * there, whatever the tie-break, seed 000 战斗轮).
 */
function anchorPassed(state: ThreeXState, u: CountAnchor): boolean {
  if (u.round !== state.round) return u.round < state.round;
  const now = state.order[state.turnIndex];
  if (now === undefined) return false;
  return u.count >= now.count;
}

/**
 * A combatant the GM adds mounted (`spec.rides`, seed 000 骑乘战斗): its seat checked against
 * who is in the fight and who rides whom there (its square is its mount's, so not checked free).
 */
function addedRiderProblem(state: ThreeXState, spec: CombatantSpec): RuleViolation | undefined {
  const seats = state.roster.map((id) => {
    const c = state.combatants[id]!;
    // One down now carries no one, whatever its sheet says it started with.
    return { ...c.spec, position: c.position, rides: c.riding, hp: isDown(c.vitals) ? -1 : 1 };
  });
  const problem = seatsProblem([...seats, { ...spec, rides: spec.rides }]);
  if (problem === undefined) return undefined;
  return violation(
    "badRoster",
    "dnd35.mountSpace",
    says("dnd35:violation.badRoster.field", { field: "spec.rides", reason: problem.reason }),
  );
}
