import { PassThrough } from "node:stream";
import type { Io } from "../../src/cli/io.ts";
import { runCli } from "../../src/cli/runCli.ts";
import { commands } from "../../src/commands/commands.ts";

/** Runs `d20 …argv` in this process, its output captured. */
export async function d20In(
  argv: readonly string[],
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    stdin: new PassThrough(),
    stdout: new PassThrough(),
    stderr: new PassThrough(),
  };
  const code = await runCli(commands, argv, io);
  return { code, out: out.join("\n"), err: err.join("\n") };
}
