import { type CombatState, fightState, foldMut, type Input, rulesetOf } from "@d20/core";
import type { ForkEdit } from "@d20/events";
import { applyEdits, type EditedInputs } from "./applyEdits.ts";
import { checkEditInput } from "./checkEdit.ts";
import { ForkError } from "./forkError.ts";
import type { Lineage } from "./lineage.ts";

/**
 * A fork point made ready to continue from, any number of times: the state after the parent's
 * seq `at` and the parent's later declarations with the edits applied.
 */
export interface ForkPoint {
  readonly parent: Lineage;
  readonly at: number;
  readonly edits: readonly ForkEdit[];
  /** The state after seq `at`; continuations work on copies of it. */
  readonly state: CombatState;
  readonly inputs: EditedInputs;
}

/**
 * Prepares a fork of `parent` at seq `at` with `edits`. Throws `ForkError` when `at` is not a
 * seq of the parent or an edit does not fit it.
 */
export function forkPoint(parent: Lineage, at: number, edits: readonly ForkEdit[] = []): ForkPoint {
  const last = parent.events.length;
  if (!Number.isSafeInteger(at) || at < 0 || at > last) {
    throw new ForkError(
      "at-out-of-range",
      "at",
      `${at} is not a seq of "${parent.stream}" (0..${last})`,
    );
  }
  if (!Array.isArray(edits)) throw new ForkError("bad-edit", "edits", "must be a list");
  const start = fightState(parent.header);
  const answers = rulesetOf(start).answerKinds;
  const state = foldMut(start, parent.events.slice(0, at));
  const check = (input: Input, field: string) => checkEditInput(state, input, field);
  const inputs = applyEdits(parent.events, at, edits, answers, check);
  return { parent, at, edits, state, inputs };
}
