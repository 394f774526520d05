/** What is wrong with a fork's input: the parent, the fork point, or one of the edits. */
export type ForkErrorCode =
  | "unknown-parent"
  | "unknown-stream"
  | "not-a-log"
  | "at-out-of-range"
  | "edit-target"
  | "bad-edit"
  /** The rules refuse an edit's declaration where the branch plays it (strict edits). */
  | "refused-edit"
  | "child-exists";

/**
 * Bad input to a fork, naming what is wrong (`field` is the offending part of the request, such
 * as `at` or `edits[2].seq`). A broken invariant is never reported this way: only the caller's input.
 */
export class ForkError extends Error {
  override readonly name = "ForkError";

  constructor(
    readonly code: ForkErrorCode,
    readonly field: string,
    reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}
