import type { CombatState } from "../../engine/state.ts";
import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { AttackChoice, CombatantDeclaration } from "../../log/declarations.ts";
import type { Weapon } from "../../model/combatant.ts";
import type { Square } from "../../model/ids.ts";
import { checkBudget, turnRestriction } from "./actionEconomy.ts";
import { has, startedFullRound } from "./conditions.ts";
import { adjacent, distanceFt, pathCostFt } from "./geometry.ts";
import { canAct } from "./injury/index.ts";
import { occupant, weaponOf } from "./roster.ts";
import { isRangedAttack } from "./stats/attackBonus.ts";
import { fullAttackSlots } from "./stats/fullAttack.ts";
import { isRangeViolation, rangePenalty } from "./stats/range.ts";
import { effectiveSpeed } from "./stats/speed.ts";

/** Checks a combatant's declaration on its own turn: budget first, then the action's own rules. */
export function checkDeclaration(
  state: CombatState,
  actor: string,
  decl: CombatantDeclaration,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const turn = state.turn!;
  if (!canAct(me.vitals)) return violation("cannotAct", "dnd35.injury", `${actor} cannot act`);
  const budget = checkBudget(state, turn, decl);
  if (budget !== undefined) return budget;
  switch (decl.kind) {
    case "Attack":
    case "FullAttack": {
      const next = decl.kind === "FullAttack" ? 0 : turn.fullAttackNext;
      return next === undefined
        ? checkAttack(state, actor, decl, me.position)
        : checkFullAttackSlot(state, actor, decl, next);
    }
    case "Charge":
      return checkCharge(state, actor, decl);
    case "Move":
      return checkPath(state, actor, decl.path, effectiveSpeed(me.spec).value, "dnd35.move", false);
    case "FiveFootStep": {
      if (effectiveSpeed(me.spec).value <= 5) {
        return violation(
          "tooSlow",
          "dnd35.fiveFootStep",
          "a creature with speed 5 ft or less cannot take a 5-foot step",
        );
      }
      if (!adjacent(me.position, decl.to))
        return violation(
          "notAStep",
          "dnd35.fiveFootStep",
          "a 5-foot step goes to an adjacent square",
        );
      return checkPath(state, actor, [decl.to], 10, "dnd35.fiveFootStep", false);
    }
    case "CompleteFullRound":
      return has(me, startedFullRound(decl.action))
        ? undefined
        : violation(
            "notStarted",
            "dnd35.startCompleteFullRound",
            "no full-round action was started last turn",
          );
    case "StartFullRound":
      return ["FullAttack", "Charge", "Run", "Withdraw"].includes(decl.action)
        ? violation(
            "cannotStart",
            "dnd35.startCompleteFullRound",
            `${decl.action} cannot be started as a standard action`,
          )
        : undefined;
    case "TotalDefense":
    case "FreeAction":
    case "EndTurn":
      return undefined;
  }
}

function checkAttack(
  state: CombatState,
  actor: string,
  choice: AttackChoice,
  from: Square,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const target = state.combatants[choice.target];
  if (target === undefined)
    return violation("noTarget", "dnd35.attackAction", `no combatant "${choice.target}"`);
  if (choice.target === actor)
    return violation("selfTarget", "dnd35.attackAction", "a creature does not attack itself");
  if (target.vitals.state === "dead")
    return violation("deadTarget", "dnd35.dead", `${choice.target} is dead`);
  const w = weaponOf(me.spec, choice.weapon);
  if (w === undefined)
    return violation("noWeapon", "dnd35.weapons", `${actor} carries no weapon "${choice.weapon}"`);
  if (choice.hand === "off" && me.spec.offHand !== w.id) {
    return violation(
      "noOffHand",
      "dnd35.twoWeaponFighting",
      `${w.id} is not in ${actor}'s off hand`,
    );
  }
  if (choice.twoHanded === true && (choice.hand === "off" || w.handedness === "light")) {
    return violation(
      "notTwoHanded",
      "dnd35.damage",
      `${w.id} cannot be wielded two-handed that way`,
    );
  }
  const dist = distanceFt(from, target.position);
  if (isRangedAttack(w)) {
    const r = rangePenalty(w.ranged!, dist);
    return isRangeViolation(r)
      ? violation("outOfRange", "dnd35.rangePenalty", `${choice.target} is beyond ${r.maxFt} ft`)
      : undefined;
  }
  const reach = w.reach === 0 ? 5 : w.reach;
  if (dist > reach)
    return violation(
      "outOfReach",
      "dnd35.attackAction",
      `${choice.target} is ${dist} ft away; reach is ${reach} ft`,
    );
  if (w.reachOnly === true && dist <= 5) {
    return violation(
      "tooClose",
      "dnd35.attackAction",
      `a reach weapon cannot attack an adjacent foe`,
    );
  }
  return undefined;
}

/**
 * An attack of a full attack is made from its slot (`fullAttackSlots`: the main-hand iteratives
 * from the highest, then the off hand — seed 000 全攻击Full Attack), so a declared weapon or hand
 * must be the slot's, and reach and range are checked for the weapon the attack will use.
 */
