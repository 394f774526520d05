/**
 * An ability score's modifier: floor((score − 10) / 2), so 10–11 give +0, 8–9 give −1 and 17 gives
 * +3 (SRD "Ability Modifiers", 3.0 and 3.5 alike; the seeds use it without a table).
 */
export function abilityModifier(score: number): number {
  return Math.floor((score - 10) / 2);
}
