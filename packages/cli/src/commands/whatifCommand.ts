import { availableParallelism } from "node:os";
import { MAX_ROUNDS } from "@d20/core";
import {
  ForkError,
  pairedDifference,
  prepare,
  type RunResult,
  type WhatIfReport,
  type WhatIfScenario,
  whatIf,
} from "@d20/replay";
import { CliError } from "../cli/cliError.ts";
import type { Command, Invocation } from "../cli/command.ts";
import { flag, intOption, listOption, stringOption } from "../cli/parseInvocation.ts";
import { EDIT_OPTIONS, editsOf, forkAt, namingFlags, playersOf } from "../fork/forkOptions.ts";
import { playersLines } from "../fork/formatReport.ts";
import { progressReporter } from "../show/progress.ts";
import { formatDifference, formatOutcome } from "../show/whatIfTable.ts";
import { localRunner, queueRunner, type Runner } from "../whatif/runners.ts";
import { formatSweep, rangeSweep, readSweep } from "../whatif/sweep.ts";
import {
  checkDocumentOut,
  documented,
  documentHead,
  writeDocument,
} from "../whatif/whatIfDocument.ts";
import { PARENT_OPTIONS, plural, readParent } from "./branchCommand.ts";

/** The most runs one `whatif` plays: each keeps its result in memory (issue "Trust", point 6). */
export const MAX_RUNS = 100_000;

/**
 * The most runs a queued `whatif` holds in all: split into batches, each within one machine's
 * limit (`MAX_RUNS` a batch), gathered as small results (a million runs, some 150 MB).
 */
export const MAX_QUEUED_RUNS = 1_000_000;

