import type { Vitals } from "../../3x/state/index.ts";
import { assertAmount } from "./amount.ts";
import { consciousnessNote } from "./nonlethal.ts";
import { DEAD, type InjuryViolation, type VitalsChange } from "./vitalsOps.ts";

/**
 * Grants temporary hp (seed 暂时生命值). Vitals keep one pool with no record of its sources, so
 * grants do not stack: the higher pool stays (the SRD's rule that like effects do not stack,
 * applied to every grant). The injury state follows real hp, so a creature at 0 or below stays
 * disabled or dying: temporary hp are not healing. A dead creature gains nothing (a violation).
 */
export function grantTempHp(v: Vitals, amount: number): VitalsChange | InjuryViolation {
  assertAmount(amount, "grantTempHp");
  if (v.state === "dead") return DEAD;
  if (amount <= v.tempHp) {
    const text = `${amount} temporary hp do not stack with ${v.tempHp}: the higher stays`;
    return { vitals: v, notes: amount === 0 ? [] : [{ rule: "dnd35.temporaryHp", text }] };
  }
  const after: Vitals = { ...v, tempHp: amount };
  return {
    vitals: after,
    notes: [
      { rule: "dnd35.temporaryHp", text: `temporary hp ${v.tempHp} → ${amount} (lost first)` },
      ...consciousnessNote(v, after),
    ],
  };
}
