import type { Vitals } from "../../3x/state/index.ts";
import { type InjuryViolation, isInjuryViolation, type VitalsChange } from "./index.ts";

/** Test fixture: an unhurt creature with `maxHp` hit points. */
export function unhurt(maxHp: number): Vitals {
  return { hp: maxHp, maxHp, tempHp: 0, nonlethal: 0, state: "ok" };
}

/** Test fixture: vitals with the given fields over an unhurt 20-hp creature. */
export function vitals(fields: Partial<Vitals>): Vitals {
  return { ...unhurt(20), ...fields };
}

/** Test helper: the vitals of a change, failing the test on a violation. */
export function changed(r: VitalsChange | InjuryViolation): Vitals {
  if (isInjuryViolation(r)) throw new Error(`unexpected violation ${r.kind}`);
  return r.vitals;
}
