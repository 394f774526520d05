import type { Term } from "../../../model/breakdown.ts";
import { CONDITION_3X as CONDITION, has } from "../conditions/index.ts";
import type { Edition3x } from "../edition.ts";

import type { ThreeXCombatant } from "../state/index.ts";

/**
 * Dodge bonuses to AC from conditions, lost with Dex when flat-footed: total defense +4 (seed 000
 * 全防御; seed 003 全防御 +4), fighting defensively +2 (seed 000 战斗防卫).
 */
export function dodgeTerms(edition: Edition3x, c: ThreeXCombatant): Term[] {
  const terms: Term[] = [];
  if (has(c, CONDITION.totalDefense))
    terms.push({ label: "total defense", value: 4, rule: edition.rules.totalDefense });
  if (has(c, CONDITION.fightingDefensively)) {
    terms.push({
      label: "fighting defensively",
      value: 2,
      rule: edition.rules.fightingDefensively,
    });
  }
  return terms;
}

/** Other AC terms from conditions, kept even when flat-footed: −2 after a charge (seed 000 冲锋). */
export function otherAcTerms(edition: Edition3x, c: ThreeXCombatant): Term[] {
  return has(c, CONDITION.charging)
    ? [{ label: "charged last turn", value: -2, rule: edition.rules.charge }]
    : [];
}
