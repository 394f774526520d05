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

// The derived event's breakdown, term by term ("(1d8 1, Str 16 +3)"), when it has one.
function termsOf(e: FightEvent): string {
  const terms = (e.data as { breakdown?: unknown }).breakdown;
  if (!Array.isArray(terms) || terms.length === 0) return "";
  const words = terms.map((t: { label?: unknown; value?: unknown }) => {
    const v = typeof t.value === "number" ? t.value : 0;
    return `${String(t.label)} ${v < 0 ? v : `+${v}`}`;
  });
  return ` (${words.join(", ")})`;
}

/** Where an input stands, for a finding's words: its round and the ruleset's words for an event. */
export interface FactContext {
  readonly round?: number;
  readonly describe?: (e: FightEvent) => string;
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
  context: FactContext = {},
): FactFinding[] {
  const said = (e: FightEvent | undefined, r: FightEvent | undefined) => {
    const { round, describe } = context;
    const words =
      describe === undefined
        ? {}
        : {
            said: {
              ...(r === undefined ? {} : { recorded: describe(r) }),
              ...(e === undefined ? {} : { expected: `${describe(e)}${termsOf(e)}` }),
            },
          };
    return { ...(round === undefined ? {} : { round }), ...words };
  };
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
      findings.push({ kind: "fact", seq: r.seq, type: r.type, ...d, ...cited, ...said(e, r) });
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
      ...said(e, r),
    });
    break;
  }
  return findings;
}
