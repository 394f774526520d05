import { afterEach, describe, expect, it } from "vitest";
import { openBoss } from "../src/boss.ts";
import { runWorker } from "../src/index.ts";
import { freshQueue, NO_POSTGRES } from "./testQueue.ts";

describe.skipIf(NO_POSTGRES)(
  "processes starting on a new queue at once (issue: Speed and scale)",
  () => {
    const queues: { drop(): Promise<void> }[] = [];
    afterEach(async () => {
      for (const q of queues.splice(0)) await q.drop();
    });

    it("given four starts on a fresh queue at the same moment, repeated, when they install pg-boss, then every one starts (no deadlock)", async () => {
      for (let round = 0; round < 6; round++) {
        const q = freshQueue();
        queues.push(q);
        const started = await Promise.allSettled([
          openBoss(q),
          openBoss(q),
          openBoss(q),
          openBoss(q),
        ]);
        const failed = started
          .filter((s) => s.status === "rejected")
          .map((s) => String((s as PromiseRejectedResult).reason));
        expect(failed).toEqual([]);
        for (const s of started)
          if (s.status === "fulfilled")
            await s.value.stop({ graceful: false, wait: true, close: true });
      }
    });

    it("given a worker stopped by its signal before anything is queued, when it stops, then it has played nothing", async () => {
      const q = freshQueue();
      queues.push(q);
      const stop = new AbortController();
      const running = runWorker(q, { signal: stop.signal, pollMs: 20 });
      setTimeout(() => stop.abort(), 300);
      expect(await running).toEqual({ batches: 0, runs: 0, refused: 0 });
    });
  },
);
