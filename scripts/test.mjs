// `pnpm test`: the build of the command, typecheck, lint, then each vitest project (vitest.config.ts:
// "unit", then "long", the law and property runs with no timeout), each timed. Prints how long
// each group took, so a slow run shows where the time went (issue "Speed and scale": a test
// suite that holds under load). Stops at the first group that fails, as `a && b && c` did.
// Arguments are passed to each vitest run (`pnpm test -- -t delay`).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const extra = process.argv.slice(2).filter((a) => a !== "--");

const groups = [
  ["build", process.execPath, ["scripts/build.mjs"]],
  ["typecheck", bin("tsc"), ["-p", "tsconfig.json"]],
  // The viewer's page is browser code (DOM, JSX): its own program.
  ["typecheck viewer", bin("tsc"), ["-p", "packages/viewer/tsconfig.json"]],
  ["lint", bin("biome"), ["check", "."]],
  ["vitest unit", bin("vitest"), ["run", "--project", "unit", ...extra]],
  ["vitest long", bin("vitest"), ["run", "--project", "long", ...extra]],
];

const times = [];
const started = performance.now();
let failed;
for (const [name, command, args] of groups) {
  console.log(`\n── ${name} ──`);
  const t = performance.now();
  const r = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  times.push([name, (performance.now() - t) / 1000, r.status === 0]);
  if (r.status !== 0) {
    failed = `${name} failed (${r.status ?? r.signal})`;
    break;
  }
}
console.log("\ntest: time per group");
for (const [name, s, ok] of times) {
  console.log(`  ${name.padEnd(12)} ${s.toFixed(1).padStart(7)} s${ok ? "" : "  FAILED"}`);
}
console.log(
  `  ${"total".padEnd(12)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`,
);
if (failed !== undefined) {
  console.error(`test: ${failed}`);
  process.exit(1);
}
