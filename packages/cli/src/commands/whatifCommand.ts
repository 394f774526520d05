import { availableParallelism } from "node:os";
import { MAX_ROUNDS } from "@d20/core";
import {
  pairedDifference,
  type RunResult,
  type WhatIfOptions,
  type WhatIfReport,
  type WhatIfScenario,
  whatIf,
} from "@d20/replay";
import type { Command } from "../cli/command.ts";
import { flag, intOption } from "../cli/parseInvocation.ts";
import { EDIT_OPTIONS, editsOf, forkAt, namingFlags, policyName } from "../fork/forkOptions.ts";
import { progressReporter } from "../show/progress.ts";
import { formatDifference, formatOutcome } from "../show/whatIfTable.ts";
import { PARENT_OPTIONS, plural, readParent } from "./branchCommand.ts";

/** The most runs one `whatif` plays: each keeps its result in memory (issue "Trust", point 6). */
export const MAX_RUNS = 100_000;

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
    ...PARENT_OPTIONS,
    json: { type: "boolean", description: "print the summaries as JSON" },
  },
  details: [
    "Run i rolls its dice from seed <fight seed>/what-if/i, so with --compare both forks meet",
    "the same dice wherever they roll the same keys (common random numbers): the paired",
    "difference (edited − unedited) is far tighter than two independent samples. Progress goes",
    "to stderr: a bar on a terminal, a line per tenth otherwise.",
  ].join("\n"),
  run: async (inv) => {
    const parent = await readParent(inv);
    const at = forkAt(inv, parent);
    const edits = editsOf(inv, parent);
    const maxRounds = intOption(inv, "max-rounds", 1, {
      limit: MAX_ROUNDS,
      why: "the limit on rounds",
    });
    const edited: WhatIfScenario = {
      parent,
      at,
      edits,
      policies: { default: policyName(inv, parent) },
      ...(maxRounds === undefined ? {} : { maxRounds }),
    };
    const runs = intOption(inv, "runs", 1, { limit: MAX_RUNS, why: "the limit on runs" }) ?? 200;
    const cores = availableParallelism();
    const threads =
      intOption(inv, "threads", 1, { limit: cores, why: "the cores of this machine" }) ?? 1;
    const compare = flag(inv, "compare");
    const progress = progressReporter(inv.io.stderr, "whatif");
    const total = compare ? runs * 2 : runs;
    let before = 0;
    const options: WhatIfOptions = {
      runs,
      threads,
      onProgress: (done) => progress.update(before + done, total),
    };
    let base: WhatIfReport | undefined;
    if (compare) {
      // The edits are checked first: a bad one should not wait for the unedited runs.
      await namingFlags(inv, parent, () => whatIf(edited, { runs: 1, threads: 1 }));
      base = await whatIf({ ...edited, edits: [] }, options);
      before = runs;
    }
    const report = await namingFlags(inv, parent, () => whatIf(edited, options));
    progress.finish();
    const sides = Object.keys(report.summary.sides);
    const paired =
      base === undefined
        ? undefined
        : Object.fromEntries(
            sides.map((side) => [side, differences(base.results, report.results, side)]),
          );
    if (flag(inv, "json")) {
      inv.io.out(
        JSON.stringify(
          {
            parent: parent.stream,
            at,
            edits,
            runs,
            edited: report.summary,
            ...(base && { unedited: base.summary, paired }),
          },
          null,
          2,
        ),
      );
      return 0;
    }
    const title = `what-if: ${parent.stream} forked at seq ${at}, ${plural(edits.length, "edit")}, ${plural(runs, "run")}, policy ${edited.policies.default}`;
    inv.io.out(title);
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

// Per-run differences on one side's figures, run i of one against run i of the other.
function differences(a: readonly RunResult[], b: readonly RunResult[], side: string) {
  const of = (f: (r: RunResult) => number) => pairedDifference(a.map(f), b.map(f));
  return {
    winRate: of((r) => (r.winner === side ? 1 : 0)),
    survivors: of((r) => r.survivors[side] ?? 0),
    damageTaken: of((r) => r.damageTaken[side] ?? 0),
  };
}
