import { execFile } from "node:child_process";
import { join } from "node:path";

/** The repository root. */
export const ROOT = join(import.meta.dirname, "../../..");
/** The golden log every command is tried on. */
export const GOLDEN = join(ROOT, "examples/golden/battlefield-4v4.jsonl");
/** The CLI's entry. */
export const MAIN = join(ROOT, "packages/cli/src/main.ts");

/** What one run of `d20` printed and returned. */
export interface D20Result {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * How long a test that runs the CLI may take: a guard against a hung subprocess, not a speed
 * limit (tsx starts slowly on a busy machine), the same ten minutes as the unit project's.
 */
export const SUBPROCESS_TIMEOUT = { timeout: 600_000 };

// Concurrent tests share a few subprocess slots: all at once, each would take so long on a busy
// machine that the slowest time out, for no gain in total time.
const SLOTS = 3;
let running = 0;
const queue: (() => void)[] = [];
async function slot<T>(job: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) await new Promise<void>((go) => queue.push(go));
  running++;
  try {
    return await job();
  } finally {
    running--;
    queue.shift()?.();
  }
}

/** Runs `d20 …args` as a subprocess (node with tsx), as a person would. */
export function d20(args: readonly string[], env: Record<string, string> = {}): Promise<D20Result> {
  return slot(() => spawnD20(args, env));
}

function spawnD20(args: readonly string[], env: Record<string, string>): Promise<D20Result> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", MAIN, ...args],
      { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
