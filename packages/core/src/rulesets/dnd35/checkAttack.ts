import { creatureGapFt } from "../../d20/grid/index.ts";
import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { Square } from "../../model/ids.ts";
import { meleeCover, rangedCover } from "../3x/cover/index.ts";
import type { AttackChoice, CombatantDeclaration } from "../3x/log/declarations.ts";
import type { ThreeXState } from "../3x/state/index.ts";
import { meleeReach } from "../3x/threat/index.ts";
import { grapplingEachOther, proneCanShoot } from "./combatModifiers.ts";
import { CONDITION, has, isHelpless } from "./conditions.ts";
import { weaponOf } from "./roster.ts";
import { fullAttackSlots, isRangedAttack, isRangeViolation, rangePenalty } from "./stats/index.ts";

// The checks of an attack declaration (seed 000 攻击Attack, 全攻击Full Attack, 无助的防御者 致命一击):
// its target, weapon and hand, reach or range, a guessed square, the slot of a full attack.

export function checkAttack(
  state: ThreeXState,
  actor: string,
  choice: AttackChoice,
  from: Square,
  // The weapon and hand actually used, when a full attack's slot decides them.
  weaponId: string | undefined = choice.weapon,
  hand: AttackChoice["hand"] = choice.hand,
  guessSquare: Square | undefined = (choice as { guessSquare?: Square }).guessSquare,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const target = state.combatants[choice.target];
  if (target === undefined)
    return violation("noTarget", "dnd35.attackAction", `no combatant "${choice.target}"`);
  if (choice.target === actor)
    return violation("selfTarget", "dnd35.attackAction", "a creature does not attack itself");
  if (target.vitals.state === "dead")
    return violation("deadTarget", "dnd35.dead", `${choice.target} is dead`);
  const w = weaponOf(me.spec, weaponId);
  if (w === undefined)
    return violation("noWeapon", "dnd35.weapons", `${actor} carries no weapon "${weaponId}"`);
  // Seed 000 擒抱GRAPPLE 攻击对手: in a grapple, only an unarmed strike or a light weapon.
  if (grapplingEachOther(me, target) && w.handedness !== "light")
    return violation(
      "grappleWeapon",
      "dnd35.grapple",
      `${w.id} cannot be used in a grapple: an unarmed strike or a light weapon only`,
    );
  if (hand === "off" && me.spec.offHand !== w.id) {
    return violation(
      "noOffHand",
      "dnd35.twoWeaponFighting",
      `${w.id} is not in ${actor}'s off hand`,
    );
  }
  // A light weapon may be wielded in two hands, for no 1½ × Str (seed 000 伤害DAMAGE 双手持用武器:
  // 该规则不适用于双手使用轻武器); the off hand, or a strike with no weapon, has no two hands.
  if (choice.twoHanded === true && (hand === "off" || w.unarmed === true)) {
    return violation(
      "notTwoHanded",
      "dnd35.damage",
      `${w.id} cannot be wielded two-handed ${hand === "off" ? "in the off hand" : "(no weapon in hand)"}`,
    );
  }
  // Against a guessed square, reach, range and cover are the square's (seed 000 全隐蔽: 你可以对
  // 你认为他所占据的方格进行攻击).
  const aim = guessSquare === undefined ? target : { position: guessSquare, spec: MEDIUM };
  const dist = creatureGapFt({ position: from, spec: me.spec }, aim);
  if (choice.thrown === true && w.ranged?.kind !== "thrown") {
    return violation("notThrowable", "dnd35.weapons", `${w.id} is not a thrown weapon`);
  }
  if (isRangedAttack(w, choice.thrown === true ? { thrown: true } : {})) {
    if (has(me, "prone") && !proneCanShoot(w)) {
      return violation(
        "proneRanged",
        "dnd35.combatModifiers",
        `${w.id} cannot be used while prone (only a crossbow or shuriken)`,
      );
    }
    const r = rangePenalty(w.ranged!, dist);
    if (isRangeViolation(r))
      return violation(
        "outOfRange",
        "dnd35.rangePenalty",
        `${choice.target} is beyond ${r.maxFt} ft`,
      );
    // No line of effect: total cover, no attack (seed 000 掩蔽COVER 全掩蔽).
    return rangedCover(state.map, { position: from, spec: me.spec }, aim) === "total"
      ? violation("totalCover", "dnd35.cover", `${choice.target} has total cover`)
      : undefined;
  }
  // Reach by size and weapon (seed 000 战斗中大型和小型生物), measured between the closest squares.
  const reach = meleeReach(me.spec.size, w);
  if (dist > reach.maxFt)
    return violation(
      "outOfReach",
      reach.maxFt === 0 ? "dnd35.bigAndLittle" : "dnd35.attackAction",
      `${choice.target} is ${dist} ft away; reach is ${reach.maxFt} ft`,
    );
  if (dist <= reach.minFt) {
    return violation(
      "tooClose",
      "dnd35.attackAction",
      `a reach weapon cannot attack an adjacent foe`,
    );
  }
  // A reach weapon's target behind a solid wall: no line of effect (seed 000 掩蔽COVER 全掩蔽).
  return meleeCover(state.map, { position: from, spec: me.spec }, aim) === "total"
    ? violation("totalCover", "dnd35.cover", `${choice.target} has total cover`)
    : undefined;
}

