import type { CombatantId, Input, Policy, RuleViolation } from "@d20/core";
import type { Slot, SlotKey } from "./slots.ts";

/** Who answers for a combatant when a policy must. */
export type PolicyFor = (id: CombatantId) => Policy;

/**
 * How a branch goes on after its fork point (DESIGN: Fork):
 * - `recorded` reuses the parent's later declarations, matched by (round, actor, ordinal), and
 *   stops at the first one that no longer fits, saying why;
 * - `hybrid` does the same, but a policy answers whatever the parent never had to (a new
 *   window, a creature alive that had died) or whatever no longer fits, each substitution reported;
 * - `policy` lets the policy answer everything but the edited declarations;
 * - `stop` plays only the edited declarations and stops at the first the edits do not supply.
 * `maxRounds` bounds the policy-driven modes, as `runFight` does.
 */
export type Continuation =
  | { readonly mode: "recorded" }
  | { readonly mode: "hybrid"; readonly policy: PolicyFor; readonly maxRounds?: number }
  | { readonly mode: "policy"; readonly policy: PolicyFor; readonly maxRounds?: number }
  | { readonly mode: "stop" };

/** Why a reused declaration could not be played where the branch asked for it. */
export type MisfitReason =
  /** The parent never had this actor declare at this (round, ordinal). */
  | { readonly kind: "notInParent" }
  /** The rules refuse the parent's declaration in the branch's state. */
  | { readonly kind: "illegal"; readonly violation: RuleViolation };

/** The first of the parent's declarations that no longer fits (recorded mode stops there). */
export interface Misfit extends SlotKey {
  /** The parent's declaration and its seq, when the parent had one for this key. */
  readonly parent?: { readonly seq: number; readonly input: Input };
  readonly reason: MisfitReason;
}

/** A declaration a policy made in place of the parent's (hybrid, or an edit refused in policy). */
export interface Substitution extends Misfit {
  readonly seq: number;
  readonly input: Input;
}

/** How a continuation ended. */
export type StopReason =
  /** The fight ended. */
  | "ended"
  /** Recorded mode: a declaration no longer fits (see `misfit`). */
  | "misfit"
  /** The parent's declarations ran out before the fight ended (the parent stops there too). */
  | "exhausted"
  /** Stop mode: the edits supply nothing more. */
  | "stopped"
  /** A policy-driven mode reached `maxRounds`. */
  | "roundLimit";

/** What a continuation did, besides its events. */
export interface ContinuationReport {
  readonly mode: Continuation["mode"];
  readonly stop: StopReason;
  readonly misfit?: Misfit;
  readonly substitutions: readonly Substitution[];
  /** The parent's (edited) declarations the branch never played. */
  readonly unused: readonly Slot[];
}
