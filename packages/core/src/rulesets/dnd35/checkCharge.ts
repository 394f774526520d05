import {
  distanceFt,
  gapFt,
  isSubSquare,
  overlaps,
  type Space,
  spaceAt,
  spaceOf,
} from "../../d20/grid/index.ts";
import { isViolation, type RuleViolation, violation } from "../../engine/violation.ts";
import type { CombatantDeclaration } from "../3x/log/declarations.ts";
import type { Weapon } from "../3x/model/combatant.ts";
import type { ThreeXCombatant, ThreeXState } from "../3x/state/index.ts";
import { meleeReach } from "../3x/threat/index.ts";
import { turnRestriction } from "./actionEconomy.ts";
import { chargeLaneProblem, offTheLine } from "./battlefield/chargeLane.ts";
import { checkPath, slowedAt } from "./battlefield/checkPath.ts";
import { checkAttack } from "./checkAttack.ts";
import { sightBetween } from "./mapView/lineOfSight.ts";
import { weaponOf } from "./roster.ts";
import { isRangedAttack, speedFt } from "./stats/index.ts";
import { says } from "./violationSays.ts";

// The checks of a charge (seed 000 冲锋CHARGE): a melee weapon, sight of the target at the start,
// a straight path ending at the nearest square from which to attack, the attack itself, and a
// clear lane: every line from start to end (`chargeLane.ts`).

/** Whether a charge is legal (seed 000 冲锋CHARGE); the action economy has been checked. */

export function checkCharge(
  state: ThreeXState,
  actor: string,
  decl: Extract<CombatantDeclaration, { kind: "Charge" }>,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const target = state.combatants[decl.target];
  if (target === undefined)
    return violation(
      "noTarget",
      "dnd35.charge",
      says("dnd35:violation.noTarget.none", { target: decl.target }),
    );
  const w = weaponOf(me, decl.weapon);
  if (w === undefined || isRangedAttack(w))
    return violation("noMeleeWeapon", "dnd35.charge", says("dnd35:violation.noMeleeWeapon"));
  // 如果在你的回合开始的时候，你和目标之间不存在视线相连，那么你就无法对该目标进行冲锋 (seed 000
  // 冲锋CHARGE). A charge is the turn's first movement, so where the charger stands is where its
  // turn began. Walls on every line block sight; a totally concealed target is not seen either
  // (隐蔽CONCEALMENT 全隐蔽: line of effect but no line of sight).
  const sight = lineOfSight(state, me, target);
  if (sight !== undefined)
    return violation(
      "noLineOfSight",
      "dnd35.charge",
      says("dnd35:violation.noLineOfSight", { actor, target: decl.target, sight }),
    );
  // Nothing on the way may slow the charger: no difficult terrain, no obstacle (seed 000 冲锋时
  // 的移动: 不能有任何东西对你的移动形成阻碍（比如艰难地形或是障碍物）).
  const rough = slowedAt(state, actor, decl.path);
  if (rough !== undefined) {
    return violation(
      "chargeHampered",
      "dnd35.charge",
      says("dnd35:violation.chargeHampered.path", { square: rough }),
    );
  }
  const speed = speedFt(me.spec);
  // Up to double speed; only up to speed on a restricted turn (seed 000 冲锋CHARGE).
  const budgetFt = turnRestriction(state, state.turn!) === undefined ? speed * 2 : speed;
  const priced = checkPath(state, actor, decl.path, {
    budgetFt,
    rule: "dnd35.charge",
    charging: true,
  });
  if (isViolation(priced)) return priced;
  const cost = priced.feet;
  if (cost < 10)
    return violation("chargeTooShort", "dnd35.charge", says("dnd35:violation.chargeTooShort"));
  // Straight at the foe: every square brings the charger closer (seed 000 冲锋时的移动).
  const foe = spaceOf(target);
  let at = me.position;
  for (const sq of decl.path) {
    if (gapFt(spaceAt(sq, me.spec.size), foe) >= gapFt(spaceAt(at, me.spec.size), foe)) {
      return violation(
        "chargeNotDirect",
        "dnd35.charge",
        says("dnd35:violation.chargeNotDirect.toward"),
      );
    }
    at = sq;
  }
  const attack = checkAttack(state, actor, decl, at);
  if (attack !== undefined) return attack;
  // No detour (a path longer than the distance it covers zigzags), and the charge stops at the
  // closest square from which the charger can attack: if that square is taken, no charge
  // (seed 000 冲锋时的移动: 你必须能够移动到你正好可以对目标作出攻击的，离你目前位置最近的那个方格).
  const covered = distanceFt(me.position, at);
  if (cost !== covered) {
    return violation(
      "chargeNotDirect",
      "dnd35.charge",
      says("dnd35:violation.chargeNotDirect.cost", { cost, covered }),
    );
  }
  const nearest = nearestAttackSquareFt(state, actor, foe, w);
  if (covered > nearest) {
    return violation(
      "chargeNotNearest",
      "dnd35.charge",
      says("dnd35:violation.chargeNotNearest", { nearest, covered }),
    );
  }
  // The clear path is every line from start to end, not the declared squares alone: the walk
  // keeps to those lines, and nothing stands or slows on any of them (畅通无阻的清晰路径).
  const off = offTheLine(me.position, decl.path);
  if (off !== undefined) {
    return violation(
      "chargeNotDirect",
      "dnd35.charge",
      says("dnd35:violation.chargeNotDirect.line", { from: me.position, to: at, off }),
    );
  }
  return chargeLaneProblem(state, actor, decl.target, at);
}

/** Why the charger cannot see the target (the map view's line of sight), or undefined if it can. */
function lineOfSight(
  state: ThreeXState,
  me: ThreeXCombatant,
  target: ThreeXCombatant,
): string | undefined {
  return sightBetween(state, me, target).why;
}

/**
 * How far the nearest place on the map is from which the actor's `weapon` reaches the foe's
 * space: the actor's whole space on the map, outside the foe's unless the actor is smaller than
 * a square (seed 000 战斗中大型和小型生物: it must enter the foe's square to attack).
 */
function nearestAttackSquareFt(
  state: ThreeXState,
  actor: string,
  foe: Space,
  weapon: Weapon,
): number {
  const me = state.combatants[actor]!;
  const reach = meleeReach(me.spec.size, weapon);
  const span = reach.maxFt / 5 + spaceOf(me).n;
  const mayShare = isSubSquare(me.spec.size);
  let best = Number.POSITIVE_INFINITY;
  for (
    let x = Math.max(0, foe.x - span);
    x <= Math.min(state.map.width - 1, foe.x + foe.n + span);
    x++
  ) {
    for (
      let y = Math.max(0, foe.y - span);
      y <= Math.min(state.map.height - 1, foe.y + foe.n + span);
      y++
    ) {
      const mine = spaceAt({ x, y }, me.spec.size);
      if (x + mine.n > state.map.width || y + mine.n > state.map.height) continue;
      if (!mayShare && overlaps(mine, foe)) continue;
      const d = gapFt(mine, foe);
      if (d > reach.maxFt || d <= reach.minFt) continue;
      best = Math.min(best, distanceFt(me.position, { x, y }));
    }
  }
  return best;
}
