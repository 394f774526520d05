import { compareVersions, rulesets } from "@d20/core";

/**
 * The warning for a log played under a newer version of its ruleset than this engine has, or
 * undefined: its facts follow rules this engine does not know, so replay, explain and diff show
 * it as recorded and say so (issue "Trust", point 9).
 */
export function newerRulesetWarning(
  file: string,
  recorded: { readonly id: string; readonly version: string },
): string | undefined {
  const current = rulesets[recorded.id]?.version;
  if (current === undefined || (compareVersions(recorded.version, current) ?? 1) <= 0)
    return undefined;
  return `d20: warning: ${file}: played under ${recorded.id} ${recorded.version}, newer than this engine's ${current}: the events are shown as recorded, under rules this engine does not have`;
}
