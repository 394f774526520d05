/**
 * @d20/replay — replay and seek, branch and diff, what-if, audit (verify, explain, signatures)
 * and live streams over a fight's log.
 */

/** One explained number of an event, term by term with citations. */
export type { Breakdown, ExplainedTerm } from "./audit/breakdowns.ts";
/** A rule's citation in one line (`file § heading`, or `SRD 3.5: ref`). */
/** The sentence a seed citation quotes, as `「…」` (none for the SRD). */
export { formatCitation, formatQuote } from "./audit/citation.ts";
/** Explain an event: its breakdowns, its dice and its chain of causes. */
export { type CauseLink, type DieUsed, type Explanation, explain } from "./audit/explain.ts";
/** Verify: the finding kinds, the report, and the GM decisions an audit lists. */
export type {
  AssumedFinding,
  CitedRule,
  DieCheck,
  DieFinding,
  FactFinding,
  Finding,
  GmDecision,
  HeaderFinding,
  IncompleteFinding,
  LogFinding,
  RederiveFinding,
  RulesetChangedFinding,
  SignatureFinding,
  UnfoldableFinding,
  UnvouchedDie,
  VerifyReport,
  ViolationFinding,
} from "./audit/finding.ts";
/** Render an explanation as text. */
export { formatExplanation } from "./audit/formatExplanation.ts";
/** Where `verify` finds a branch's parent: its lineage, or a lookup of a stream's log by name. */
export type { ParentSource } from "./audit/parentLineage.ts";
/** Ed25519 signatures over a log's seal (its last hash; a branch's with its ForkHeader). */
export {
  checkSignature,
  generateSigningKeys,
  type LogSignature,
  readPublicKey,
  type SigningKey,
  type SigningKeys,
  signLog,
} from "./audit/sign.ts";
/** Audit a log: chain, schema, dice, re-derivation, signature; a branch against its parent. */
export { type VerifyOptions, verify } from "./audit/verify.ts";
export { type BranchNode, branchTree } from "./branch/branchTree.ts";
/** How a branch goes on after its fork point, and what it reports. */
export type {
  Continuation,
  ContinuationReport,
  Misfit,
  MisfitReason,
  PolicyFor,
  StopReason,
  Substitution,
} from "./branch/continuation.ts";
/** Branch: fork a log at a seq with edits and play it on (recorded, hybrid, policy, stop). */
export { type Branch, branchLog, type ForkRequest, fork, lineageOf } from "./branch/fork.ts";
/** A bad fork request (unknown parent, `at` beyond the log, an edit naming no declaration). */
export { ForkError, type ForkErrorCode } from "./branch/forkError.ts";
/** Fork a stored stream into a new stored branch; list a store's branch tree. */
export { forkStream } from "./branch/forkStream.ts";
/** A stream with its ancestry resolved, from sealed events or from a store. */
export { branchLineage, type Lineage, rootLineage } from "./branch/lineage.ts";
export { readLineage } from "./branch/readLineage.ts";
/** A declaration's (round, actor, ordinal) and the parent's declarations a branch may reuse. */
export type { Slot, SlotKey } from "./branch/slots.ts";
/** Diff two branches: fork point, first divergent event, aligned events, end states, outcome. */
export { type AlignedPair, alignEvents } from "./diff/alignEvents.ts";
export {
  type BranchDiff,
  diffBranches,
  type Outcome,
  outcomeOf,
} from "./diff/diffBranches.ts";
export type { CombatantDiff, CombatantEnd } from "./diff/endStates.ts";
/** Live rxjs streams of a stream's events and of its state. */
export { events$ } from "./live/liveEvents.ts";
export { state$ } from "./live/liveState.ts";
/** A fight's log loaded in memory. */
export { type FightLog, type LogInput, loadLog } from "./log/fightLog.ts";
/** A log whose well-formed events do not fold into a fight, named by seq. */
export { FoldError, foldingChecked } from "./log/foldError.ts";
/** Narration: a fight told event by event in its ruleset's words, as `run` and `narrate` tell it. */
export { describeInput, describeInputIn } from "./narrate/describeInput.ts";
export { narrateLog } from "./narrate/narrateLog.ts";
export { Narrator } from "./narrate/narrator.ts";
export { LIVE_MARGIN, margined, withSeq } from "./narrate/seqMargin.ts";
export { ask, say, sayRefusal, wordsOf } from "./narrate/words.ts";
/** Seek: the state at any seq, round or turn, over snapshots. */
export {
  DEFAULT_SNAPSHOT_EVERY,
  openReplay,
  Replay,
  type ReplayOptions,
} from "./seek/replay.ts";
/** Step through a replay both ways. */
export { Stepper } from "./seek/stepper.ts";
/** Rounds and turns of a log and their spans of seqs. */
export type { Edge, RoundSpan, Span, TurnSpan } from "./seek/timeline.ts";
/** Table logs: a fight written down at a real table, imported as a log to audit (FORMAT.md). */
export type { OverruledFact } from "./table/applyClaims.ts";
export {
  type AssumedAt,
  type ImportedTableLog,
  type ImportOptions,
  importTableLog,
} from "./table/importTableLog.ts";
export type { Claim, ClaimLine, RollLine, TableStep } from "./table/lines.ts";
export type { CombatantReader } from "./table/parseHeader.ts";
export { type ParsedTableLog, parseTableLog } from "./table/parseTableLog.ts";
export { TableLogError } from "./table/tableLogError.ts";
export type { Dropped } from "./translate/translatedInputs.ts";
/** Translate: a fight re-derived under another ruleset that says how to read it. */
export { TranslateError, type TranslateErrorCode } from "./translate/translateError.ts";
export {
  type TranslatedDice,
  type TranslatedFight,
  type TranslateRequest,
  translatedLog,
  translateFight,
} from "./translate/translateFight.ts";
/** What-if per combatant: how each ended a run, and its odds over all runs. */
export type { CombatantOdds } from "./whatif/combatantOdds.ts";
export type { Fate } from "./whatif/fates.ts";
/** Who plays each combatant on after a fork point: as the header's `players` say, or `--policy`. */
export { type PlayersPlan, playersPlan } from "./whatif/playersPlan.ts";
/** What-if: N policy continuations from a fork point across worker threads, summed up. */
export { type PolicyPlan, policyFor, rulesetOfHeader } from "./whatif/policies.ts";
export type { RoundsDistribution } from "./whatif/roundsDistribution.ts";
export type { PoolOptions } from "./whatif/runPool.ts";
export { runSeed, type WhatIfScenario } from "./whatif/scenario.ts";
/** One run played in memory, from a scenario prepared once (what worker threads and queue workers run). */
export { type PreparedScenario, prepare, type RunResult, simulate } from "./whatif/simulate.ts";
/** Wilson intervals for win rates; means, paired and independent differences. */
export { type Interval, independentDifference, pairedDifference, wilson } from "./whatif/stats.ts";
export { type OutcomeSummary, type SideSummary, summarize } from "./whatif/summarize.ts";
export {
  compareWhatIf,
  type RunMetric,
  unpairedDifference,
  type WhatIfComparison,
  type WhatIfOptions,
  type WhatIfReport,
  whatIf,
  winsFor,
} from "./whatif/whatIf.ts";
/** Worker threads kept across what-ifs (start once, warm once, close when done). */
export { WorkerPool } from "./whatif/workerPool.ts";
