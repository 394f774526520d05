import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { whatIf } from "@d20/replay";
import { afterEach, describe, expect, it } from "vitest";
import { gatherWhatIf, queueWhatIf, runWorker } from "../src/index.ts";
import { ambushWhatIf, freshQueue, NO_POSTGRES, sql } from "./testQueue.ts";

const script = fileURLToPath(new URL("./workerProcess.ts", import.meta.url));

describe.skipIf(NO_POSTGRES)("a worker killed mid-batch (issue: Speed and scale)", () => {
  const queues: { drop(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const q of queues.splice(0)) await q.drop();
  });

  it("given a worker SIGKILLed while it plays a batch, when another worker takes over, then nothing is lost, no run is counted twice, and the totals are one machine's", async () => {
    const q = freshQueue();
    queues.push(q);
    const scenario = ambushWhatIf();
    const runs = 60;
    const alone = await whatIf(scenario, { runs, threads: 1 });
    // Batches a second or so long, expiring 2 s after they are taken: the killed worker's batch
    // goes back on the queue for the survivor.
    const set = await queueWhatIf(q, scenario, { runs, batchSize: 20, batchTimeoutSeconds: 2 });
    const child = spawn(process.execPath, ["--import", "tsx", script, q.url, q.schema, "doomed"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    const took = new Promise<number>((resolve) => {
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const m = /took (\d+)/.exec(out);
        if (m !== null) resolve(Number(m[1]));
      });
    });
    const killedIn = await took;
    child.kill("SIGKILL");
    await once(child, "exit");
    const [report] = await Promise.all([
      gatherWhatIf(q, set.id),
      runWorker(q, { name: "survivor", idleLooks: 60, pollMs: 100 }),
    ]);
    expect(report.results).toEqual(alone.results);
    expect(report.summary).toEqual(alone.summary);
    // Each run once: the results' indexes are 0..59 without a repeat.
    expect(report.results.map((r) => r.index)).toEqual([...Array(runs).keys()]);
    const rows = await sql<{ batch: number; worker: string }>(
      `SELECT batch, worker FROM ${q.schema}.results WHERE set_id = $1 ORDER BY batch`,
      [set.id],
    );
    expect(rows.map((r) => r.batch)).toEqual([0, 1, 2]);
    // The batch the doomed worker was killed in was finished by the survivor, unless the doomed
    // one had written it in full before the signal landed.
    const killedRow = rows.find((r) => r.batch === killedIn)!;
    expect(["survivor", "doomed"]).toContain(killedRow.worker);
    expect(out).not.toContain(`played ${killedIn}`);
  });
});
