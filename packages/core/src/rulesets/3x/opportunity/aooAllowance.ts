import type { ThreeXCombatant } from "../state/index.ts";
import { abilityModifier } from "../stats/index.ts";

/**
 * How many attacks of opportunity a creature may make a round (seed 000 借机攻击: one; 战斗反射:
 * Combat Reflexes adds its Dex modifier; 3.0 alike, seed 003 借机攻击).
 */
export function aooAllowance(c: ThreeXCombatant): number {
  const reflexes = c.spec.feats.includes("CombatReflexes");
  return 1 + (reflexes ? Math.max(0, abilityModifier(c.spec.abilities.dex)) : 0);
}
