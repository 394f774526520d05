/**
 * @d20/events — the log: event envelope and catalogue, canonical JSONL codec with its hash
 * chain, keyed dice, and the event stores.
 */

/** The event catalogue: known types, versions and upcasters. */
export {
  type Catalogue,
  codecCatalogue,
  type EventDataMap,
  type EventType,
  type EventTypeSpec,
  type LogEvent,
  type NewEvent,
  type Upcaster,
} from "./catalogue/catalogue.ts";
/** A `DiceRolled` event's data. */
export type { DiceRolledData, DieOrigin } from "./catalogue/diceRolled.ts";
/** A branch's first event and its edits. */
export type { ForkEdit, ForkHeaderData } from "./catalogue/forkHeader.ts";
/** The header that begins a stream, and the fork header that begins a branch. */
export type {
  DiceSchemeRef,
  HeaderData,
  RulesetRef,
  UnseededDice,
} from "./catalogue/header.ts";
/** The ruleset-owned part of a header (options, roster), its version and upcasters. */
export {
  FIRST_HEADER_PART_VERSION,
  type HeaderPartSpec,
  type HeaderPartUpcaster,
  type RulesetHeaderPart,
} from "./catalogue/headerPart.ts";
/** The catalogue a log is read against, per ruleset (shared types plus each ruleset's own). */
export {
  codecLogCatalogue,
  type LogCatalogue,
  logCatalogue,
  type RulesetCatalogue,
} from "./catalogue/logCatalogue.ts";
/** Who played each combatant, as a header records it (engine 0.3.0 on). */
export type { Player, Players, PolicyRef } from "./catalogue/player.ts";
/** Canonical JSON: sorted keys, no whitespace. */
export { canonicalJson } from "./codec/canonicalJson.ts";
/** Seals one event onto a chain head. */
export { type EncodedLine, encodeLine, sealEvent } from "./codec/encodeLine.ts";
/** Reads a stream one line at a time (for stores). */
export { LineReader, type ReaderStart } from "./codec/lineReader.ts";
/** A rejected log: file, line, field and reason. */
export {
  LogError,
  type LogErrorClass,
  type LogErrorCode,
  logErrorClass,
} from "./codec/logError.ts";
/** What seals a whole log for a signature: its last hash, a branch's with its ForkHeader. */
export { logSeal } from "./codec/logSeal.ts";
/** How deep JSON text nests, for readers that must not overflow the stack. */
export { MAX_JSON_DEPTH, tooDeepAt } from "./codec/nestingDepth.ts";
/** Reads a JSONL log, verifying the chain; throws `LogError`. */
export { type ParsedLog, type ParseOptions, parseLog } from "./codec/parseLog.ts";
/** Writes a stream as canonical JSONL. */
export { appendLines, type SerializedLog, serializeLog } from "./codec/serializeLog.ts";
/** Checks a log's hash chain and names the first broken seq. */
export { type ChainVerdict, verifyChain } from "./codec/verifyChain.ts";
/** Dice: notation, keyed seeded dice, and the seeded, recorded and forced sources. */
/** A table's dice notation (`4d6kh3`, `1d6r1`, `(1d6+2)*2`): parse, print, evaluate on faces. */
export {
  canonicalNotation,
  checkDiceCount,
  DICE_SCHEME,
  DICE_SCHEME_VERSION,
  type DiceFinding,
  DiceMismatchError,
  type DiceMismatchField,
  type DiceNotation,
  DiceNotationError,
  type DiceRequest,
  type DiceSource,
  DieKeyError,
  type DieKeyParts,
  dieKey,
  evaluate,
  evaluateRollExpression,
  type ForcedDiceSource,
  type ForcedScript,
  faceCount,
  faceRanges,
  findBadFace,
  forcedDice,
  formatNotation,
  parseDieKey,
  parseNotation,
  parseRollExpression,
  printRollExpression,
  type RecordedDiceOptions,
  type RecordedDiceSource,
  type RecordedDie,
  ROLL_LIMITS,
  type RollExpression,
  RollExpressionError,
  type RolledExpression,
  type RollLimit,
  recordedDice,
  rollBounds,
  rolledData,
  rollSeeded,
  seededDice,
  seededFace,
  severalRequests,
  sha256Hex,
  subDieKey,
} from "./dice/index.ts";
/** The envelope of every event, and the genesis hash a stream's first event chains to. */
export { GENESIS_HASH, type Hash, type SealedEvent, type UnsealedEvent } from "./envelope.ts";
/** Data schemas: the validators every catalogue entry checks its data with when read. */
export {
  anyObject,
  anything,
  arrayOf,
  bool,
  both,
  type DataProblem,
  type DataValidator,
  int,
  MAX_ARRAY,
  nat,
  num,
  object,
  oneOf,
  recordOf,
  type Shape,
  str,
  taggedUnion,
  under,
} from "./schema/index.ts";
/** Event stores: the interface, the memory and JSONL file stores, their reports and errors. */
export {
  type AppendResult,
  assertStreamName,
  CorruptStream,
  type EventStore,
  ExpectedVersionConflict,
  type FileEventStore,
  type FileStoreOptions,
  forkHeaderEvent,
  InvalidAppend,
  isStreamName,
  type ListenerErrorHandler,
  type MemoryStoreOptions,
  memoryStore,
  openFileStore,
  type RecoveredLock,
  type SealedBatch,
  type SeqRange,
  type StreamId,
  type StreamInfo,
  type StreamListener,
  StreamLocked,
  StreamNotFound,
  type StreamReport,
  sealBatch,
} from "./store/index.ts";
