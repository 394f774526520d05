import { PassThrough } from "node:stream";
import type { Io } from "../../src/cli/io.ts";
import { runCli } from "../../src/cli/runCli.ts";
import { commands } from "../../src/commands/commands.ts";

/** What one in-process run of `d20` printed and returned. */
export interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `d20 …args` in this process with captured streams (fast: no tsx start-up). */
export async function runD20(args: readonly string[]): Promise<RunResult> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    stdin: new PassThrough(),
    stdout: new PassThrough(),
    stderr: new PassThrough(),
  };
  const code = await runCli(commands, args, io);
  return { code, stdout: out.join("\n"), stderr: err.join("\n") };
}
