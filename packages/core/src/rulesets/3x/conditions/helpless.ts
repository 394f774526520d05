import { canAct } from "../injury/index.ts";
import type { ThreeXCombatant } from "../state/index.ts";
import { has } from "./has.ts";
import { CONDITION_3X as CONDITION } from "./names.ts";

/**
 * The conditions that make a creature helpless though its hp would let it act (seed 000
 * 无助的防御者HELPLESS DEFENDERS: 被捆绑的、睡眠中的、被麻痹的、失去意识的, or the GM's "helpless";
 * the 3.0 SRD's helpless defenders are the same).
 */
export const HELPLESS_CONDITIONS: readonly string[] = [
  CONDITION.helpless,
  CONDITION.paralyzed,
  CONDITION.held,
  CONDITION.asleep,
  CONDITION.bound,
  CONDITION.unconscious,
];

/** The helpless condition the creature is under, if any (the first in `HELPLESS_CONDITIONS`). */
export function helplessBy(c: ThreeXCombatant): string | undefined {
  if (c.conditions.length === 0) return undefined;
  for (const name of HELPLESS_CONDITIONS) if (has(c, name)) return name;
  return undefined;
}

/**
 * Why the creature can take no actions though its hp let it act — helpless (paralyzed, held,
 * asleep, bound, unconscious), or dazed, stunned or cowering (SRD conditions) — if it can take none. It
 * may still end its turn, and decline what it is asked; it makes no attack of opportunity and
 * fires no readied action.
 */
export function noActions(c: ThreeXCombatant): string | undefined {
  if (c.conditions.length === 0) return undefined;
  const helpless = helplessBy(c);
  if (helpless !== undefined) return helpless;
  if (has(c, CONDITION.stunned)) return "stunned";
  if (has(c, CONDITION.cowering)) return "cowering";
  return has(c, CONDITION.dazed) ? "dazed" : undefined;
}

/**
 * Helpless (seed 000 无助的防御者HELPLESS DEFENDERS: bound, asleep, paralyzed, unconscious): down
 * by injury or nonlethal damage (unconscious, dying, stable, dead), or under one of
 * `HELPLESS_CONDITIONS`.
 */
export function isHelpless(c: ThreeXCombatant): boolean {
  return !canAct(c.vitals) || helplessBy(c) !== undefined;
}
