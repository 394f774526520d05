import type { CombatantState } from "../../engine/state.ts";
import type { Term } from "../../model/breakdown.ts";
import { canAct } from "./injury/index.ts";

/** Condition names the dnd35 ruleset itself applies. */
export const CONDITION = {
  totalDefense: "totalDefense",
  fightingDefensively: "fightingDefensively",
  charging: "charging",
  /** Ran since its last turn: no Dex bonus to AC (seed 000 奔跑Run). */
  running: "running",
  /**
   * Helpless though awake — paralyzed, held, bound, asleep (seed 000 无助的防御者HELPLESS
   * DEFENDERS): applied by the GM with `AddCondition`.
   */
  helpless: "helpless",
} as const;

/**
 * The condition that remembers a full-round action begun with "start full-round action", named
 * after the action, so only that action can be completed (seed 000 开始/完成整轮动作).
 */
export function startedFullRound(action: string): string {
  return `fullRoundStarted:${action}`;
}

/** True if the creature has the condition. */
export function has(c: CombatantState, name: string): boolean {
  return c.conditions.some((x) => x.name === name);
}

/** Dodge bonuses to AC from conditions (lost with Dex when flat-footed). */
export function dodgeTerms(c: CombatantState): Term[] {
  const terms: Term[] = [];
  if (has(c, CONDITION.totalDefense))
    terms.push({ label: "total defense", value: 4, rule: "dnd35.totalDefense" });
  if (has(c, CONDITION.fightingDefensively)) {
    terms.push({ label: "fighting defensively", value: 2, rule: "dnd35.fightingDefensively" });
  }
  return terms;
}

/** Other AC terms from conditions (kept even when flat-footed). */
export function otherAcTerms(c: CombatantState): Term[] {
  return has(c, CONDITION.charging)
    ? [{ label: "charged last turn", value: -2, rule: "dnd35.charge" }]
    : [];
}

/**
 * Helpless (seed 000 无助的防御者HELPLESS DEFENDERS: bound, asleep, paralyzed, unconscious): down
 * by injury or nonlethal damage (unconscious, dying, stable, dead), or under the GM's "helpless".
 */
export function isHelpless(c: CombatantState): boolean {
  return !canAct(c.vitals) || has(c, CONDITION.helpless);
}
