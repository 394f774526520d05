import { parseArgs } from "node:util";
import { CliError } from "./cliError.ts";
import type { Command, Invocation } from "./command.ts";
import type { Io } from "./io.ts";
import { optionError } from "./optionError.ts";

/** Options every command takes. */
export const HELP_OPTION = {
  help: { type: "boolean", short: "h", description: "show this help" },
} as const;

/** Parses `argv` for `command` (strict: an unknown flag or a missing value is a `CliError`). */
export function parseInvocation(command: Command, argv: readonly string[], io: Io): Invocation {
  const options = Object.fromEntries(
    Object.entries({ ...command.options, ...HELP_OPTION }).map(([name, o]) => [
      name,
      {
        type: o.type,
        ...(o.short === undefined ? {} : { short: o.short }),
        ...("multiple" in o && o.multiple === true ? { multiple: true } : {}),
      },
    ]),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (e) {
    throw optionError(command, e, Object.keys(options));
  }
  const values = parsed.values as Invocation["values"];
  const { positionals } = parsed;
  if (values.help !== true) {
    const { min, max } = command.positionals;
    if (positionals.length < min) {
      throw new CliError(
        `${command.name}: expected ${command.args} (see d20 ${command.name} --help)`,
      );
    }
    if (positionals.length > max) {
      throw new CliError(`${command.name}: unexpected argument "${positionals[max]}"`);
    }
  }
  return { positionals, values, io };
}

/** The string value of option `name`, if given. */
export function stringOption(inv: Invocation, name: string): string | undefined {
  const v = inv.values[name];
  return typeof v === "string" ? v : undefined;
}

/** True when boolean option `name` is given. */
export function flag(inv: Invocation, name: string): boolean {
  return inv.values[name] === true;
}

/**
 * Option `name` as a whole number ≥ `min`, if given; at most `max` when the option has a bound
 * (`why` says what the bound is), so that no flag asks for unbounded work (issue "Trust", 6).
 */
export function intOption(
  inv: Invocation,
  name: string,
  min = 0,
  max?: { readonly limit: number; readonly why: string },
): number | undefined {
  const v = stringOption(inv, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!/^-?\d+$/.test(v) || !Number.isSafeInteger(n) || n < min) {
    throw new CliError(`--${name}: expected a whole number ≥ ${min}, got "${v}"`);
  }
  if (max !== undefined && n > max.limit) {
    throw new CliError(`--${name}: at most ${max.limit} (${max.why}), got ${v}`);
  }
  return n;
}

/** Every value of a `multiple` option `name`, in the order given. */
export function listOption(inv: Invocation, name: string): readonly string[] {
  const v = inv.values[name];
  return Array.isArray(v) ? v : typeof v === "string" ? [v] : [];
}
