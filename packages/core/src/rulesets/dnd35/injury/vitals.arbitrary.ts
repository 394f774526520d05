import fc from "fast-check";
import type { VitalState, Vitals } from "../../3x/state/index.ts";
import {
  applyDamage,
  applyStabilizeRoll,
  failMassiveDamage,
  grantTempHp,
  heal,
  healNonlethal,
  type InjuryViolation,
  isInjuryViolation,
  strenuousActionWhileDisabled,
  type VitalsChange,
} from "./index.ts";

/** The hp range each state allows; dead may keep any hp (a failed massive-damage save). */
function hpFor(state: VitalState, maxHp: number): fc.Arbitrary<number> {
  switch (state) {
    case "ok":
      return fc.integer({ min: 1, max: maxHp });
    case "disabled":
      return fc.constant(0);
    case "dying":
    case "stable":
      return fc.integer({ min: -9, max: -1 });
    case "dead":
      return fc.integer({ min: -40, max: maxHp });
    default: {
      const never: never = state;
      return never;
    }
  }
}

/** Test arbitrary: well-formed vitals in the given states (all states by default). */
export function arbVitals(
  states: readonly VitalState[] = ["ok", "disabled", "dying", "stable", "dead"],
): fc.Arbitrary<Vitals> {
  return fc
    .record({
      maxHp: fc.integer({ min: 1, max: 200 }),
      state: fc.constantFrom(...states),
      tempHp: fc.integer({ min: 0, max: 30 }),
      nonlethal: fc.integer({ min: 0, max: 250 }),
      fellInRound: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
    })
    .chain(({ maxHp, state, tempHp, nonlethal, fellInRound }) =>
      hpFor(state, maxHp).map((hp): Vitals => {
        const base: Vitals = { hp, maxHp, tempHp, nonlethal, state };
        return state === "dying" && fellInRound !== undefined ? { ...base, fellInRound } : base;
      }),
    );
}

/** Test model: one injury operation with its dice already rolled. */
export type InjuryOp =
  | { readonly op: "damage"; readonly amount: number; readonly nonlethal: boolean }
  | { readonly op: "failMassiveDamage" }
  | { readonly op: "stabilize"; readonly d100: number }
  | { readonly op: "strenuous" }
  | { readonly op: "heal"; readonly amount: number }
  | { readonly op: "healNonlethal"; readonly amount: number }
  | { readonly op: "grantTempHp"; readonly amount: number };

/** Test arbitrary: any injury operation. */
export const arbOp: fc.Arbitrary<InjuryOp> = fc.oneof(
  fc.record({
    op: fc.constant("damage"),
    amount: fc.integer({ min: 0, max: 120 }),
    nonlethal: fc.boolean(),
  }),
  fc.constant({ op: "failMassiveDamage" } as const),
  fc.record({ op: fc.constant("stabilize"), d100: fc.integer({ min: 1, max: 100 }) }),
  fc.constant({ op: "strenuous" } as const),
  fc.record({ op: fc.constant("heal"), amount: fc.integer({ min: 0, max: 60 }) }),
  fc.record({ op: fc.constant("healNonlethal"), amount: fc.integer({ min: 0, max: 60 }) }),
  fc.record({ op: fc.constant("grantTempHp"), amount: fc.integer({ min: 0, max: 30 }) }),
);

/** Test model: runs one operation in the given round. */
export function runOp(v: Vitals, o: InjuryOp, round: number): VitalsChange | InjuryViolation {
  switch (o.op) {
    case "damage":
      return applyDamage(v, { amount: o.amount, nonlethal: o.nonlethal, round });
    case "failMassiveDamage":
      return failMassiveDamage(v);
    case "stabilize":
      return applyStabilizeRoll(v, o.d100, round);
    case "strenuous":
      return strenuousActionWhileDisabled(v, round);
    case "heal":
      return heal(v, o.amount);
    case "healNonlethal":
      return healNonlethal(v, o.amount);
    case "grantTempHp":
      return grantTempHp(v, o.amount);
    default: {
      const never: never = o;
      return never;
    }
  }
}

/** Test model: the vitals after an operation, the same vitals when it was refused. */
export function vitalsAfter(v: Vitals, r: VitalsChange | InjuryViolation): Vitals {
  return isInjuryViolation(r) ? v : r.vitals;
}
