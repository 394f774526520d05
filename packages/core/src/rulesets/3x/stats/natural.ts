import { ruleTerm } from "../../../d20/breakdown/index.ts";
import type { Term } from "../../../model/breakdown.ts";
import type { Edition3x } from "../edition.ts";
import type { CombatantSpec, NaturalKind, Weapon } from "../model/combatant.ts";

// Natural attacks (SRD Combat/Monsters: natural weapons, and the monster feat Multiattack,
// outside the seeds): a primary attack at the full bonus and Str, a secondary one at −5 (−2 with
// Multiattack) and ½ Str, and 1½ Str for a creature whose single natural attack is its only one.

/** The secondary natural attack's penalty, and Multiattack's (SRD). */
const SECONDARY_PENALTY = -5;
const MULTIATTACK_PENALTY = -2;

/**
 * The part a natural weapon plays in this attack: `given` when the attack says (a full attack's
 * slot: a bite beside a sword is secondary), else the weapon's own kind; undefined for a
 * manufactured weapon.
 */
export function naturalRole(weapon: Weapon, given?: NaturalKind): NaturalKind | undefined {
  if (weapon.natural === undefined) return undefined;
  return given ?? weapon.natural;
}

/**
 * The secondary natural attack's penalty as one term: −5, or −2 with Multiattack (SRD);
 * `besideWeapon`: a primary natural weapon made secondary by a manufactured weapon's attacks.
 */
export function secondaryAttackTerm(
  e: Edition3x,
  spec: CombatantSpec,
  besideWeapon: boolean,
): Term {
  if (spec.feats.includes("Multiattack"))
    return ruleTerm(
      "secondary natural attack (Multiattack)",
      MULTIATTACK_PENALTY,
      e.rules.featMultiattack,
    );
  return besideWeapon
    ? ruleTerm(
        "secondary natural attack (beside a weapon)",
        SECONDARY_PENALTY,
        e.rules.naturalWithWeapons,
      )
    : ruleTerm("secondary natural attack", SECONDARY_PENALTY, e.rules.naturalSecondary);
}

/**
 * The Str term of a natural attack's damage, or undefined when it adds 0: a penalty in full; a
 * bonus ×½ on a secondary attack, ×1½ on a sole natural attack, else ×1 (SRD natural weapons).
 */
export function naturalStrengthTerm(
  e: Edition3x,
  spec: CombatantSpec,
  weapon: Weapon,
  role: NaturalKind,
  mod: number,
): Term | undefined {
  const score = spec.abilities.str;
  const { damage, naturalSecondary, naturalWithWeapons, naturalSole } = e.rules;
  if (mod <= 0) return mod === 0 ? undefined : ruleTerm(`Str ${score}`, mod, damage);
  if (role === "secondary") {
    const half = Math.floor(mod / 2);
    if (half === 0) return undefined;
    return weapon.natural === "primary"
      ? ruleTerm(
          `Str ${score} ×½ (secondary natural attack, beside a weapon)`,
          half,
          naturalWithWeapons,
        )
      : ruleTerm(`Str ${score} ×½ (secondary natural attack)`, half, naturalSecondary);
  }
  return isSoleNaturalAttack(spec)
    ? ruleTerm(`Str ${score} ×1½ (sole natural attack)`, Math.floor(mod * 1.5), naturalSole)
    : ruleTerm(`Str ${score}`, mod, damage);
}

/**
 * True when the creature's one natural attack is its only attack: a single natural weapon (no
 * pair of claws) and no manufactured weapon (SRD: such a creature adds 1½ × Str to damage).
 */
export function isSoleNaturalAttack(spec: CombatantSpec): boolean {
  const weapons = spec.weapons;
  if (weapons.length !== 1) return false;
  const only = weapons[0]!;
  return only.natural !== undefined && (only.count ?? 1) === 1;
}
