import { suggestion } from "@d20/core";
import { CliError } from "./cliError.ts";
import type { Command } from "./command.ts";

/**
 * `node:util`'s parseArgs error for `command` in the command's own words: an unknown flag with
 * "did you mean" among the command's flags, a flag that needs a value, one whose value starts
 * with a dash, one that takes none — never the parser's own text ("argument is ambiguous",
 * "place it at the end of the command after '--'").
 */
export function optionError(command: Command, error: unknown, names: readonly string[]): CliError {
  const e = error as { code?: string; message?: string };
  const text = e.message ?? String(error);
  const quoted = /'([^']+)'/.exec(text)?.[1] ?? "";
  // "-s, --seed <value>" → --seed; "--seed" → --seed; "-s" → the flag it is short for.
  const long = /--([\w-]+)/.exec(quoted)?.[1];
  const short = /^-(\w)$/.exec(quoted)?.[1];
  const byShort = Object.entries(command.options).find(([, o]) => o.short === short)?.[0];
  const flag = `--${long ?? byShort ?? quoted.replace(/^-+/, "")}`;
  const at = `${command.name}: `;
  if (e.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const flags = names.map((n) => `--${n}`);
    const hint = suggestion(quoted, flags, 0);
    return new CliError(`${at}unknown option ${quoted}${hint} (see d20 ${command.name} --help)`);
  }
  if (e.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    if (/does not take an argument/.test(text)) return new CliError(`${at}${flag} takes no value`);
    if (/ambiguous/.test(text))
      return new CliError(
        `${at}${flag} needs a value, and the next argument starts with "-" (for a value that does, write ${flag}=-…)`,
      );
    return new CliError(`${at}${flag} needs a value`);
  }
  return new CliError(`${at}${text.split("\n")[0]}`);
}
