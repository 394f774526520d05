import { creatureGapFt } from "../../d20/grid/index.ts";
import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { Square } from "../../model/ids.ts";
import { meleeCover, rangedCover } from "../3x/cover/index.ts";
import { heldWeapons, isLoaded, isWielded } from "../3x/gear/index.ts";
import type { AttackChoice, CombatantDeclaration } from "../3x/log/declarations.ts";
import type { Weapon } from "../3x/model/combatant.ts";
import type { ThreeXCombatant, ThreeXState } from "../3x/state/index.ts";
import { meleeReach } from "../3x/threat/index.ts";
import { grapplingEachOther, proneCanShoot } from "./combatModifiers.ts";
import { CONDITION, has, isHelpless } from "./conditions.ts";
import { weaponOf } from "./roster.ts";
import { fullAttackSlots, isRangedAttack, isRangeViolation, rangePenalty } from "./stats/index.ts";
import { says } from "./violationSays.ts";

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
    return violation(
      "noTarget",
      "dnd35.attackAction",
      says("dnd35:violation.noTarget.none", { target: choice.target }),
    );
  if (choice.target === actor)
    return violation("selfTarget", "dnd35.attackAction", says("dnd35:violation.selfTarget"));
  if (target.vitals.state === "dead")
    return violation(
      "deadTarget",
      "dnd35.dead",
      says("dnd35:violation.deadTarget", { target: choice.target }),
    );
  const w = weaponOf(me, weaponId);
  if (w === undefined)
    return violation(
      "noWeapon",
      "dnd35.weapons",
      says("dnd35:violation.noWeapon", { actor, weapon: weaponId }),
    );
  // Behind a tower shield as total cover: no attack reaches it, and it makes none (SRD Tower
  // Shield, outside the seeds).
  for (const c of [me, target])
    if (has(c, CONDITION.towerShieldCover))
      return violation(
        "towerShieldCover",
        "dnd35.towerShieldCover",
        says("dnd35:violation.gear.behindTowerShield", { actor: c.spec.id }),
      );
  const unready = notReadyToUse(me, w);
  if (unready !== undefined) return unready;
  // Seed 000 擒抱GRAPPLE 攻击对手: in a grapple, only an unarmed strike, a natural weapon (天生武器)
  // or a light weapon.
  if (grapplingEachOther(me, target) && w.handedness !== "light" && w.natural === undefined)
    return violation(
      "grappleWeapon",
      "dnd35.grapple",
      says("dnd35:violation.grappleWeapon", { weapon: w.id }),
    );
  // 当你压制住擒抱对手的时候: 你无法抽出或是使用武器（无论是对被压制住的对手，还是对其他任何人物） — a
  // pinner fights with nothing but its unarmed strike and natural weapons.
  if (w.unarmed !== true && w.natural === undefined && pinsSomeone(state, actor))
    return violation(
      "pinnerWeapon",
      "dnd35.grapplePinning",
      says("dnd35:violation.grapple.pinnerWeapon", { actor, weapon: w.id }),
    );
  // 在擒抱时你无法用双武器进行攻击，即使你两只手上的武器都是轻型武器 (seed 000 当你处于擒抱状态时).
  if (hand === "off" && me.grappling.length > 0)
    return violation(
      "grappleTwoWeapon",
      "dnd35.grapple",
      says("dnd35:violation.grappleTwoWeapon", { actor, weapon: w.id }),
    );
  if (hand === "off" && me.spec.offHand !== w.id) {
    return violation(
      "noOffHand",
      "dnd35.twoWeaponFighting",
      says("dnd35:violation.noOffHand", { weapon: w.id, actor }),
    );
  }
  // A light weapon may be wielded in two hands, for no 1½ × Str (seed 000 伤害DAMAGE 双手持用武器:
  // 该规则不适用于双手使用轻武器); the off hand, or a strike with no weapon, has no two hands;
  // a natural weapon is no held weapon (SRD natural weapons: its Str is its own).
  if (
    choice.twoHanded === true &&
    (hand === "off" || w.unarmed === true || w.natural !== undefined)
  ) {
    return violation(
      "notTwoHanded",
      w.natural === undefined ? "dnd35.damage" : "dnd35.naturalAttacks",
      says("dnd35:violation.notTwoHanded", {
        weapon: w.id,
        offHand: hand === "off",
        natural: w.natural !== undefined,
      }),
    );
  }
  // Against a guessed square, reach, range and cover are the square's (seed 000 全隐蔽: 你可以对
  // 你认为他所占据的方格进行攻击).
  const aim = guessSquare === undefined ? target : { position: guessSquare, spec: MEDIUM };
  const dist = creatureGapFt({ position: from, spec: me.spec, spaceSide: me.spaceSide }, aim);
  if (choice.thrown === true && w.ranged?.kind !== "thrown") {
    return violation(
      "notThrowable",
      "dnd35.weapons",
      says("dnd35:violation.notThrowable", { weapon: w.id }),
    );
  }
  if (isRangedAttack(w, choice.thrown === true ? { thrown: true } : {})) {
    if (has(me, "prone") && !proneCanShoot(w)) {
      return violation(
        "proneRanged",
        "dnd35.combatModifiers",
        says("dnd35:violation.proneRanged", { weapon: w.id }),
      );
    }
    const r = rangePenalty(w.ranged!, dist);
    if (isRangeViolation(r))
      return violation(
        "outOfRange",
        "dnd35.rangePenalty",
        says("dnd35:violation.outOfRange", { target: choice.target, maxFt: r.maxFt }),
      );
    // No line of effect: total cover, no attack (seed 000 掩蔽COVER 全掩蔽).
    return rangedCover(state.map, { position: from, spec: me.spec }, aim) === "total"
      ? violation(
          "totalCover",
          "dnd35.cover",
          says("dnd35:violation.totalCover", { target: choice.target }),
        )
      : undefined;
  }
  // Reach by size and weapon (seed 000 战斗中大型和小型生物), measured between the closest squares.
  const reach = meleeReach(me.spec.size, w);
  if (dist > reach.maxFt)
    return violation(
      "outOfReach",
      reach.maxFt === 0 ? "dnd35.bigAndLittle" : "dnd35.attackAction",
      says("dnd35:violation.outOfReach.weapon", {
        target: choice.target,
        ft: dist,
        reachFt: reach.maxFt,
      }),
    );
  if (dist <= reach.minFt) {
    return violation("tooClose", "dnd35.attackAction", says("dnd35:violation.tooClose"));
  }
  // A reach weapon's target behind a solid wall: no line of effect (seed 000 掩蔽COVER 全掩蔽).
  return meleeCover(state.map, { position: from, spec: me.spec }, aim) === "total"
    ? violation(
        "totalCover",
        "dnd35.cover",
        says("dnd35:violation.totalCover", { target: choice.target }),
      )
    : undefined;
}

