import type { Edition3x } from "../edition.ts";
import type { Vitals } from "../state/index.ts";

/** One thing that changed, with the rule that changed it, for the engine to record and explain. */
export interface InjuryNote {
  /** The edition's rule id (`Edition3x.rules`). */
  readonly rule: string;
  readonly text: string;
}

/** The vitals after an operation and the notes that explain the change (none: nothing changed). */
export interface VitalsChange {
  readonly vitals: Vitals;
  readonly notes: readonly InjuryNote[];
}

/** Why a dying creature may not roll to stabilize now (seed 稳定角色伤势和恢复). */
export type NoStabilizeReason = "notDying" | "fellThisRound" | "rolledThisRound";

/**
 * An operation the injury rules forbid, returned as a value keyed on `kind` (STYLE: rule
 * violations are values, exceptions are for bad input).
 */
export type InjuryViolation =
  | { readonly kind: "dead"; readonly rule: string }
  | {
      readonly kind: "noStabilizeRoll";
      readonly rule: string;
      readonly reason: NoStabilizeReason;
    };

/** Tells a violation from a change. */
export function isInjuryViolation(r: VitalsChange | InjuryViolation): r is InjuryViolation {
  return "kind" in r;
}

// The violation per edition, built once.
const deadViolation = new WeakMap<Edition3x, InjuryViolation>();

/** The violation for healing (or granting hp to) a dead creature: death is final here. */
export function dead(e: Edition3x): InjuryViolation {
  let v = deadViolation.get(e);
  if (v === undefined) {
    v = { kind: "dead", rule: e.rules.dead };
    deadViolation.set(e, v);
  }
  return v;
}

/** The change that changes nothing. */
export function unchanged(v: Vitals): VitalsChange {
  return { vitals: v, notes: [] };
}
