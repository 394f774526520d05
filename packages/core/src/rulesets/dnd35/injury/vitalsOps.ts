import type { Vitals } from "../../3x/state/index.ts";
import type { Dnd35RuleId } from "../rulesIndex.ts";

/** One thing that changed, with the rule that changed it, for the engine to record and explain. */
export interface InjuryNote {
  readonly rule: Dnd35RuleId;
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
  | { readonly kind: "dead"; readonly rule: "dnd35.dead" }
  | {
      readonly kind: "noStabilizeRoll";
      readonly rule: "dnd35.stabilize";
      readonly reason: NoStabilizeReason;
    };

/** Tells a violation from a change. */
export function isInjuryViolation(r: VitalsChange | InjuryViolation): r is InjuryViolation {
  return "kind" in r;
}

/** The violation for healing (or granting hp to) a dead creature: death is final here. */
export const DEAD: InjuryViolation = { kind: "dead", rule: "dnd35.dead" };

/** The change that changes nothing. */
export function unchanged(v: Vitals): VitalsChange {
  return { vitals: v, notes: [] };
}
