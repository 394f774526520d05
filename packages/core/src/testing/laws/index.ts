import type { Law } from "../law.ts";
import { deterministic } from "./deterministic.ts";
import { diceKeys } from "./diceKeys.ts";
import { foldAgrees } from "./foldAgrees.ts";
import { resumeFrom } from "./resumeFrom.ts";
import { snapshotFold } from "./snapshotFold.ts";
import { turns } from "./turns.ts";
import { windows } from "./windows.ts";

/**
 * The edition-neutral laws every ruleset keeps (issue "Rulesets as modules": determinism, fold
 * equals snapshot plus rest, replay reproduces, windows closed once, one turn start a round,
 * initiative a permutation, the dead never act), and every die's key its own. "Verify finds nothing" needs the audit: it is
 * replay's (`@d20/replay`'s testing/replayLaws.ts), handed to the suite as an extra law.
 */
export const sharedLaws: readonly Law[] = [
  turns,
  windows,
  diceKeys,
  deterministic,
  foldAgrees,
  snapshotFold,
  resumeFrom,
];
