import { suggestion } from "@d20/core";
import { CliError } from "./cliError.ts";
import type { Command } from "./command.ts";
import { failureOf } from "./failure.ts";
import { commandHelp, overviewHelp } from "./help.ts";
import type { Io } from "./io.ts";
import { parseInvocation } from "./parseInvocation.ts";

/**
 * Runs `d20` with `argv` (the arguments after the program name) and returns the exit code.
 * Every error is printed as `d20: message` on stderr; `D20_DEBUG=1` adds the stack.
 */
export async function runCli(
  commands: readonly Command[],
  argv: readonly string[],
  io: Io,
): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    const topic = name === "help" ? commands.find((c) => c.name === rest[0]) : undefined;
    io.out(topic === undefined ? overviewHelp(commands) : commandHelp(topic));
    return name === undefined ? 2 : 0;
  }
  try {
    const command = commands.find((c) => c.name === name);
    if (command === undefined) {
      const names = commands.map((c) => c.name);
      throw new CliError(`unknown command "${name}"${suggestion(name, names, 0)} (see d20 --help)`);
    }
    const inv = parseInvocation(command, rest, io);
    if (inv.values.help === true) {
      io.out(commandHelp(command));
      return 0;
    }
    return await command.run(inv);
  } catch (error) {
    const failure = failureOf(error);
    const [first, ...details] = failure.lines;
    io.err(`d20: ${first}`);
    for (const line of details) io.err(`  ${line}`);
    if (process.env.D20_DEBUG === "1" && error instanceof Error) io.err(error.stack ?? "");
    return failure.exitCode;
  }
}
