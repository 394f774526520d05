import type { ThreeXCombatant } from "../../3x/state/index.ts";
import { CONDITION, has } from "../conditions.ts";

/**
 * How many times the mover's own state doubles the cost of every square it enters, on top of
 * the terrain's doublings (seed 000 你的角色可以移动多远？ 受限移动: poor visibility hampers
 * movement as terrain does; 特殊移动规则 双倍移动代价: hampered movement costs double, and each
 * further hampering doubles it again). A blinded creature sees nothing: one doubling (SRD
 * Blinded; table "Hampered Movement", poor visibility ×2 — outside the seeds).
 */
export function moverDoublings(c: ThreeXCombatant): number {
  return c.conditions.length > 0 && has(c, CONDITION.blinded) ? 1 : 0;
}
