import type { Edition3x } from "../edition.ts";
import type { Vitals } from "../state/index.ts";
import { assertAmount } from "./amount.ts";
import { consciousnessNote } from "./nonlethal.ts";
import { dead, type InjuryViolation, type VitalsChange } from "./vitalsOps.ts";

/**
 * Grants temporary hp (seed 暂时生命值). Vitals keep one pool with no record of its sources, so
 * grants do not stack: the higher pool stays (the SRD's rule that like effects do not stack,
 * applied to every grant). The injury state follows real hp, so a creature at 0 or below stays
 * disabled or dying: temporary hp are not healing. A dead creature gains nothing (a violation).
 */
export function grantTempHp(
  e: Edition3x,
  v: Vitals,
  amount: number,
): VitalsChange | InjuryViolation {
  assertAmount(amount, "grantTempHp");
  if (v.state === "dead") return dead(e);
  const rule = e.rules.temporaryHp;
  if (amount <= v.tempHp) {
    const text = `${amount} temporary hp do not stack with ${v.tempHp}: the higher stays`;
    return { vitals: v, notes: amount === 0 ? [] : [{ rule, text }] };
  }
  const after: Vitals = { ...v, tempHp: amount };
  return {
    vitals: after,
    notes: [
      { rule, text: `temporary hp ${v.tempHp} → ${amount} (lost first)` },
      ...consciousnessNote(e, v, after),
    ],
  };
}
