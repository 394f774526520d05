/** Where a command writes and reads: the process's streams, or a test's. */
export interface Io {
  /** Writes one line (or several) to standard output. */
  out(text: string): void;
  /** Writes one line to standard error. */
  err(text: string): void;
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  /** Standard error as a stream (a progress bar rewrites its line there, on a terminal). */
  readonly stderr: NodeJS.WriteStream | NodeJS.WritableStream;
}

/** The process's own streams. */
export function processIo(): Io {
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  };
}
