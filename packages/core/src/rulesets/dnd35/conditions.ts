import type { Term } from "../../model/breakdown.ts";
import type { ThreeXCombatant } from "../3x/state/index.ts";
import { canAct } from "./injury/index.ts";

/** Condition names the dnd35 ruleset itself applies. */
export const CONDITION = {
  totalDefense: "totalDefense",
  fightingDefensively: "fightingDefensively",
  charging: "charging",
  /** Ran since its last turn: no Dex bonus to AC (seed 000 奔跑Run). */
  running: "running",
  /**
   * Helpless for a reason the GM names in its own words (seed 000 无助的防御者HELPLESS DEFENDERS:
   * "或者处于其他你认为类似情况下的人"): applied by the GM with `AddCondition`.
   */
  helpless: "helpless",
  /** Paralyzed — hold person, say (SRD conditions, outside the seeds): helpless, no actions. */
  paralyzed: "paralyzed",
  /** Held in place by a spell (SRD Hold Person, outside the seeds): paralyzed, so helpless. */
  held: "held",
  /** Asleep — the sleep spell (SRD Sleep, outside the seeds): helpless until woken. */
  asleep: "asleep",
  /** Bound hand and foot (seed 000 无助的防御者: 被捆绑的): helpless. */
  bound: "bound",
  /** Knocked out by the GM's call, hp aside (seed 000 无助的防御者: 失去意识的): helpless. */
  unconscious: "unconscious",
  /** Concealed — fog, dim light, foliage (seed 000 隐蔽CONCEALMENT): a GM's `AddCondition`. */
  concealed: "concealed",
  /** Totally concealed — darkness, invisible (seed 000 隐蔽CONCEALMENT 全隐蔽): the GM's call. */
  totallyConcealed: "totallyConcealed",
  /**
   * Improved cover — behind an arrow slit, say (seed 000 掩蔽COVER 变化掩蔽程度): the GM's call;
   * +8 AC in place of cover's +4.
   */
  improvedCover: "improvedCover",
  /** Invisible: totally concealed, and unseen — a withdraw still provokes it (seed 000 撤退). */
  invisible: "invisible",
  /** Blinded: cannot withdraw (seed 000 撤退Withdraw). */
  blinded: "blinded",
  /** Grappling: threatens nothing (seed 000 借机攻击; 擒抱). */
  grappling: "grappling",
  prone: "prone",
  /**
   * Dazed — the daze spell, say (SRD conditions, outside the seeds): no actions at all, no
   * penalty to AC.
   */
  dazed: "dazed",
  /**
   * Stunned (SRD conditions, outside the seeds): no actions; its −2 AC and lost Dex bonus are
   * the seed's modifier table rows (seed 000 表：防御等级修正 震慑中).
   */
  stunned: "stunned",
  /** Holding the charge of a touch spell, named after it (seed 000 暂不散发Holding the Charge). */
  holdingCharge: "holdingCharge",
} as const;

/**
 * The condition that remembers a full-round action begun with "start full-round action", named
 * after the action, so only that action can be completed (seed 000 开始/完成整轮动作).
 */
export function startedFullRound(action: string): string {
  return `fullRoundStarted:${action}`;
}

/**
 * The conditions that make a creature helpless though its hp would let it act (seed 000
 * 无助的防御者HELPLESS DEFENDERS: 被捆绑的、睡眠中的、被麻痹的、失去意识的, or the GM's "helpless").
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
 * asleep, bound, unconscious: rule `dnd35.helplessNoActions`), or dazed or stunned (rule
 * `dnd35.noActions`) — if it can take none. It may still end its turn, and decline what it is
 * asked; it makes no attack of opportunity and fires no readied action.
 */
export function noActions(c: ThreeXCombatant): string | undefined {
  if (c.conditions.length === 0) return undefined;
  const helpless = helplessBy(c);
  if (helpless !== undefined) return helpless;
  if (has(c, CONDITION.stunned)) return "stunned";
  return has(c, CONDITION.dazed) ? "dazed" : undefined;
}

/** The rule that forbids a creature under `why` (from `noActions`) any action. */
export function noActionsRule(why: string): "dnd35.helplessNoActions" | "dnd35.noActions" {
  return HELPLESS_CONDITIONS.includes(why) ? "dnd35.helplessNoActions" : "dnd35.noActions";
}

/** True if the creature has the condition. */
export function has(c: ThreeXCombatant, name: string): boolean {
  return c.conditions.some((x) => x.name === name);
}

/** Dodge bonuses to AC from conditions (lost with Dex when flat-footed). */
export function dodgeTerms(c: ThreeXCombatant): Term[] {
  const terms: Term[] = [];
  if (has(c, CONDITION.totalDefense))
    terms.push({ label: "total defense", value: 4, rule: "dnd35.totalDefense" });
  if (has(c, CONDITION.fightingDefensively)) {
    terms.push({ label: "fighting defensively", value: 2, rule: "dnd35.fightingDefensively" });
  }
  return terms;
}

/** Other AC terms from conditions (kept even when flat-footed). */
export function otherAcTerms(c: ThreeXCombatant): Term[] {
  return has(c, CONDITION.charging)
    ? [{ label: "charged last turn", value: -2, rule: "dnd35.charge" }]
    : [];
}

/**
 * Helpless (seed 000 无助的防御者HELPLESS DEFENDERS: bound, asleep, paralyzed, unconscious): down
 * by injury or nonlethal damage (unconscious, dying, stable, dead), or under one of
 * `HELPLESS_CONDITIONS`.
 */
export function isHelpless(c: ThreeXCombatant): boolean {
  return !canAct(c.vitals) || helplessBy(c) !== undefined;
}

/** A hit on a concealed defender misses on a d% roll at or under this (seed 000 隐蔽CONCEALMENT). */
export const CONCEALMENT_MISS_CHANCE = 20;
/** The miss chance against a totally concealed defender (seed 000 隐蔽CONCEALMENT 全隐蔽). */
export const TOTAL_CONCEALMENT_MISS_CHANCE = 50;

/**
 * The miss chance a defender's concealment gives a hit, in percent, or 0 without concealment.
 * Concealments do not stack: total concealment's 50% wins over concealment's 20%.
 */
export function missChancePercent(c: ThreeXCombatant): number {
  if (has(c, CONDITION.totallyConcealed) || has(c, CONDITION.invisible))
    return TOTAL_CONCEALMENT_MISS_CHANCE;
  return has(c, CONDITION.concealed) ? CONCEALMENT_MISS_CHANCE : 0;
}
