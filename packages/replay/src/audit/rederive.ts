import {
  type CombatState,
  cloneState,
  decideMut,
  type FightEvent,
  type GmDeclaration,
  isGmInput,
  isViolation,
  type Language,
  type Ruleset,
  type RuleViolation,
  resumeMut,
  violationText,
} from "@d20/core";
import { type DiceRolledData, type DiceSource, type RecordedDie, seededDice } from "@d20/events";
import { adoptRecorded } from "./adopt.ts";
import { answerViolation } from "./answerViolation.ts";
import { auditDice } from "./auditDice.ts";
import { cite } from "./citation.ts";
import { compareInput } from "./compareInput.ts";
import { describe } from "./describe.ts";
import type { Finding, GmDecision } from "./finding.ts";
import { type InputEvents, splitInputs } from "./inputs.ts";

/** What re-deriving a fight found, and the GM's decisions along the way. */
export interface Rederived {
  readonly findings: Finding[];
  readonly gmDecisions: GmDecision[];
  /** The state after the last input (the recorded outcome adopted wherever one differed). */
  readonly state: CombatState;
}

/** How often (in inputs) re-derivation keeps a copy of its state to recover from. */
const CHECKPOINT_EVERY = 32;

/**
 * Re-derives every input of a fight from `initial` (its starting state, which this advances in
 * place). For each `Declared`, the engine decides the recorded input
 * on the state folded from the recorded events before it, with that input's recorded dice
 * (`auditDice`: a die the rules ask for that the log lacks comes from `fallback`, the seed's
 * dice unless a branch's edits force some), and its events are
 * compared with the recorded ones. An illegal declaration is a violation finding. Whatever the
 * finding, the recorded outcome is adopted and the audit goes on from it, so one mistake does
 * not cascade.
 *
 * The engine decides in place on the audit's own state, so an input that matches costs no copy.
 * When one does not match, the state it left is thrown away and rebuilt from the last checkpoint
 * (a copy kept every 32 inputs) by adopting the recorded inputs since — which gives exactly the
 * state the matching inputs had reached, since adoption folds the same facts.
 */
export function rederive(
  initial: CombatState,
  ruleset: Ruleset,
  events: readonly FightEvent[],
  fallback: DiceSource = seededDice(initial.seed),
  lang: Language = "en",
): Rederived {
  const findings: Finding[] = [];
  const gmDecisions: GmDecision[] = [];
  const inputs = splitInputs(events);
  let state = initial;
  let checkpoint = { at: 0, state: cloneState(state) };

  const recover = (upTo: number): CombatState => {
    const s = cloneState(checkpoint.state);
    for (let j = checkpoint.at; j < upTo; j++)
      adoptRecorded(s, inputs[j]!.events, ruleset, { next: inputs[j + 1]?.declared });
    return s;
  };
  const adopt = (i: number, s: CombatState, awaited?: string) => {
    const around = { next: inputs[i + 1]?.declared, awaited };
    for (const f of adoptRecorded(s, inputs[i]!.events, ruleset, around)) {
      findings.push({ kind: "unfoldable", seq: f.event.seq, type: f.event.type, reason: f.reason });
    }
    state = s;
    checkpoint = { at: i + 1, state: cloneState(s) };
  };

  inputs.forEach((input, i) => {
    if (i - checkpoint.at >= CHECKPOINT_EVERY) checkpoint = { at: i, state: cloneState(state) };
    const { declared } = input;
    const seq = input.events[0]!.seq;
    if (declared !== undefined && isGmInput(declared))
      gmDecisions.push(gmDecision(seq, declared.decl));
    if (declared !== undefined && !isGmInput(declared) && declared.assumed !== undefined)
      findings.push({
        kind: "assumed",
        seq,
        by: declared.by,
        declaration: declared.decl.kind,
        ...declared.assumed,
      });
    const round = state.round;
    const outcome = decideInput(state, input, fallback);
    if (outcome.kind === "events") {
      const context = { round, describe: (e: FightEvent) => describe(e, ruleset, lang) };
      const found = compareInput(outcome.events, input.events, ruleset.rules, context);
      if (found.length === 0) return;
      findings.push(...found);
      adopt(i, recover(i));
      return;
    }
    if (outcome.kind === "violation") {
      const v = answerViolation(state, ruleset, declared!, outcome.violation);
      findings.push({
        kind: "violation",
        seq,
        by: declared!.by,
        declaration: declared!.decl.kind,
        code: v.code,
        message: violationText(v, ruleset.words, lang),
        rule: cite(ruleset.rules, v.rule),
        round,
      });
      // A refused input leaves the state as it was: adopt onto it directly.
      adopt(i, state, state.awaiting.kind === "declaration" ? state.awaiting.actor : undefined);
      return;
    }
    findings.push({ kind: "rederive", seq, reason: outcome.reason });
    adopt(i, recover(i));
  });
  return { findings, gmDecisions, state };
}

type Outcome =
  | { readonly kind: "events"; readonly events: readonly FightEvent[] }
  | { readonly kind: "violation"; readonly violation: RuleViolation }
  | { readonly kind: "failed"; readonly reason: string };

function decideInput(state: CombatState, input: InputEvents, fallback: DiceSource): Outcome {
  const recorded: RecordedDie[] = [];
  for (const e of input.events)
    if (e.type === "DiceRolled") recorded.push({ seq: e.seq, data: e.data as DiceRolledData });
  try {
    const dice = auditDice(recorded, fallback);
    // A fight its driver ended at a round limit is re-derived under the limit it recorded.
    const limit = input.events.find((e) => e.type === "FightEnded")?.data.roundLimit;
    const limits = limit === undefined ? {} : { lastRound: limit };
    // Events before the first declaration: none in a fight (it starts with one), but a branch
    // forked in the middle of an input goes on with what the engine owes there.
    if (input.declared === undefined)
      return {
        kind: "events",
        events: state.awaiting.kind === "engine" ? resumeMut(state, dice, limits) : [],
      };
    const out = decideMut(state, input.declared, dice, limits);
    return isViolation(out)
      ? { kind: "violation", violation: out }
      : { kind: "events", events: out };
  } catch (e) {
    return { kind: "failed", reason: e instanceof Error ? e.message : String(e) };
  }
}

function gmDecision(seq: number, decl: GmDeclaration): GmDecision {
  return { seq, kind: decl.kind, reason: decl.reason, decision: decl };
}
