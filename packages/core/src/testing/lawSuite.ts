import type { Law, LawKind } from "./law.ts";
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
      for (const law of pick(selection))
        for (const at of law.kind === "cut" ? (selection.at ?? [0]) : [0])
          checkOne(law, fight, at, subject);
    },
  };
}

function checkOne(law: Law, fight: LawFight, at: number, subject: RulesetLaws): void {
  try {
    law.check(fight, { at, vocabulary: subject.vocabulary });
  } catch (err) {
    // Keep the expectation's own error (and its diff); say which law broke, on which fight.
    const where = `law "${law.id}" (${law.says}) broken on ${subject.ruleset} fight ${fight.header.dice.seed}${law.kind === "cut" ? ` at seq ${at}` : ""}`;
    if (err instanceof Error) {
      err.message = `${where}: ${err.message}`;
      throw err;
    }
    throw new Error(`${where}: ${String(err)}`);
  }
}
