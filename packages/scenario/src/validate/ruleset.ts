import { rulesets } from "@d20/core";
import { readValue } from "../definitions/readValue.ts";
import { keysOf } from "../definitions/spec.ts";
import type { ScenarioFragment } from "../fragment.ts";
import { fragments } from "../fragments.ts";
import { child, type Issues, oneOf } from "./issues.ts";
import { readEnum, readObject } from "./read.ts";

/** The ruleset and its options, as the header carries them. */
export interface ReadRuleset {
  readonly id: string;
  readonly version: string;
  /** Every option, the defaults filled in, so the log says what was played. */
  readonly options: Readonly<Record<string, unknown>>;
}

/** The rulesets a scenario may name: those the engine has and that give a scenario fragment. */
export function scenarioRulesets(): string[] {
  return Object.keys(rulesets).filter((id) => Object.hasOwn(fragments, id));
}

/**
 * Reads `ruleset` (an id the engine knows) and `options` (that ruleset's house rules, each read
 * as its fragment defines it).
 */
export function readRuleset(
  issues: Issues,
  ruleset: unknown,
  options: unknown,
): (ReadRuleset & { readonly fragment: ScenarioFragment }) | undefined {
  const id = readEnum(issues, "$.ruleset", ruleset, scenarioRulesets());
  if (id === undefined) return undefined;
  const rs = rulesets[id]!;
  const fragment = fragments[id]!;
  const optionKeys = keysOf(fragment.options);
  const o =
    options === undefined
      ? {}
      : readObject(
          issues,
          "$.options",
          options,
          optionKeys,
          `the ${id} options (${oneOf(optionKeys)})`,
        );
  if (o === undefined) return undefined;
  const merged: Record<string, unknown> = { ...rs.defaultOptions };
  const count = issues.list.length;
  for (const [key, value] of Object.entries(o)) {
    const spec = fragment.options.fields[key];
    if (spec === undefined) continue;
    merged[key] = readValue(issues, child("$.options", key), value, spec);
  }
  return issues.list.length === count
    ? { id, version: rs.version, options: merged, fragment }
    : undefined;
}
