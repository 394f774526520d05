import { has } from "../conditions/has.ts";
import type { Edition3x } from "../edition.ts";
import type { ThreeXCombatant } from "../state/index.ts";

/**
 * The miss chance a defender's concealment gives a hit, in percent, or 0 without concealment
 * (seed 000 隐蔽CONCEALMENT; 3.0 SRD "Concealment Miss Chance"): concealments do not stack, the
 * highest wins — the table lists the degrees most concealing first, so the first one held.
 */
export function missChancePercent(edition: Edition3x, c: ThreeXCombatant): number {
  if (c.conditions.length === 0) return 0;
  const rows = edition.concealment;
  for (let i = 0; i < rows.length; i++) if (has(c, rows[i]!.condition)) return rows[i]!.missChance;
  return 0;
}

/**
 * Whether the creature has total concealment, which denies attacks of opportunity against it
 * (seed 000 隐蔽CONCEALMENT 全隐蔽: 你不能对全隐蔽对手进行借机攻击).
 */
export function totallyConcealed(edition: Edition3x, c: ThreeXCombatant): boolean {
  if (c.conditions.length === 0) return false;
  const rows = edition.concealment;
  for (let i = 0; i < rows.length; i++)
    if (rows[i]!.total && has(c, rows[i]!.condition)) return true;
  return false;
}
