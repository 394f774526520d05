import type { Term } from "../../../model/breakdown.ts";
import type { CombatantSpec } from "../model/combatant.ts";
import { abilityModifier } from "../stats/index.ts";
import { opposedCheckSizeModifier } from "./sizeModifiers.ts";

// The opposed Str and Dex checks of a trip, bull rush and overrun (seed 000 拌摔TRIP, 冲撞BULL RUSH,
// 闯越OVERRUN): the ability modifier, +4 per size category above Medium (−4 below), and the
// defender's +4 for stability — each term citing the attack's own rule.

function sizeTerm(spec: CombatantSpec, rule: string): Term[] {
  const m = opposedCheckSizeModifier(spec.size);
  return m === 0 ? [] : [{ label: `size (${spec.size})`, value: m, rule }];
}

/** The attacker's side: its Str modifier and its size. */
export function strengthTerms(spec: CombatantSpec, rule: string): Term[] {
  const str = spec.abilities.str;
  return [{ label: `Str ${str}`, value: abilityModifier(str), rule }, ...sizeTerm(spec, rule)];
}

/**
 * The resisting side: the higher of its Str and Dex modifiers (采用调整值更高的那个属性), its size,
 * and +4 when it stands steadier than a biped (more than two legs, a dwarf's stability).
 */
export function resistTerms(spec: CombatantSpec, rule: string, stability = true): Term[] {
  const { str, dex } = spec.abilities;
  const useDex = abilityModifier(dex) > abilityModifier(str);
  const ability: Term = useDex
    ? { label: `Dex ${dex}`, value: abilityModifier(dex), rule }
    : { label: `Str ${str}`, value: abilityModifier(str), rule };
  const out = [ability, ...sizeTerm(spec, rule)];
  if (stability && spec.steady === true) out.push({ label: "stability", value: 4, rule });
  return out;
}
