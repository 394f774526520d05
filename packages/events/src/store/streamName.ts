import type { StreamId } from "./eventStore.ts";
import { InvalidAppend } from "./storeErrors.ts";

// ASCII only: a stream name becomes a file name, and non-ASCII names are normalized differently
// by different file systems (NFC vs NFD), which would split one stream into two. No leading dot
// (no hidden files, no `.` or `..`) and no separators, so a name can never leave the directory.
// 200 characters leaves room for `.jsonl.torn-<n>` within the usual 255-byte limit.
const STREAM_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** Whether `stream` is a valid stream name: letters, digits, `-`, `_`, `.`, not starting with `.`. */
export function isStreamName(stream: string): boolean {
  return STREAM_NAME.test(stream);
}

/** Throws `InvalidAppend` (field `stream`) unless `stream` is a valid stream name. */
export function assertStreamName(stream: StreamId): void {
  if (!isStreamName(stream)) {
    throw new InvalidAppend(
      stream,
      "stream",
      "a stream name is 1-200 ASCII letters, digits, '-', '_' or '.', not starting with '.'",
    );
  }
}
