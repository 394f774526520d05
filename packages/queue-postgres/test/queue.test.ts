import { whatIf } from "@d20/replay";
import { afterEach, describe, expect, it } from "vitest";
import { gatherWhatIf, QueueError, queueWhatIf, runWorker } from "../src/index.ts";
import { ambushWhatIf, freshQueue, NO_POSTGRES, sql } from "./testQueue.ts";

// What-if beyond one machine (issue "Speed and scale"): batches on a PostgreSQL queue, played by
// workers with the same keyed dice, gathered into the table one machine prints.

describe.skipIf(NO_POSTGRES)("what-if on a PostgreSQL job queue", () => {
  const queues: { drop(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const q of queues.splice(0)) await q.drop();
  });

  it("given a what-if queued in batches and two workers, when gathered, then the outcome table and every run are one machine's for the same seed", async () => {
    const q = freshQueue();
    queues.push(q);
    const scenario = ambushWhatIf();
    const alone = await whatIf(scenario, { runs: 23, threads: 1 });
    const set = await queueWhatIf(q, scenario, { runs: 23, batchSize: 5 });
    expect(set.batches).toBe(5);
    const progress: number[] = [];
    const [report, a, b] = await Promise.all([
      gatherWhatIf(q, set.id, { onProgress: (done) => progress.push(done) }),
      runWorker(q, { name: "a", idleLooks: 3, pollMs: 100 }),
      runWorker(q, { name: "b", idleLooks: 3, pollMs: 100 }),
    ]);
    expect(report.summary).toEqual(alone.summary);
    expect(report.results).toEqual(alone.results);
    expect(a.runs + b.runs).toBe(23);
    expect(Object.values(report.workers).reduce((n, r) => n + r, 0)).toBe(23);
    expect(progress.at(-1)).toBe(23);
  });

  it("given a job set built by another engine version, when a worker takes its batches, then it refuses each, saying which, and gathering stops with the reason", async () => {
    const q = freshQueue();
    queues.push(q);
    const set = await queueWhatIf(q, ambushWhatIf(), { runs: 4, batchSize: 4 });
    await sql(`UPDATE ${q.schema}.job_sets SET engine = '9.9.9' WHERE id = $1`, [set.id]);
    const worker = await runWorker(q, { name: "old", idleLooks: 5, pollMs: 50 });
    expect(worker.runs).toBe(0);
    expect(worker.refused).toBe(6);
    const gathered = gatherWhatIf(q, set.id, { pollMs: 20 });
    await expect(gathered).rejects.toThrow(QueueError);
    await expect(gathered).rejects.toThrow(
      /batch 0 by old: engine 9\.9\.9 built it, this worker runs engine \d+\.\d+\.\d+/,
    );
  });

  it("given a job set whose scenario names a policy this worker does not have, when a worker takes it, then it refuses saying why and goes on, and gathering stops with the reason", async () => {
    const q = freshQueue();
    queues.push(q);
    const set = await queueWhatIf(q, ambushWhatIf(), { runs: 2, batchSize: 2 });
    await sql(
      `UPDATE ${q.schema}.job_sets SET scenario = json_build_object('parent', scenario->'parent', 'at', 20, 'policies', json_build_object('default', 'nobody')) WHERE id = $1`,
      [set.id],
    );
    const worker = await runWorker(q, { name: "w", idleLooks: 5, pollMs: 50 });
    expect(worker).toEqual({ batches: 0, runs: 0, refused: 6 });
    await expect(gatherWhatIf(q, set.id, { pollMs: 20 })).rejects.toThrow(
      /batch 0 by w: the job set cannot be played here: .*nobody/,
    );
  });

  it("given a job set id the queue does not hold, when gathered, then the error names it", async () => {
    const q = freshQueue();
    queues.push(q);
    await queueWhatIf(q, ambushWhatIf(), { runs: 1 });
    await expect(gatherWhatIf(q, "no-such-set")).rejects.toThrow(
      "job set: no job set no-such-set on this queue",
    );
  });
});