/**
 * Only a weapon in hand (or of the body) attacks (seed 000 拔出或者收回武器); a crossbow shoots
 * only loaded (表：战斗中的动作, the loading rows).
 */
export function notReadyToUse(me: ThreeXCombatant, w: Weapon): RuleViolation | undefined {
  // Destroyed by a sunder, or taken by a disarm (seed 000 击破武器SUNDER, 卸除武器).
  const gone = me.gear.gone[w.id];
  if (gone !== undefined)
    return violation(
      "itemGone",
      "dnd35.manipulateItem",
      says("dnd35:violation.gear.gone", { item: w.id, how: gone }),
    );
  if (!isWielded(me, w))
    return violation(
      "notWielded",
      "dnd35.drawSheathe",
      says("dnd35:violation.gear.notWielded", { actor: me.spec.id, weapon: w.id }),
    );
  if (!isLoaded(me, w))
    return violation(
      "notLoaded",
      "dnd35.loading",
      says("dnd35:violation.gear.notLoaded", { weapon: w.id }),
    );
  return undefined;
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
      says("dnd35:violation.notTotallyConcealed", { target: targetId }),
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
  if (!onMap) return violation("badSquare", "dnd35.concealment", says("dnd35:violation.badSquare"));
  return undefined;
}

/**
 * An attack of a full attack is made from its slot (`fullAttackSlots`: the main-hand iteratives
 * from the highest, then the off hand — seed 000 全攻击Full Attack — then the natural attacks,
 * SRD natural weapons), so a declared weapon or hand
 * must be the slot's, and reach and range are checked for the weapon the attack will use.
 */
export function checkFullAttackSlot(
  state: ThreeXState,
  actor: string,
  decl: AttackChoice,
  index: number,
): RuleViolation | undefined {
  const c = state.combatants[actor]!;
  const slot = fullAttackSlots(c.spec, heldWeapons(c))[index];
  // The slots shrink when a weapon leaves the hand mid-attack (thrown, dropped).
  if (slot === undefined)
    return violation(
      "notThisSlot",
      "dnd35.fullAttack",
      says("dnd35:violation.noSlotLeft", { attack: index + 1 }),
    );
  if ((decl.weapon ?? slot.weaponId) !== slot.weaponId || (decl.hand ?? slot.hand) !== slot.hand) {
    const p = { attack: index + 1, hand: slot.hand, weapon: slot.weaponId };
    return violation(
      "notThisSlot",
      slot.natural === undefined ? "dnd35.fullAttack" : "dnd35.naturalAttacks",
      slot.natural === undefined
        ? says("dnd35:violation.notThisSlot", p)
        : says("dnd35:violation.notThisSlot", { ...p, natural: slot.natural }),
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
  const w = weaponOf(me, decl.weapon);
  if (target === undefined || w === undefined || decl.target === actor)
    return checkAttack(state, actor, decl, me.position);
  if (target.vitals.state === "dead")
    return violation(
      "deadTarget",
      "dnd35.dead",
      says("dnd35:violation.deadTarget", { target: decl.target }),
    );
  if (!isHelpless(target))
    return violation(
      "notHelpless",
      "dnd35.coupDeGrace",
      says("dnd35:violation.notHelpless", { target: decl.target }),
    );
  // 你无法对免疫重击的敌人进行致命一击 (seed 000 无助的防御者 致命一击).
  if (target.spec.immuneToCriticals === true)
    return violation(
      "immuneToCriticals",
      "dnd35.coupDeGrace",
      says("dnd35:violation.immuneToCriticals", { target: decl.target }),
    );
  if (w.ranged?.kind === "projectile") {
    // A bow or crossbow used for the blow must be in hand and loaded; a melee weapon is checked
    // with the attack below.
    const unready = notReadyToUse(me, w);
    if (unready !== undefined) return unready;
    return creatureGapFt(me, target) > 5
      ? violation(
          "notAdjacent",
          "dnd35.coupDeGrace",
          says("dnd35:violation.notAdjacent.coupDeGrace"),
        )
      : undefined;
  }
  if (w.reach === 0)
    return violation(
      "notMelee",
      "dnd35.coupDeGrace",
      says("dnd35:violation.notMelee", { weapon: w.id }),
    );
  return checkAttack(state, actor, decl, me.position);
}

/** Whether `actor` pins anyone (cheap first: a creature grappling nobody pins nobody). */
function pinsSomeone(state: ThreeXState, actor: string): boolean {
  const me = state.combatants[actor]!;
  if (me.grappling.length === 0) return false;
  for (const id of me.grappling) if (state.combatants[id]?.pinnedBy === actor) return true;
  return false;
}
