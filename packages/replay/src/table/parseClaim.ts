import type { TableVocabulary, VitalState } from "@d20/core";
import { intField, noMore, wordField } from "./fields.ts";
import type { ClaimLine } from "./lines.ts";
import { type LineAt, lineError } from "./tableLogError.ts";

/**
 * A `claim …` line: `claim hit`, `claim miss`, `claim damage N`, `claim hp TARGET N`,
 * `claim state TARGET STATE` — the table format's own claims; the states are the ruleset's
 * (`vocabulary.states`; dnd35: ok, disabled, dying, stable, dead).
 */
export function parseClaim(
  at: LineAt,
  words: readonly string[],
  vocabulary: TableVocabulary,
): ClaimLine {
  const kind = wordField(at, "claim.kind", words[1]);
  switch (kind) {
    case "hit":
    case "miss":
      noMore(at, words, 2);
      return { at, claim: { kind } };
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
      throw lineError(at, "claim.kind", `unknown "${kind}" (hit, miss, damage, hp, state)`);
  }
}
