import type { Term } from "../../model/breakdown.ts";
import * as concealment from "../3x/concealment/index.ts";
import { CONDITION_3X, HELPLESS_CONDITIONS } from "../3x/conditions/index.ts";
import * as modifiers from "../3x/modifiers/index.ts";
import type { ThreeXCombatant } from "../3x/state/index.ts";
import { DND35_3X } from "./edition3x.ts";

export {
  HELPLESS_CONDITIONS,
  has,
  helplessBy,
  isHelpless,
  noActions,
} from "../3x/conditions/index.ts";

/**
 * Condition names the dnd35 ruleset itself applies: the 3.x layer's (rulesets/3x/conditions)
 * and the GM's calls that only dnd35's tables give effects to (`DND35_3X`).
 */
export const CONDITION = {
  ...CONDITION_3X,
  /** Concealed — fog, dim light, foliage (seed 000 隐蔽CONCEALMENT): a GM's `AddCondition`. */
  concealed: "concealed",
  /** Totally concealed — darkness, invisible (seed 000 隐蔽CONCEALMENT 全隐蔽): the GM's call. */
  totallyConcealed: "totallyConcealed",
  /**
   * Improved cover — behind an arrow slit, say (seed 000 掩蔽COVER 变化掩蔽程度): the GM's call;
   * +8 AC in place of cover's +4.
   */
  improvedCover: "improvedCover",
} as const;

/**
 * The condition that remembers a full-round action begun with "start full-round action", named
 * after the action, so only that action can be completed (seed 000 开始/完成整轮动作).
 */
export function startedFullRound(action: string): string {
  return `fullRoundStarted:${action}`;
}

/** The rule that forbids a creature under `why` (from `noActions`) any action. */
export function noActionsRule(why: string): "dnd35.helplessNoActions" | "dnd35.noActions" {
  return HELPLESS_CONDITIONS.includes(why) ? "dnd35.helplessNoActions" : "dnd35.noActions";
}

/** Dodge bonuses to AC from conditions (lost with Dex when flat-footed), dnd35's ids. */
export function dodgeTerms(c: ThreeXCombatant): Term[] {
  return modifiers.dodgeTerms(DND35_3X, c);
}

/**
 * The miss chance a defender's concealment gives a hit, in percent, or 0 without concealment
 * (seed 000 隐蔽CONCEALMENT: 20%, total 50%; the 3.x rule with dnd35's table, `DND35_3X`).
 */
export function missChancePercent(c: ThreeXCombatant): number {
  return concealment.missChancePercent(DND35_3X, c);
}
