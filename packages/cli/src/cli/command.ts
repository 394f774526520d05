import type { Io } from "./io.ts";

/** One option of a command, as `node:util` `parseArgs` takes it, with its help text. */
export interface OptionSpec {
  readonly type: "string" | "boolean";
  readonly short?: string;
  /** The option may be given more than once (its value is then a list). */
  readonly multiple?: boolean;
  /** The name of the value shown in help (`FILE` in `--out FILE`). */
  readonly value?: string;
  readonly description: string;
}

/** A parsed command line: the positionals and the options given. */
export interface Invocation {
  readonly positionals: readonly string[];
  readonly values: Readonly<Record<string, string | boolean | readonly string[] | undefined>>;
  readonly io: Io;
}

/**
 * A `d20` subcommand: its name, its help, its options and what it does. `run` returns the exit
 * code; bad input is thrown as a `CliError` (exit 2), never printed as a stack trace.
 */
export interface Command {
  readonly name: string;
  readonly summary: string;
  /** The positional arguments as shown in help, e.g. `<log> <seq>`. */
  readonly args: string;
  readonly positionals: { readonly min: number; readonly max: number };
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** More help: what the command prints and its exit codes. */
  readonly details?: string;
  run(inv: Invocation): Promise<number>;
}
