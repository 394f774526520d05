/**
 * A what-if worker thread: prepares each scenario it is sent once, then plays each batch of runs
 * and posts the results back. Started by `WorkerPool`; bundled on its own for the benchmarks.
 */
import { parentPort } from "node:worker_threads";
import type { FromWorker, ToWorker } from "./messages.ts";
import { type PreparedScenario, prepare, type RunResult, simulate } from "./simulate.ts";

let current: { job: number; prepared: PreparedScenario | Error; keep: boolean } | undefined;

parentPort!.on("message", (message: ToWorker) => {
  if (message.kind === "scenario") {
    let prepared: PreparedScenario | Error;
    try {
      prepared = prepare(message.scenario);
    } catch (e) {
      prepared = e instanceof Error ? e : new Error(String(e));
    }
    current = { job: message.job, prepared, keep: message.keep };
    return;
  }
  const { job } = message;
  let reply: FromWorker;
  try {
    if (current?.job !== job) throw new Error(`batch for job ${job} before its scenario`);
    if (current.prepared instanceof Error) throw current.prepared;
    const results: RunResult[] = [];
    for (let i = message.from; i < message.to; i++) {
      results.push(simulate(current.prepared, i, current.keep));
    }
    reply = { ok: true, job, results };
  } catch (e) {
    reply = { ok: false, job, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage(reply);
});
