/**
 * `pnpm bench`: every figure is printed beside a baseline measured in the same run, as a ratio,
 * so a slow or busy machine moves both sides together. Nothing here fails a build.
 *
 * Each group runs in a fresh process: a group that leaves a large heap behind (the 1M-event
 * seek log, the replayed fights) would otherwise slow every later group through the garbage
 * collector — seen here as fights/s halving when measured after the replay group.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { benchBranch } from "./branch.bench.ts";
import { benchCodec } from "./codec.bench.ts";
import { benchFights, benchReplay } from "./engine.bench.ts";
import { benchPostgres } from "./postgres.bench.ts";
import { benchQueue, benchQueueWorker } from "./queue.bench.ts";
import { benchSealed } from "./sealed.bench.ts";
import { benchSeek, benchVerify } from "./seek.bench.ts";
import { benchStartup } from "./startup.bench.ts";
import { benchStore } from "./store.bench.ts";
import { benchViewer } from "./viewer.bench.ts";

const groups: Record<string, () => void | Promise<void>> = {
  startup: benchStartup,
  codec: benchCodec,
  replay: benchReplay,
  fights: benchFights,
  sealed: benchSealed,
  store: benchStore,
  seek: benchSeek,
  verify: benchVerify,
  branch: benchBranch,
  viewer: benchViewer,
  postgres: async () => {
    const url = process.env.D20_BENCH_POSTGRES || process.env.D20_TEST_POSTGRES;
    if (url) await benchPostgres(url);
    else
      console.log(
        "store: postgres skipped: set D20_BENCH_POSTGRES (or run scripts/with-postgres.sh pnpm bench)",
      );
  },
  queue: async () => {
    const url = process.env.D20_BENCH_POSTGRES || process.env.D20_TEST_POSTGRES;
    if (url) await benchQueue(url);
    else
      console.log(
        "queue: skipped: set D20_BENCH_POSTGRES (or run scripts/with-postgres.sh pnpm bench)",
      );
  },
};

const only = process.argv[2];
// A worker process the queue group starts (not a group of its own).
if (only === "queue-worker") {
  await benchQueueWorker(process.argv[3]!, process.argv[4]!);
  process.exit(0);
}
if (only !== undefined) {
  const group = groups[only];
  if (group === undefined)
    throw new Error(`no bench group "${only}" (${Object.keys(groups).join(", ")})`);
  await group();
} else {
  console.log(`node ${process.version}, ${new Date().toISOString()}`);
  const self = fileURLToPath(import.meta.url);
  for (const name of Object.keys(groups)) {
    execFileSync(process.execPath, [self, name], { stdio: "inherit" });
  }
}
