/**
 * A what-if worker thread: prepares its scenario once, then plays each batch of runs it is sent
 * and posts the results back. Started by `runPool`; bundled on its own for the benchmarks.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { BatchReply, RunBatch, WorkerSetup } from "./messages.ts";
import { prepare, type RunResult, simulate } from "./simulate.ts";

const setup = workerData as WorkerSetup;
const prepared = prepare(setup.scenario);

parentPort!.on("message", (batch: RunBatch) => {
  let reply: BatchReply;
  try {
    const results: RunResult[] = [];
    for (let i = batch.from; i < batch.to; i++) results.push(simulate(prepared, i, setup.keep));
    reply = { ok: true, results };
  } catch (e) {
    reply = { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage(reply);
});
