import type { Term } from "../../../model/breakdown.ts";

/**
 * The iterative step of a special attack made as a later attack of a full attack, as a term of
 * the attacker's check or roll: −5 a step, like the attack it replaces (seed 000 全攻击; 发动擒抱:
 * 基本攻击加值依次递减计算). None at step 0.
 */
export function stepTerms(step: number, rule: string): Term[] {
  return step > 0 ? [{ label: `iterative attack ${step + 1}`, value: -5 * step, rule }] : [];
}
