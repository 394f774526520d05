/**
 * The event stores (DESIGN: Stores): the `EventStore` interface, the memory store, the JSONL
 * file store with its check and repair tools, and their errors. The shared contract suite is
 * not exported here, since it imports vitest: adapters' tests import `storeContract.ts` directly.
 */
export type {
  AppendResult,
  EventStore,
  SeqRange,
  StreamId,
  StreamInfo,
  StreamListener,
} from "./eventStore.ts";
export type { RecoveredLock } from "./fileLock.ts";
export { type FileEventStore, type FileStoreOptions, openFileStore } from "./fileStore.ts";
export { forkHeaderEvent } from "./forkEvent.ts";
export { type MemoryStoreOptions, memoryStore } from "./memoryStore.ts";
export { type SealedBatch, sealBatch } from "./sealBatch.ts";
export {
  CorruptStream,
  ExpectedVersionConflict,
  InvalidAppend,
  StreamLocked,
  StreamNotFound,
} from "./storeErrors.ts";
export { assertStreamName, isStreamName } from "./streamName.ts";
export type { StreamReport } from "./streamReport.ts";
export type { ListenerErrorHandler } from "./subscribers.ts";