/** A guessed square stands for a space one square wide, whatever the target's size. */
const MEDIUM = { size: "medium" } as const;

/**
 * An attack into a guessed square (seed 000 隐蔽CONCEALMENT 全隐蔽): only against a totally
 * concealed target (one the attacker sees is attacked where it is), at a square on the map.
 */
export function checkGuess(
  state: ThreeXState,
  targetId: string,
  square: Square,
): RuleViolation | undefined {
  const target = state.combatants[targetId];
  if (target === undefined) return undefined;
  if (!has(target, CONDITION.totallyConcealed) && !has(target, CONDITION.invisible))
    return violation(
      "notTotallyConcealed",
      "dnd35.concealment",
      `${targetId} is not totally concealed: attack it where it stands`,
    );
  // Inputs come from outside: a square that is not two integers on the map is a violation.
  const { x, y } = (square ?? {}) as Partial<Square>;
  const onMap =
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    (x as number) >= 0 &&
    (y as number) >= 0 &&
    (x as number) < state.map.width &&
    (y as number) < state.map.height;
  if (!onMap)
    return violation("badSquare", "dnd35.concealment", "the guessed square must be on the map");
  return undefined;
}

/**
 * An attack of a full attack is made from its slot (`fullAttackSlots`: the main-hand iteratives
 * from the highest, then the off hand — seed 000 全攻击Full Attack), so a declared weapon or hand
 * must be the slot's, and reach and range are checked for the weapon the attack will use.
 */
export function checkFullAttackSlot(
  state: ThreeXState,
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
  return checkAttack(state, actor, decl, me.position, slot.weaponId, slot.hand);
}

/**
 * Coup de grace (seed 000 无助的防御者 致命一击): only against a helpless foe, with a melee weapon
 * that reaches it, or a bow or crossbow from an adjacent square; never a thrown weapon.
 */
export function checkCoupDeGrace(
  state: ThreeXState,
  actor: string,
  decl: Extract<CombatantDeclaration, { kind: "CoupDeGrace" }>,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const target = state.combatants[decl.target];
  const w = weaponOf(me.spec, decl.weapon);
  if (target === undefined || w === undefined || decl.target === actor)
    return checkAttack(state, actor, decl, me.position);
  if (target.vitals.state === "dead")
    return violation("deadTarget", "dnd35.dead", `${decl.target} is dead`);
  if (!isHelpless(target))
    return violation("notHelpless", "dnd35.coupDeGrace", `${decl.target} is not helpless`);
  // 你无法对免疫重击的敌人进行致命一击 (seed 000 无助的防御者 致命一击).
  if (target.spec.immuneToCriticals === true)
    return violation(
      "immuneToCriticals",
      "dnd35.coupDeGrace",
      `${decl.target} is immune to critical hits: no coup de grace`,
    );
  if (w.ranged?.kind === "projectile") {
    return creatureGapFt(me, target) > 5
      ? violation(
          "notAdjacent",
          "dnd35.coupDeGrace",
          "a coup de grace with a bow or crossbow needs the target adjacent",
        )
      : undefined;
  }
  if (w.reach === 0)
    return violation("notMelee", "dnd35.coupDeGrace", `${w.id} cannot deliver a coup de grace`);
  return checkAttack(state, actor, decl, me.position);
}
