import type { CombatantSpec, NaturalKind, Weapon } from "../model/combatant.ts";
import type { Held } from "./held.ts";
import type { Hand } from "./twoWeapon.ts";
import { weapon } from "./weapons.ts";

/** One attack of a full attack: which hand, which iterative step, which weapon. */
export interface AttackSlot {
  /** The hand of a manufactured weapon; "main" for a natural attack (no two-weapon penalty). */
  readonly hand: Hand;
  /** Iterative step: 0 = full BAB, 1 = BAB − 5, … (off-hand and natural attacks are always 0). */
  readonly index: number;
  readonly weaponId: string;
  /** A natural attack, primary or secondary in this full attack (SRD natural weapons). */
  readonly natural?: NaturalKind;
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
 * The slots of a full attack, given what each hand holds (`held`, see the gear's `heldWeapons`):
 * - with a manufactured weapon in the main hand, its iteratives, then one off-hand attack when
 *   `held.off` is set. Per seed 000 双武器战斗 a weapon in the off hand gives one extra attack a
 *   round (the feat only lowers the penalties); seed 000 全攻击 lets either hand go first, so this
 *   order is only a default the engine may reorder. Beside a melee weapon, every natural weapon
 *   of another limb follows once as a secondary attack; a limb that holds a weapon
 *   (`usesHand`: a claw, a slam) makes none, the first such limbs counted as the holding ones
 *   (SRD natural weapons, "different limb for each attack"); a bow or crossbow adds none (the
 *   SRD mixes natural attacks only with melee weapons);
 * - with no manufactured weapon held, each natural weapon once (`count` times: two claws
 *   twice), primary or secondary as it is, none of them iterative (SRD natural weapons);
 * - with neither, an unarmed strike's iteratives.
 * A hand that holds a shield or an item (`held.offOccupied`) makes no claw either.
 */
export function fullAttackSlots(spec: CombatantSpec, held: Held): readonly AttackSlot[] {
  // Worked out afresh: a WeakMap per spec was measured slower in simulation (new specs every
  // fight, each entry a cost to the collector), and the slots are a handful of small objects.
  // Plain loops, no closures or spreads: this runs on every attack of a full attack.
  const slots: AttackSlot[] = [];
  let naturals = 0;
  for (const w of spec.weapons) if (w.natural !== undefined) naturals++;
  const mainId = held.main ?? (naturals === 0 ? UNARMED : undefined);
  let busyLimbs = 0;
  if (mainId !== undefined) {
    const main = heldWeapon(spec, mainId);
    const iteratives = iterativeAttacks(spec.bab).length;
    for (let index = 0; index < iteratives; index++)
      slots.push({ hand: "main", index, weaponId: mainId });
    const doubleAsTwo = main?.double === true && held.off === mainId;
    busyLimbs = main?.handedness === "two-handed" && !doubleAsTwo ? 2 : 1;
    // The same weapon named in both hands is a two-handed grip, unless it is a double weapon.
    if (held.off !== undefined && (held.off !== mainId || doubleAsTwo)) {
      slots.push({ hand: "off", index: 0, weaponId: held.off });
      busyLimbs = 2;
    }
    const melee = main === undefined || (main.reach > 0 && main.ranged?.kind !== "projectile");
    if (naturals === 0 || !melee) return slots;
  }
  // A shield (or an item) in the off hand keeps that limb from clawing, weapon or not.
  if (held.offOccupied === true && busyLimbs < 2) busyLimbs++;
  for (const w of spec.weapons) {
    if (w.natural === undefined) continue;
    // Beside a weapon, a natural attack is secondary whatever its kind (SRD natural weapons).
    const natural = mainId === undefined ? w.natural : "secondary";
    const count = w.count ?? 1;
    for (let k = 0; k < count; k++) {
      if (w.usesHand === true && busyLimbs > 0) {
        busyLimbs--;
        continue;
      }
      slots.push({ hand: "main", index: 0, weaponId: w.id, natural });
    }
  }
  return slots;
}

const UNARMED = weapon("unarmed-strike").id;

/** The held weapon by id: the spec's, or the unarmed strike everyone has. */
function heldWeapon(spec: CombatantSpec, id: string): Weapon | undefined {
  for (const w of spec.weapons) if (w.id === id) return w;
  return id === UNARMED ? weapon("unarmed-strike") : undefined;
}
