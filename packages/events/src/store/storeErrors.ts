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

/** A batch that cannot be appended as given (bad seq, header not first, bad stream name). */
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
