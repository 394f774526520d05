#!/usr/bin/env node
// The `d20` command: runs the TypeScript entry through tsx (the repo runs TS without a build).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const tsx = import.meta.resolve("tsx");
const main = fileURLToPath(new URL("../src/main.ts", import.meta.url));
const result = spawnSync(process.execPath, ["--import", tsx, main, ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
