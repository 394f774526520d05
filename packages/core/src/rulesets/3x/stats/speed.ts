import { ruleTerm } from "../../../d20/breakdown/index.ts";
import { type Explained, explain, type Term } from "../../../model/breakdown.ts";
import type { Edition3x } from "../edition.ts";
import type { CombatantSpec } from "../model/combatant.ts";

/**
 * Speed in medium or heavy armor. Seed 000 速度SPEED gives 30 → 20 and 20 → 15; the SRD table
 * (40 → 30, 50 → 35, 60 → 40, …) is two thirds of the speed rounded up to a 5-ft square, which
 * reproduces both seed values. Dwarves (no reduction) are not modelled: the spec has no race.
 */
export function armoredSpeed(base: number): number {
  return Math.ceil((base * 2) / 3 / 5) * 5;
}

/**
 * Effective land speed, explained: base speed, reduced by medium or heavy armor (seed 000
 * 速度SPEED). Its value is `speedFt`.
 */
export function effectiveSpeed(e: Edition3x, spec: CombatantSpec): Explained {
  const rule = e.rules.speed;
  const terms: Term[] = [ruleTerm("base speed", spec.speed, rule)];
  const reduced = speedFt(spec);
  if (reduced !== spec.speed) {
    terms.push(ruleTerm(`${spec.armor?.weight} armor`, reduced - spec.speed, rule));
  }
  return explain(terms);
}

/**
 * Effective land speed in feet, the number alone: what the move checks and the policies ask for
 * on every declaration, without building the explanation (no per-spec cache either: a WeakMap
 * was measured slower in simulation, where every fight brings new specs).
 */
export function speedFt(spec: CombatantSpec): number {
  const weight = spec.armor?.weight;
  return weight === "medium" || weight === "heavy" ? armoredSpeed(spec.speed) : spec.speed;
}

/**
 * The run multiplier as terms that add up: ×4, −1 in heavy armor (seed 000 速度SPEED / 奔跑Run),
 * +1 with the Run feat (SRD: ×5, ×4 in heavy armor). Multiply `effectiveSpeed` by the value.
 */
export function runMultiplier(e: Edition3x, spec: CombatantSpec): Explained {
  const r = e.rules;
  const terms: Term[] = [ruleTerm("run ×4", 4, r.run)];
  if (spec.armor?.weight === "heavy") terms.push(ruleTerm("heavy armor", -1, r.run));
  if (spec.feats.includes("Run")) terms.push(ruleTerm("Run feat", 1, r.featRun));
  return explain(terms);
}
