/** Exit code for bad input: flags, missing or damaged files, a bad scenario. */
export const EXIT_BAD_INPUT = 2;

/**
 * An error the person can fix, printed as one line (plus `details`, one per line) with its exit
 * code (2, bad input, by default) and no stack trace.
 */
export class CliError extends Error {
  override readonly name = "CliError";
  constructor(
    message: string,
    readonly exitCode = EXIT_BAD_INPUT,
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}
