import type { CombatantSpec } from "../model/combatant.ts";
import type { Hand } from "./twoWeapon.ts";
import { weapon } from "./weapons.ts";

/** One attack of a full attack: which hand, which iterative step, which weapon. */
export interface AttackSlot {
  readonly hand: Hand;
  /** Iterative step: 0 = full BAB, 1 = BAB − 5, … (the off-hand attack is always 0). */
  readonly index: number;
  readonly weaponId: string;
}

/** Most attacks a high BAB alone gives (SRD "Base Attack Bonus": +6/+11/+16 add attacks). */
const MAX_ITERATIVE = 4;

/**
 * The BAB part of each iterative attack, highest first: 6 → [6, 1], 11 → [11, 6, 1],
 * 16 → [16, 11, 6, 1]; at most four; BAB 0 → [0] (seed 000 全攻击Full Attack: attacks from
 * a high BAB are made from highest to lowest; the same in 3.0, seed 003 整回合攻击).
 */
export function iterativeAttacks(bab: number): number[] {
  const out = [bab];
  for (let next = bab - 5; next >= 1 && out.length < MAX_ITERATIVE; next -= 5) out.push(next);
  return out;
}

/**
 * The slots of a full attack: the main-hand iteratives, then one off-hand attack when `offHand`
 * is set and that weapon is in the off hand. Per seed 000 双武器战斗 a weapon in the off hand gives one extra attack a round (the feat
 * only lowers the penalties); seed 000 全攻击 lets either hand go first, so this order is only a
 * default the engine may reorder. A combatant without weapons fights with an unarmed strike.
 */
export function fullAttackSlots(spec: CombatantSpec, held: HeldWeapons): readonly AttackSlot[] {
  // Worked out afresh: a WeakMap per spec was measured slower in simulation (new specs every
  // fight, each entry a cost to the collector), and the slots are a handful of small objects.
  const mainId = held.main ?? weapon("unarmed-strike").id;
  const slots: AttackSlot[] = iterativeAttacks(spec.bab).map((_, index) => ({
    hand: "main",
    index,
    weaponId: mainId,
  }));
  if (spec.offHand !== undefined && held.off === spec.offHand)
    slots.push({ hand: "off", index: 0, weaponId: spec.offHand });
  return slots;
}

/**
 * The weapons a creature wields in each hand (seed 000 拔出或者收回武器): `main` the main hand's
 * (or, with nothing there, a weapon of its body), `off` the off hand's when it is a weapon of
 * its own apart from a two-handed main one (a double weapon names itself in both).
 */
export interface HeldWeapons {
  readonly main?: string;
  readonly off?: string;
}
