import { rulesets, type TableVocabulary } from "@d20/core";
import { type LineAt, lineError } from "./tableLogError.ts";

/**
 * The table-log vocabulary of the ruleset a `ruleset ID VERSION` line names (the declaration
 * and GM words, states and templates are the ruleset's), or an error at that line.
 */
export function vocabularyOf(id: string, at: LineAt): TableVocabulary {
  const ruleset = rulesets[id];
  if (ruleset === undefined) throw lineError(at, "ruleset.id", `unknown ruleset "${id}"`);
  if (ruleset.table === undefined)
    throw lineError(at, "ruleset.id", `the ruleset "${id}" has no table-log vocabulary`);
  return ruleset.table;
}
