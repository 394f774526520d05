import {
  DEFAULT_SCHEMA,
  gatherWhatIf,
  type QueueConnection,
  QueueError,
  queueWhatIf,
} from "@d20/queue-postgres";
import { prepare, type WhatIfReport, type WhatIfScenario, whatIf } from "@d20/replay";
import { CliError } from "../cli/cliError.ts";

/** Plays a what-if's runs somewhere and sums them up; `onProgress` hears the runs done. */
export interface Runner {
  /** Starts the runs of each scenario (a queue takes them all before any is gathered). */
  start(scenarios: readonly Labelled[]): Promise<void>;
  /** The report of the scenario started `i`-th. */
  report(i: number, onProgress: (done: number, total: number) => void): Promise<WhatIfReport>;
}

/** A scenario with its name in a sweep's table. */
export interface Labelled {
  readonly label: string;
  readonly scenario: WhatIfScenario;
}

/** Runs on this machine's worker threads. */
export function localRunner(runs: number, threads: number): Runner {
  let started: readonly Labelled[] = [];
  return {
    start: async (scenarios) => {
      // Each scenario is prepared once here, so a bad edit is refused before any run is played.
      for (const s of scenarios) prepare(s.scenario);
      started = scenarios;
    },
    report: (i, onProgress) => whatIf(started[i]!.scenario, { runs, threads, onProgress }),
  };
}

/**
 * Runs on a PostgreSQL job queue (`d20 worker URL` on any number of machines plays them): every
 * scenario is queued as its own job set first, then each is gathered in turn. A worker's refusal
 * (another engine or ruleset version) is told once on stderr as it happens.
 */
export function queueRunner(
  url: string,
  options: { runs: number; batchSize?: number; schema?: string; warn: (line: string) => void },
): Runner {
  const c: QueueConnection = { url, schema: options.schema ?? DEFAULT_SCHEMA };
  const sets: string[] = [];
  const told = new Set<string>();
  return {
    async start(scenarios) {
      for (const s of scenarios) {
        const set = await queued(() =>
          queueWhatIf(c, s.scenario, {
            runs: options.runs,
            label: s.label,
            ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
          }),
        );
        options.warn(
          `queued ${s.label} as job set ${set.id}: ${set.batches} batch(es) of up to ${set.batchSize} runs`,
        );
        sets.push(set.id);
      }
    },
    report: (i, onProgress) =>
      queued(() =>
        gatherWhatIf(c, sets[i]!, {
          onProgress(done, total, refusals) {
            for (const r of refusals) {
              const key = `${sets[i]}/${r.batch}/${r.worker}/${r.reason}`;
              if (told.has(key)) continue;
              told.add(key);
              options.warn(`worker ${r.worker} refused batch ${r.batch}: ${r.reason}`);
            }
            onProgress(done, total);
          },
        }),
      ),
  };
}

/** A queue's errors as one line naming `--queue` (a refused set, a server that cannot be reached). */
async function queued<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof QueueError) throw new CliError(`--queue: ${e.message}`);
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^(ECONNREFUSED|ENOTFOUND|28P01|3D000|EAI_AGAIN)$/.test(code))
      throw new CliError(`--queue: cannot reach the queue's server (${(e as Error).message})`);
    throw e;
  }
}