function checkFullAttackSlot(
  state: CombatState,
  actor: string,
  decl: AttackChoice,
  index: number,
): RuleViolation | undefined {
  const slot = fullAttackSlots(state.combatants[actor]!.spec)[index]!;
  if ((decl.weapon ?? slot.weaponId) !== slot.weaponId || (decl.hand ?? slot.hand) !== slot.hand) {
    return violation(
      "notThisSlot",
      "dnd35.fullAttack",
      `attack ${index + 1} of this full attack is the ${slot.hand}-hand ${slot.weaponId}`,
    );
  }
  const me = state.combatants[actor]!;
  return checkAttack(
    state,
    actor,
    { ...decl, weapon: slot.weaponId, hand: slot.hand },
    me.position,
  );
}

function checkCharge(
  state: CombatState,
  actor: string,
  decl: Extract<CombatantDeclaration, { kind: "Charge" }>,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const target = state.combatants[decl.target];
  if (target === undefined)
    return violation("noTarget", "dnd35.charge", `no combatant "${decl.target}"`);
  const w = weaponOf(me.spec, decl.weapon);
  if (w === undefined || isRangedAttack(w))
    return violation("noMeleeWeapon", "dnd35.charge", "a charge ends in a melee attack");
  const speed = effectiveSpeed(me.spec).value;
  // Up to double speed; only up to speed on a restricted turn (seed 000 冲锋CHARGE).
  const budget = turnRestriction(state, state.turn!) === undefined ? speed * 2 : speed;
  const bad = checkPath(state, actor, decl.path, budget, "dnd35.charge", true);
  if (bad !== undefined) return bad;
  const cost = pathCostFt(me.position, decl.path) ?? 0;
  if (cost < 10)
    return violation("chargeTooShort", "dnd35.charge", "a charge moves at least 10 ft");
  // Straight at the foe: every square brings the charger closer (seed 000 冲锋时的移动).
  let at = me.position;
  for (const sq of decl.path) {
    if (distanceFt(sq, target.position) >= distanceFt(at, target.position)) {
      return violation(
        "chargeNotDirect",
        "dnd35.charge",
        "a charge moves directly toward the target",
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
      `a charge goes straight: the path costs ${cost} ft to cover ${covered} ft`,
    );
  }
  const nearest = nearestAttackSquareFt(state, me.position, target.position, w);
  if (covered > nearest) {
    return violation(
      "chargeNotNearest",
      "dnd35.charge",
      `a charge stops at the nearest square from which it can attack (${nearest} ft away, not ${covered} ft)`,
    );
  }
  return undefined;
}

/** How far the nearest square on the map is from which `weapon` reaches a foe at `foe`. */
function nearestAttackSquareFt(
  state: CombatState,
  from: Square,
  foe: Square,
  weapon: Weapon,
): number {
  const reach = weapon.reach === 0 ? 5 : weapon.reach;
  const r = reach / 5;
  let best = Number.POSITIVE_INFINITY;
  for (let x = Math.max(0, foe.x - r); x <= Math.min(state.map.width - 1, foe.x + r); x++) {
    for (let y = Math.max(0, foe.y - r); y <= Math.min(state.map.height - 1, foe.y + r); y++) {
      const d = distanceFt({ x, y }, foe);
      if (d === 0 || d > reach || (weapon.reachOnly === true && d <= 5)) continue;
      best = Math.min(best, distanceFt(from, { x, y }));
    }
  }
  return best;
}

/** A path of neighbouring squares on the map, through no living foe, ending on a free square. */
function checkPath(
  state: CombatState,
  actor: string,
  path: readonly Square[],
  budgetFt: number,
  rule: string,
  noPassingAllies: boolean,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  if (path.length === 0) return violation("emptyPath", rule, "the path is empty");
  const cost = pathCostFt(me.position, path);
  if (cost === undefined)
    return violation("brokenPath", rule, "each square of the path must neighbour the one before");
  if (cost > budgetFt)
    return violation("tooFar", rule, `the path costs ${cost} ft; ${budgetFt} ft allowed`);
  for (const [i, sq] of path.entries()) {
    if (sq.x < 0 || sq.y < 0 || sq.x >= state.map.width || sq.y >= state.map.height) {
      return violation("offMap", rule, `square (${sq.x},${sq.y}) is off the map`);
    }
    const who = occupant(state, sq.x, sq.y);
    if (who === undefined || who.spec.id === actor) continue;
    const last = i === path.length - 1;
    if (last)
      return violation("occupied", rule, `square (${sq.x},${sq.y}) is occupied by ${who.spec.id}`);
    if (who.spec.side !== me.spec.side && canAct(who.vitals)) {
      return violation("blockedByFoe", rule, `${who.spec.id} blocks square (${sq.x},${sq.y})`);
    }
    if (noPassingAllies)
      return violation("blockedByAlly", rule, `a charge cannot pass ${who.spec.id}'s square`);
  }
  return undefined;
}
