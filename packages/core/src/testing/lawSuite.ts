import { evolveMut } from "../engine/evolve.ts";
import { fightState, rulesetOf } from "../registry/engine.ts";
import type { Law, LawContext, LawKind, RerunLaw, TraceLaw, TraceWatch } from "./law.ts";
import type { LawFight } from "./lawFight.ts";
import { sharedLaws } from "./laws/index.ts";
import type { RulesetLaws } from "./rulesetLaws.ts";

/** Which laws one check runs: by id, or every law of some kinds (all `trace` laws by default). */
export interface LawSelection {
  readonly only?: readonly string[];
  readonly kinds?: readonly LawKind[];
  /** The seqs a `cut` law cuts the fight at (each is checked at every one). */
  readonly at?: readonly number[];
}

/** The shared laws and one ruleset's own, run over its fights the same way for any ruleset. */
export interface LawSuite {
  readonly ruleset: string;
  /** The shared laws, then the ruleset's, then any extra ones (replay's). */
  readonly laws: readonly Law[];
  /** The laws `selection` picks (an unknown id is an error, not a law silently skipped). */
  pick(selection?: LawSelection): readonly Law[];
  /** Runs the picked laws on one fight; a broken law's failure names the law and the fight. */
  check(fight: LawFight, selection?: LawSelection): void;
}

/**
 * The law suite for a ruleset, the way pure-rand's generators share one property suite: the
 * edition-neutral laws plus the ruleset's own (and `extra`, laws a package above core adds,
 * such as replay's "verify finds nothing"), each handed the ruleset's vocabulary.
 */
export function lawSuite(subject: RulesetLaws, extra: readonly Law[] = []): LawSuite {
  const laws = [...sharedLaws, ...subject.laws, ...extra];
  const ids = new Set<string>();
  for (const law of laws) {
    if (ids.has(law.id)) throw new Error(`law suite ${subject.ruleset}: two laws "${law.id}"`);
    ids.add(law.id);
  }
  const pick = (selection: LawSelection = {}): readonly Law[] => {
    if (selection.only !== undefined) {
      for (const id of selection.only)
        if (!ids.has(id)) throw new Error(`law suite ${subject.ruleset}: no law "${id}"`);
      return laws.filter((l) => selection.only!.includes(l.id));
    }
    const kinds = selection.kinds ?? ["trace"];
    return laws.filter((l) => kinds.includes(l.kind));
  };
  return {
    ruleset: subject.ruleset,
    laws,
    pick,
    check(fight, selection = {}) {
      const picked = pick(selection);
      const context = { at: 0, vocabulary: subject.vocabulary };
      const traced = picked.filter((l): l is TraceLaw => l.kind === "trace");
      if (traced.length > 0) trace(traced, fight, context, subject.ruleset);
      for (const law of picked) {
        if (law.kind === "trace") continue;
        for (const at of law.kind === "cut" ? (selection.at ?? [0]) : [0])
          rerun(law, fight, { ...context, at }, subject.ruleset);
      }
    },
  };
}

/**
 * Folds the fight once and shows every trace law each event with the state before and after
 * it: one fold for all of them, whatever the ruleset.
 */
function trace(laws: readonly TraceLaw[], fight: LawFight, context: LawContext, id: string) {
  let law: TraceLaw | undefined = laws[0];
  let seq = 0;
  try {
    const watches: TraceWatch[] = [];
    for (law of laws) watches.push(law.watch(fight, context));
    const state = fightState(fight.header);
    const ruleset = rulesetOf(state);
    for (const e of fight.run.events) {
      for (let i = 0; i < watches.length; i++) {
        law = laws[i]!;
        watches[i]!.before?.(e, state);
      }
      law = undefined;
      seq = e.seq;
      evolveMut(state, e, ruleset);
      for (let i = 0; i < watches.length; i++) {
        law = laws[i]!;
        watches[i]!.after?.(e, state);
      }
    }
    for (let i = 0; i < watches.length; i++) {
      law = laws[i]!;
      watches[i]!.end?.(state);
    }
  } catch (err) {
    if (law !== undefined) throw named(err, law, fight, id, "");
    // Not a law's: the fold itself failed on an event the laws were shown.
    if (err instanceof Error) err.message = `folding ${id} fight at seq ${seq}: ${err.message}`;
    throw err;
  }
}

function rerun(law: RerunLaw, fight: LawFight, context: LawContext, id: string): void {
  try {
    law.check(fight, context);
  } catch (err) {
    throw named(err, law, fight, id, law.kind === "cut" ? ` at seq ${context.at}` : "");
  }
}

/** The expectation's own error (and its diff), saying which law broke, on which fight. */
function named(err: unknown, law: Law, fight: LawFight, id: string, where: string): Error {
  const prefix = `law "${law.id}" (${law.says}) broken on ${id} fight ${fight.header.dice.seed}${where}`;
  if (!(err instanceof Error)) return new Error(`${prefix}: ${String(err)}`);
  err.message = `${prefix}: ${err.message}`;
  return err;
}
