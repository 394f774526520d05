import {
  CorruptStream,
  DiceNotationError,
  InvalidAppend,
  LogError,
  StreamLocked,
  StreamNotFound,
} from "@d20/events";
import { FoldError, ForkError, TableLogError } from "@d20/replay";
import { ScenarioError } from "@d20/scenario";
import { CliError, EXIT_BAD_INPUT } from "./cliError.ts";

/** What to print for a failed command, and the exit code. */
export interface Failure {
  readonly lines: readonly string[];
  readonly exitCode: number;
}

/**
 * Turns anything a command throws into one line (plus detail lines) and an exit code. Damaged
 * or refused input is exit 2 with the message its error already words with file and line; an
 * unforeseen error is exit 1, still without a stack trace (`D20_DEBUG=1` prints it).
 */
export function failureOf(error: unknown): Failure {
  if (error instanceof CliError) {
    return { lines: [error.message, ...error.details], exitCode: error.exitCode };
  }
  if (error instanceof ScenarioError) {
    const n = error.issues.length;
    return {
      lines: [
        `${error.file}: ${n === 1 ? "1 problem" : `${n} problems`} in the scenario`,
        ...error.issues.map((i) =>
          i.message.includes(i.expected)
            ? `${i.path}: ${i.message}`
            : `${i.path}: ${i.message} (expected ${i.expected})`,
        ),
      ],
      exitCode: EXIT_BAD_INPUT,
    };
  }
  if (
    error instanceof LogError ||
    error instanceof TableLogError ||
    error instanceof ForkError ||
    error instanceof FoldError ||
    error instanceof CorruptStream ||
    error instanceof StreamNotFound ||
    error instanceof InvalidAppend ||
    error instanceof DiceNotationError
  ) {
    return { lines: [error.message], exitCode: EXIT_BAD_INPUT };
  }
  if (error instanceof StreamLocked) return { lines: [error.message], exitCode: 1 };
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const path = (error as NodeJS.ErrnoException | undefined)?.path;
  if (code === "ENOENT" && path !== undefined) {
    return { lines: [`${path}: no such file`], exitCode: EXIT_BAD_INPUT };
  }
  if ((code === "EISDIR" || code === "EACCES") && path !== undefined) {
    return { lines: [`${path}: cannot read (${code})`], exitCode: EXIT_BAD_INPUT };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { lines: [message.split("\n")[0] ?? "failed"], exitCode: 1 };
}
