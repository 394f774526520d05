import type { TableVocabulary, VitalState } from "@d20/core";
import { intField, noMore, wordField } from "./fields.ts";
import type { ClaimLine } from "./lines.ts";
import { type LineAt, lineError } from "./tableLogError.ts";

/**
 * A `claim …` line: a check's outcome (`claim CHECK OUTCOME`, the checks and their outcome words
 * the ruleset's: dnd35 `attack hit|miss`, `save made|failed`, `concentration made|failed`, `heal
 * made|failed`; an outcome word that is one check's alone may stand by itself, `claim hit`),
 * `claim damage N`, `claim hp TARGET N`, `claim state TARGET STATE` (the states the ruleset's,
 * `vocabulary.states`; dnd35: ok, disabled, dying, stable, dead), `claim order A B C …`.
 */
export function parseClaim(
  at: LineAt,
  words: readonly string[],
  vocabulary: TableVocabulary,
): ClaimLine {
  const kind = wordField(at, "claim.kind", words[1]);
  const calls = vocabulary.claims.calls;
  const byOutcome = outcomeWords(calls).get(kind);
  if (byOutcome !== undefined) {
    noMore(at, words, 2);
    return { at, claim: { kind: "call", ...byOutcome, word: kind } };
  }
  const check = calls[kind];
  if (check !== undefined) {
    const word = wordField(at, "claim.outcome", words[2]);
    if (word !== check.success && word !== check.failure)
      throw lineError(
        at,
        "claim.outcome",
        `a ${kind} is "${check.success}" or "${check.failure}", not "${word}"`,
      );
    noMore(at, words, 3);
    return { at, claim: { kind: "call", check: kind, success: word === check.success, word } };
  }
  switch (kind) {
    case "order": {
      const order = words.slice(2);
      if (order.length === 0) throw lineError(at, "claim.order", "names no creature");
      const twice = order.find((id, i) => order.indexOf(id) !== i);
      if (twice !== undefined) throw lineError(at, "claim.order", `names ${twice} twice`);
      return { at, claim: { kind, order } };
    }
    case "damage": {
      const amount = intField(at, "claim.amount", words[2]);
      if (amount < 0) throw lineError(at, "claim.amount", "must not be negative");
      noMore(at, words, 3);
      return { at, claim: { kind, amount } };
    }
    case "hp": {
      const target = wordField(at, "claim.target", words[2]);
      const hp = intField(at, "claim.hp", words[3]);
      noMore(at, words, 4);
      return { at, claim: { kind, target, hp } };
    }
    case "state": {
      const target = wordField(at, "claim.target", words[2]);
      const state = wordField(at, "claim.state", words[3]);
      const states = vocabulary.states;
      if (!states.includes(state))
        throw lineError(at, "claim.state", `"${state}" is not one of ${states.join(", ")}`);
      noMore(at, words, 4);
      return { at, claim: { kind, target, state: state as VitalState } };
    }
    default:
      throw lineError(
        at,
        "claim.kind",
        `unknown "${kind}" (${[...outcomeWords(calls).keys(), ...Object.keys(calls), "damage", "hp", "state", "order"].join(", ")})`,
      );
  }
}

/** The outcome words that belong to one check alone (`hit`, `miss`), each with its check. */
function outcomeWords(calls: TableVocabulary["claims"]["calls"]) {
  const seen = new Map<string, { check: string; success: boolean } | null>();
  for (const [check, c] of Object.entries(calls))
    for (const [word, success] of [
      [c.success, true],
      [c.failure, false],
    ] as const)
      seen.set(word, seen.has(word) ? null : { check, success });
  const alone = new Map<string, { check: string; success: boolean }>();
  for (const [word, v] of seen) if (v !== null) alone.set(word, v);
  return alone;
}
