import type { FightEvent } from "@d20/core";
import { cite, type RulesIndex, ruleField } from "./citation.ts";
import type { FactFinding } from "./finding.ts";
import { firstDifference, jsonEqual } from "./jsonDiff.ts";

// What is compared of an event: everything but `seq` (aligned by position) and the seal.
function body(e: FightEvent): { type: string; v: number; data: unknown; cause?: number } {
  return e.cause === undefined
    ? { type: e.type, v: e.v, data: e.data }
    : { type: e.type, v: e.v, data: e.data, cause: e.cause };
}

// The rule behind the event at `i`: its own, or (a die) that of the first later fact naming one.
function ruleAt(list: readonly FightEvent[], i: number): string | undefined {
  if (list[i]!.type !== "DiceRolled") return ruleField(list[i]!.data);
  for (let k = i + 1; k < list.length; k++) {
    const rule = ruleField(list[k]!.data);
    if (rule !== undefined) return rule;
  }
  return undefined;
}

/**
 * Compares what the rules produce for one input with what the log recorded for it, event by
 * event on canonical JSON. Each differing event is a finding with the first field path where it
 * differs and the rule cited by the expected (else the recorded) event. Once the two sides hold
 * events of different kinds, or one side runs out, they are no longer aligned: that event is the
 * last finding for the input, with path "" and the whole events (type, v, data, cause).
 */
export function compareInput(
  expected: readonly FightEvent[],
  recorded: readonly FightEvent[],
  rules: RulesIndex | undefined,
): FactFinding[] {
  const findings: FactFinding[] = [];
  const n = Math.max(expected.length, recorded.length);
  for (let i = 0; i < n; i++) {
    const e = expected[i];
    const r = recorded[i];
    if (e !== undefined && r !== undefined && jsonEqual(body(e), body(r))) continue;
    const rule = (e && ruleAt(expected, i)) ?? (r && ruleAt(recorded, i));
    const cited = rule === undefined ? {} : { rule: cite(rules, rule) };
    if (e !== undefined && r !== undefined && e.type === r.type) {
      const d = firstDifference(body(e), body(r))!;
      findings.push({ kind: "fact", seq: r.seq, type: r.type, ...d, ...cited });
      continue;
    }
    // Different kinds of event, or one side has none: the whole events, path "".
    const at = (r ?? e)!;
    findings.push({
      kind: "fact",
      seq: at.seq,
      type: at.type,
      path: "",
      expected: e === undefined ? undefined : body(e),
      recorded: r === undefined ? undefined : body(r),
      ...cited,
    });
    break;
  }
  return findings;
}
