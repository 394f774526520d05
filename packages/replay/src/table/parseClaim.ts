import type { VitalState } from "@d20/core";
import { intField, noMore, wordField } from "./fields.ts";
import type { ClaimLine } from "./lines.ts";
import { type LineAt, lineError } from "./tableLogError.ts";

const STATES: readonly VitalState[] = ["ok", "disabled", "dying", "stable", "dead"];

/**
 * A `claim …` line: `claim hit`, `claim miss`, `claim damage N`, `claim hp TARGET N`,
 * `claim state TARGET ok|disabled|dying|stable|dead`.
 */
export function parseClaim(at: LineAt, words: readonly string[]): ClaimLine {
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
      if (!(STATES as readonly string[]).includes(state))
        throw lineError(at, "claim.state", `"${state}" is not one of ${STATES.join(", ")}`);
      noMore(at, words, 4);
      return { at, claim: { kind, target, state: state as VitalState } };
    }
    default:
      throw lineError(at, "claim.kind", `unknown "${kind}" (hit, miss, damage, hp, state)`);
  }
}