/** `d20 whatif <log> --at SEQ …`: N policy continuations from a fork point, summed up. */
export const whatifCommand: Command = {
  name: "whatif",
  summary: "play a fork point on N times with a policy and tabulate the outcomes",
  args: "<log>",
  positionals: { min: 1, max: 1 },
  options: {
    ...EDIT_OPTIONS,
    runs: { type: "string", short: "n", value: "N", description: "how many runs (200)" },
    threads: { type: "string", value: "T", description: "worker threads (1: this thread)" },
    "max-rounds": { type: "string", value: "R", description: "each run's round limit (50)" },
    compare: {
      type: "boolean",
      description: "also run the unedited fork on the same dice; print the paired difference",
    },
    queue: {
      type: "string",
      value: "URL",
      description:
        "put the runs on a PostgreSQL job queue (postgres://…); `d20 worker URL` plays them",
    },
    "batch-size": {
      type: "string",
      value: "N",
      description: "with --queue: runs per batch, the unit a worker takes (100)",
    },
    "queue-schema": {
      type: "string",
      value: "NAME",
      description: "with --queue: the queue's schema (d20_whatif)",
    },
    sweep: {
      type: "string",
      value: "FILE",
      description: 'one what-if per entry of FILE ([{"label","edits":[…]}]), tabled side by side',
    },
    "sweep-range": {
      type: "string",
      multiple: true,
      value: "SEQ=JSON FROM..TO",
      description:
        "one what-if per n in FROM..TO, the declaration at SEQ replaced by JSON with {{n}} = n (give it twice: template, then range)",
    },
    ...PARENT_OPTIONS,
    json: { type: "boolean", description: "print the summaries as JSON" },
    out: {
      type: "string",
      short: "o",
      value: "FILE",
      description: "save the whole result as JSON: summaries and every run (docs/whatif-json.md)",
    },
    overwrite: { type: "boolean", description: "overwrite --out if it exists" },
  },
  details: [
    "Run i rolls its dice from seed <fight seed>/what-if/i, so with --compare both forks meet",
    "the same dice wherever they roll the same keys (common random numbers): the paired",
    "difference (edited − unedited) is far tighter than two independent samples. Progress goes",
    "to stderr: a bar on a terminal, a line per tenth otherwise, each with the time left.",
    "Each combatant plays on with the policy that played it in the fight (the log's header says;",
    "a person's, or a log that does not say, with the ruleset's default), unless --policy names",
    "one for everyone. Every edit is checked first, on the fight as it was played up to it: one",
    "the rules refuse there, an unknown kind, combatant or field, a square off the map or a die",
    "never rolled is one line naming the edit and the rule or field, exit 2 (--lenient: played",
    "on as a policy's substitute instead). A run whose own dice make an edit unfit plays a",
    "policy's choice there.",
    "Per combatant: the chance it dies, is dropped (dying, stable, unconscious, disabled) or",
    "survives standing; and how many rounds the runs took. --out FILE saves it all as JSON.",
  ].join("\n"),
  run: async (inv) => {
    const out = stringOption(inv, "out");
    if (out !== undefined) checkDocumentOut(out, flag(inv, "overwrite"), inv.positionals);
    const parent = await readParent(inv);
    const at = forkAt(inv, parent);
    const edits = editsOf(inv, parent);
    const maxRounds = intOption(inv, "max-rounds", 1, {
      limit: MAX_ROUNDS,
      why: "the limit on rounds",
    });
    const players = playersOf(inv, parent);
    const edited: WhatIfScenario = {
      parent,
      at,
      edits,
      policies: players.plan,
      ...(maxRounds === undefined ? {} : { maxRounds }),
      ...(flag(inv, "lenient") ? { lenient: true } : {}),
    };
    const queued = stringOption(inv, "queue") !== undefined;
    const runs =
      intOption(inv, "runs", 1, {
        limit: queued ? MAX_QUEUED_RUNS : MAX_RUNS,
        why: queued ? "the limit on a queued what-if's runs" : "the limit on runs",
      }) ?? 200;
    const runner = runnerOf(inv, runs);
    const progress = progressReporter(inv.io.stderr, "whatif");
    const sweepFile = stringOption(inv, "sweep");
    const range = listOption(inv, "sweep-range");
    if (sweepFile !== undefined && range.length > 0)
      throw new CliError("--sweep-range: not with --sweep (one sweep at a time)");
    if (range.length !== 0 && range.length !== 2)
      throw new CliError(
        "--sweep-range: give it twice, the template then the range: --sweep-range 'SEQ=JSON' --sweep-range FROM..TO",
      );
    if (sweepFile !== undefined || range.length === 2) {
      if (flag(inv, "compare"))
        throw new CliError("--compare: not with a sweep (a sweep's rows compare)");
      const sweep =
        sweepFile !== undefined
          ? readSweep(sweepFile)
          : rangeSweep(range[0]!, range[1]!, (seq) => byAt(parent, seq));
      const source = sweepFile ?? "--sweep-range";
      const scenarios = sweep.map((e) => ({
        label: e.label,
        scenario: { ...edited, edits: [...edits, ...e.edits] },
      }));
      await checkSweep(inv, source, scenarios, edits.length);
      await runner.start(scenarios);
      const rows = [];
      const reports = [];
      for (const [i, e] of sweep.entries()) {
        const report = await runner.report(i, (done) =>
          progress.update(i * runs + done, sweep.length * runs),
        );
        rows.push({ label: e.label, edits: e.edits, summary: report.summary });
        reports.push({ label: e.label, edits: e.edits, ...documented(report) });
      }
      progress.finish();
      if (out !== undefined) {
        const head = documentHead(parent.stream, at, edits, runs, edited.policies.default);
        writeDocument(out, { ...head, sweep: reports });
        inv.io.err(`whatif: the whole result saved to ${out}`);
      }
      if (flag(inv, "json")) {
        inv.io.out(
          JSON.stringify({ parent: parent.stream, at, edits, runs, sweep: rows }, null, 2),
        );
        return 0;
      }
      inv.io.out(
        `what-if sweep: ${parent.stream} forked at seq ${at}, ${plural(sweep.length, "edit set")}, ${plural(runs, "run")} each`,
      );
      for (const line of playersLines(players)) inv.io.out(line);
      inv.io.out("");
      for (const line of formatSweep(rows)) inv.io.out(line);
      return 0;
    }
    const compare = flag(inv, "compare");
    const total = compare ? runs * 2 : runs;
    const scenarios = compare
      ? [
          { label: "unedited", scenario: { ...edited, edits: [] } },
          { label: "edited", scenario: edited },
        ]
      : [{ label: "edited", scenario: edited }];
    // The edits are checked first: a bad one should not wait for the unedited runs.
    if (compare) await namingFlags(inv, parent, () => whatIf(edited, { runs: 1, threads: 1 }));
    await namingFlags(inv, parent, () => runner.start(scenarios));
    let base: WhatIfReport | undefined;
    if (compare) base = await runner.report(0, (done) => progress.update(done, total));
    const before = compare ? runs : 0;
    const report = await runner.report(compare ? 1 : 0, (done) =>
      progress.update(before + done, total),
    );
    progress.finish();
    const sides = Object.keys(report.summary.sides);
    const paired =
      base === undefined
        ? undefined
        : Object.fromEntries(
            sides.map((side) => [side, differences(base.results, report.results, side)]),
          );
    if (out !== undefined) {
      writeDocument(out, {
        ...documentHead(parent.stream, at, edits, runs, edited.policies.default),
        edited: documented(report),
        ...(base && paired && { unedited: documented(base), paired }),
      });
      inv.io.err(`whatif: the whole result saved to ${out}`);
    }
    if (flag(inv, "json")) {
      inv.io.out(
        JSON.stringify(
          {
            parent: parent.stream,
            at,
            edits,
            runs,
            players: players.plan,
            edited: report.summary,
            ...(base && { unedited: base.summary, paired }),
          },
          null,
          2,
        ),
      );
      return 0;
    }
    const title = `what-if: ${parent.stream} forked at seq ${at}, ${plural(edits.length, "edit")}, ${plural(runs, "run")}`;
    inv.io.out(title);
    for (const line of playersLines(players)) inv.io.out(line);
    inv.io.out("");
    if (base !== undefined) {
      inv.io.out("unedited:");
      for (const line of formatOutcome(base.summary)) inv.io.out(`  ${line}`);
      inv.io.out("edited:");
      for (const line of formatOutcome(report.summary)) inv.io.out(`  ${line}`);
    } else {
      for (const line of formatOutcome(report.summary)) inv.io.out(line);
    }
    if (paired !== undefined) {
      inv.io.out("");
      inv.io.out("paired difference, edited − unedited, on the same dice (95% interval):");
      for (const [side, d] of Object.entries(paired)) {
        inv.io.out(
          `  ${side}: win rate ${formatDifference(d.winRate, "percent")}; survivors ${formatDifference(d.survivors, "number")}; damage taken ${formatDifference(d.damageTaken, "number")}`,
        );
      }
    }
    return 0;
  },
};

