import type { DiceRolledData, UnsealedEvent } from "@d20/events";
import { checkDie, type DieProblem } from "./checkDie.ts";
import { cite, type RulesIndex, ruleField } from "./citation.ts";
import type { DieFinding } from "./finding.ts";

/**
 * Checks every die in the log (see `checkDie`): shape and range always, and the faces its seed
 * and key give when it is seeded and `seed` is known. Each finding cites the rule of the fact
 * the die fed — the first later event that names a rule. `more` checks a well-formed die
 * further (a branch's dice against its fork's edits).
 */
export function checkDice(
  events: readonly UnsealedEvent[],
  seed: string | undefined,
  rules: RulesIndex | undefined,
  more?: (die: DiceRolledData) => DieProblem | undefined,
): DieFinding[] {
  const findings: DieFinding[] = [];
  let nextRule: string | undefined;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type !== "DiceRolled") {
      nextRule = ruleField(e.data) ?? nextRule;
      continue;
    }
    const data = e.data as DiceRolledData;
    let problem: ReturnType<typeof checkDie>;
    try {
      problem = checkDie(data, seed) ?? more?.(data);
    } catch (err) {
      problem = { check: "expr", expected: "a die the dice code can roll", recorded: String(err) };
    }
    if (problem === undefined) continue;
    findings.push({
      kind: "die",
      seq: e.seq,
      key: String(data.key),
      ...problem,
      ...(nextRule === undefined ? {} : { rule: cite(rules, nextRule) }),
    });
  }
  return findings.reverse();
}
