import { type dnd35Options, rulesets } from "@d20/core";
import { child, type Issues, oneOf } from "./issues.ts";
import { readBool, readEnum, readObject } from "./read.ts";

/**
 * What each dnd35 house-rule option accepts (`dnd35Options` gives the defaults; a test checks that
 * both name the same options).
 */
export const DND35_OPTION_VALUES = {
  surpriseFiveFootStep: "boolean",
  stabilizeAt: ["ownTurn", "endOfRound"],
  flankerMustThreaten: "boolean",
  disabledAoO: ["strenuous", "none"],
} as const satisfies Record<keyof typeof dnd35Options, "boolean" | readonly string[]>;

/** The ruleset and its options, as the header carries them. */
export interface ReadRuleset {
  readonly id: string;
  readonly version: string;
  /** Every option, the defaults filled in, so the log says what was played. */
  readonly options: Readonly<Record<string, unknown>>;
}

/** Reads `ruleset` (an id the engine knows) and `options` (that ruleset's house rules). */
export function readRuleset(
  issues: Issues,
  ruleset: unknown,
  options: unknown,
): ReadRuleset | undefined {
  const known = Object.keys(rulesets);
  const id = readEnum(issues, "$.ruleset", ruleset, known);
  if (id === undefined) return undefined;
  const rs = rulesets[id]!;
  const optionKeys = Object.keys(rs.defaultOptions);
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
    if (!optionKeys.includes(key)) continue;
    const accepts =
      id === "dnd35" ? DND35_OPTION_VALUES[key as keyof typeof DND35_OPTION_VALUES] : undefined;
    const p = child("$.options", key);
    if (accepts === "boolean") merged[key] = readBool(issues, p, value);
    else if (accepts !== undefined) merged[key] = readEnum(issues, p, value, accepts);
    else merged[key] = value;
  }
  return issues.list.length === count ? { id, version: rs.version, options: merged } : undefined;
}
