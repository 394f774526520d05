#!/usr/bin/env node
// The `d20` command. It runs the compiled command (dist/d20.js, built by `pnpm build` and by
// scripts/setup.sh) with plain Node, which starts in a fraction of the time tsx takes to compile
// the TypeScript (issue "Speed and scale"). If the build is missing or older than its sources it
// says so on stderr and runs the sources through tsx instead, so a stale build is never run.
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildState, DIST } from "./freshness.js";

const state = buildState();
if (state.kind === "fresh" || state.kind === "installed") {
  await import(pathToFileURL(DIST.main).href);
} else if (state.kind === "broken") {
  process.stderr.write(`d20: ${state.reason}; reinstall it\n`);
  process.exit(2);
} else {
  process.stderr.write(
    `d20: warning: ${state.reason}; running the TypeScript sources through tsx (slow start). Run \`pnpm build\` to rebuild.\n`,
  );
  const tsx = import.meta.resolve("tsx");
  const main = fileURLToPath(new URL("../src/main.ts", import.meta.url));
  const result = spawnSync(process.execPath, ["--import", tsx, main, ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  process.exit(result.status ?? 1);
}
