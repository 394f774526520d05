import type { Term } from "../../../model/breakdown.ts";
import type { Weapon } from "../../3x/model/combatant.ts";
import { largerSideBonus } from "../../3x/special/sizeModifiers.ts";
import type { ThreeXCombatant } from "../../3x/state/index.ts";
import { abilityModifier } from "../stats/index.ts";

// The opposed attack rolls of a disarm and a sunder (seed 000 卸除武器（DISARM） 步骤2, 击破武器SUNDER
// 步骤2): each side's base attack bonus, Str and the weapon's enhancement; +4 with a two-handed
// weapon, −4 with a light one (an unarmed strike counts as light); +4 per size category to the
// larger side, in place of the attack roll's size modifier; −4 for a defender whose item is not
// a melee weapon.

/** One side's terms of the opposed roll, with `w` (undefined: the item is not a melee weapon). */
export function opposedAttackTerms(
  me: ThreeXCombatant,
  w: Weapon | undefined,
  foe: ThreeXCombatant,
  rule: string,
): Term[] {
  const spec = me.spec;
  const str = spec.abilities.str;
  const terms: Term[] = [
    { label: "base attack bonus", value: spec.bab, rule },
    { label: `Str ${str}`, value: abilityModifier(str), rule },
  ];
  if (w === undefined) terms.push({ label: "not a melee weapon", value: -4, rule });
  else {
    if ((w.enhancement ?? 0) !== 0)
      terms.push({ label: "weapon enhancement", value: w.enhancement!, rule });
    if (w.handedness === "two-handed") terms.push({ label: "two-handed weapon", value: 4, rule });
    if (w.handedness === "light" || w.unarmed === true)
      terms.push({
        label: w.unarmed === true ? "unarmed (light)" : "light weapon",
        value: -4,
        rule,
      });
  }
  const larger = largerSideBonus(spec.size, foe.spec.size);
  if (larger !== 0) terms.push({ label: `larger (${spec.size})`, value: larger, rule });
  return terms;
}