/** Who made the parent's declaration at `seq`, if it is one. */
function byAt(
  parent: { readonly events: readonly { readonly type: string; readonly data: unknown }[] },
  seq: number,
) {
  const e = parent.events[seq - 1];
  return e?.type === "Declared" ? (e.data as { by?: string }).by : undefined;
}

/** Where the runs are played: this machine's threads, or a PostgreSQL queue's workers. */
function runnerOf(inv: Invocation, runs: number): Runner {
  const url = stringOption(inv, "queue");
  const batchSize = intOption(inv, "batch-size", 1, {
    limit: MAX_RUNS,
    why: "one machine's limit on runs",
  });
  const schema = stringOption(inv, "queue-schema");
  if (url === undefined) {
    if (batchSize !== undefined) throw new CliError("--batch-size: only with --queue");
    if (schema !== undefined) throw new CliError("--queue-schema: only with --queue");
    const cores = availableParallelism();
    const threads =
      intOption(inv, "threads", 1, { limit: cores, why: "the cores of this machine" }) ?? 1;
    return localRunner(runs, threads);
  }
  if (stringOption(inv, "threads") !== undefined)
    throw new CliError("--threads: not with --queue (each worker machine sets its own)");
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new CliError(`--queue: "${url}" is not a postgres:// URL`);
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,50}$/.test(schema))
    throw new CliError(`--queue-schema: "${schema}" is not a lower-case SQL name`);
  return queueRunner(url, {
    runs,
    ...(batchSize === undefined ? {} : { batchSize }),
    ...(schema === undefined ? {} : { schema }),
    warn: (line) => inv.io.err(`whatif: ${line}`),
  });
}

/**
 * Prepares each sweep entry's what-if before anything runs, so a bad edit is one line naming the
 * file, the entry and its own edit (`sweep.json: [1] "label": edits[0].seq: …`); an edit of the
 * command line's is named by its flag.
 */
async function checkSweep(
  inv: Invocation,
  file: string,
  scenarios: readonly { readonly label: string; readonly scenario: WhatIfScenario }[],
  flagEdits: number,
): Promise<void> {
  for (const [i, { label, scenario }] of scenarios.entries()) {
    try {
      prepare(scenario);
    } catch (e) {
      const m = e instanceof ForkError ? /^edits\[(\d+)\](.*)$/s.exec(e.message) : null;
      if (m === null) throw e;
      const k = Number(m[1]);
      if (k < flagEdits)
        await namingFlags(inv, scenario.parent, async () => {
          throw e;
        });
      throw new CliError(`${file}: [${i}] "${label}": edits[${k - flagEdits}]${m[2]}`);
    }
  }
}

// Per-run differences on one side's figures, run i of one against run i of the other.
function differences(a: readonly RunResult[], b: readonly RunResult[], side: string) {
  const of = (f: (r: RunResult) => number) => pairedDifference(a.map(f), b.map(f));
  return {
    winRate: of((r) => (r.winner === side ? 1 : 0)),
    survivors: of((r) => r.survivors[side] ?? 0),
    damageTaken: of((r) => r.damageTaken[side] ?? 0),
  };
}
