import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// The bench runs as .bench-tmp/bench.mjs: the repository is one folder up.
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RUNS = 5;

/**
 * Whole-process start-up of the `d20` bin (the build in packages/cli/dist, which bench/build.mjs
 * has just made) against `node -e 0`, each the median of 5, run in alternation so that a busy
 * machine slows both alike: `d20 --help`, and `d20 replay --to 40` on a golden log.
 */
export function benchStartup(): void {
  const bin = join(ROOT, "packages/cli/bin/d20.js");
  const golden = join(ROOT, "examples/golden/battlefield-4v4.jsonl");
  const cases: [string, string[]][] = [
    ["d20 --help", [bin, "--help"]],
    ["d20 replay --to 40 on a golden log", [bin, "replay", golden, "--to", "40"]],
  ];
  const run = (args: string[]): number => {
    const t = performance.now();
    const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: "utf8" });
    const ms = performance.now() - t;
    if (r.status !== 0) throw new Error(`startup: node ${args.join(" ")} exited ${r.status}`);
    if (r.stderr.includes("warning"))
      throw new Error(`startup: the bin did not run its build: ${r.stderr}`);
    return ms;
  };
  run(["-e", "0"]); // the first spawn warms the file cache for all
  for (const [name, args] of cases) {
    run(args);
    const ours: number[] = [];
    const node: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      ours.push(run(args));
      node.push(run(["-e", "0"]));
    }
    const [a, b] = [median(ours), median(node)];
    const ratio = a / b;
    console.log(
      `${`startup: ${name}, median of ${RUNS}`.padEnd(58)} ${a.toFixed(0).padStart(10)} ms  node -e 0 ${b.toFixed(0).padStart(6)} ms  ratio ${ratio.toFixed(2)}x (goal ≤ 3x: ${ratio <= 3 ? "meets" : "MISSES"})`,
    );
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  return s[s.length >> 1]!;
}
