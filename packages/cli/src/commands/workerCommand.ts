import { DEFAULT_SCHEMA, runWorker } from "@d20/queue-postgres";
import { CliError } from "../cli/cliError.ts";
import type { Command } from "../cli/command.ts";
import { intOption, stringOption } from "../cli/parseInvocation.ts";

/** `d20 worker <postgres-url>`: play what-if batches off a PostgreSQL queue until stopped. */
export const workerCommand: Command = {
  name: "worker",
  summary: "play what-if batches from a PostgreSQL job queue (d20 whatif --queue) until stopped",
  args: "<postgres-url>",
  positionals: { min: 1, max: 1 },
  options: {
    name: {
      type: "string",
      value: "NAME",
      description: "this worker's name in results (host:pid)",
    },
    "queue-schema": {
      type: "string",
      value: "NAME",
      description: "the queue's schema (d20_whatif)",
    },
    "idle-exit": {
      type: "string",
      value: "N",
      description:
        "once it has taken a batch, stop after N looks at an empty queue in a row, half a second apart",
    },
  },
  details: [
    "Start one per core on any machine that reaches the server; each takes one batch at a time,",
    "plays it with the same keyed dice as a single machine, and writes its results. A batch of a",
    "job set built by another engine or ruleset version is refused (the command that queued it",
    "shows why). Ctrl-C or SIGTERM stops it after the batch in hand; a killed worker's batch is",
    "handed out again when it expires. Prints a line per batch on stderr.",
  ].join("\n"),
  run: async (inv) => {
    const url = inv.positionals[0]!;
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new CliError(`<postgres-url>: "${url}" is not a postgres:// URL`);
    const schema = stringOption(inv, "queue-schema") ?? DEFAULT_SCHEMA;
    if (!/^[a-z_][a-z0-9_]{0,50}$/.test(schema))
      throw new CliError(`--queue-schema: "${schema}" is not a lower-case SQL name`);
    const idleLooks = intOption(inv, "idle-exit", 1, { limit: 1_000_000, why: "a sane limit" });
    const name = stringOption(inv, "name");
    const stop = new AbortController();
    const onSignal = () => stop.abort();
    process.once("SIGINT", onSignal);
    process.once("SIGTERM", onSignal);
    try {
      const done = await runWorker(
        { url, schema },
        {
          signal: stop.signal,
          ...(name === undefined ? {} : { name }),
          ...(idleLooks === undefined ? {} : { idleLooks }),
          onBatch: (e) => {
            if (e.kind === "played")
              inv.io.err(`worker: played batch ${e.batch} of ${e.set} (${e.runs} runs)`);
            else if (e.kind === "refused")
              inv.io.err(`worker: refused batch ${e.batch} of ${e.set}: ${e.reason}`);
          },
        },
      );
      inv.io.out(
        `worker: ${done.batches} batch(es), ${done.runs} run(s) played, ${done.refused} refused`,
      );
      return 0;
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === "string" && /^(ECONNREFUSED|ENOTFOUND|28P01|3D000|EAI_AGAIN)$/.test(code))
        throw new CliError(`<postgres-url>: cannot reach the server (${(e as Error).message})`);
      throw e;
    } finally {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    }
  },
};
