/** An append whose expected version is not the stream's version; nothing of it was written. */
export class ExpectedVersionConflict extends Error {
  override readonly name = "ExpectedVersionConflict";
  constructor(
    readonly stream: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`stream "${stream}": expected version ${expected}, but it is at ${actual}`);
  }
}

/** A read or fork of a stream that does not exist. */
export class StreamNotFound extends Error {
  override readonly name = "StreamNotFound";
  constructor(readonly stream: string) {
    super(`stream "${stream}" does not exist`);
  }
}

/**
 * A batch that cannot be appended as given (bad seq, header not first, bad fork point), or a
 * bad stream name given to any call (field `stream`).
 */
export class InvalidAppend extends Error {
  override readonly name = "InvalidAppend";
  constructor(
    readonly stream: string,
    readonly field: string,
    readonly reason: string,
  ) {
    super(`stream "${stream}": ${field}: ${reason}`);
  }
}

/**
 * A stream file that fails verification: a torn last line, bad JSON, a bad hash or a broken
 * chain. The stream can be neither read nor appended until `repair` is asked for explicitly,
 * because the store never drops bytes on its own.
 */
export class CorruptStream extends Error {
  override readonly name = "CorruptStream";
  constructor(
    readonly stream: string,
    readonly file: string,
    /** 1-based number of the first line that fails. */
    readonly line: number,
    readonly reason: string,
    /** Byte offset where the bad line starts: everything before it verifies. */
    readonly offset: number,
    /** How many events verify before the bad line. */
    readonly validEvents: number,
    options?: ErrorOptions,
  ) {
    super(
      `stream "${stream}" is corrupt at ${file}:${line}: ${reason} ` +
        `(${validEvents} events verify before it; repair keeps them and saves the rest aside)`,
      options,
    );
  }
}

/** A stream lock held by a live process for longer than the caller was willing to wait. */
export class StreamLocked extends Error {
  override readonly name = "StreamLocked";
  constructor(
    readonly lockFile: string,
    /** The holder's pid, or undefined when the lock file names none (still being written). */
    readonly pid: number | undefined,
    readonly waitedMs: number,
  ) {
    super(
      `lock ${lockFile} is held by ${pid === undefined ? "an unknown process" : `live process ${pid}`}; ` +
        `gave up after ${waitedMs} ms`,
    );
  }
}
