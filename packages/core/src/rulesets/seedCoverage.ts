import { noRulesetYet } from "../coverage/noRulesetYet.ts";
import type { SeedCoverage } from "../coverage/status.ts";
import { dnd35Coverage } from "./dnd35/coverage.ts";

/**
 * The coverage map of every seed file, in file-name order: each ruleset's own maps, and those of
 * the seeds no ruleset implements yet.
 */
export const seedCoverage: readonly SeedCoverage[] = [...dnd35Coverage, ...noRulesetYet].sort(
  (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0),
);
