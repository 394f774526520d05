import { basename } from "node:path";
import { coverageFigures, type SeedCoverage, seedCoverage } from "@d20/core";
import { CliError } from "../cli/cliError.ts";
import type { Command } from "../cli/command.ts";
import { flag, stringOption } from "../cli/parseInvocation.ts";
import { coverageSummary, seedHeadings, seedHeadingsJson } from "../show/coverageView.ts";

/** `d20 coverage [--seed FILE]`: how much of each seed file the rulesets implement. */
export const coverageCommand: Command = {
  name: "coverage",
  summary: "how many headings of each seed file are implemented, partial, not yet, out of scope",
  args: "",
  positionals: { min: 0, max: 0 },
  options: {
    seed: {
      type: "string",
      value: "FILE",
      description: "list one seed file's headings with their status and rule ids",
    },
    json: { type: "boolean", description: "print the figures (or the headings) as JSON" },
  },
  details:
    "FILE is a seed file's name (000_a8a34ede289908ea.txt), a path ending in one, or its number\n(000). Figures count rule headings only: a container, a title with no rule text of its own,\nis listed but not counted. The headings are the fixed lists of seeds/headings/.",
  run: async (inv) => {
    const json = flag(inv, "json");
    const wanted = stringOption(inv, "seed");
    if (wanted === undefined) {
      if (json) {
        const byFile = Object.fromEntries(seedCoverage.map((m) => [m.file, coverageFigures(m)]));
        inv.io.out(JSON.stringify(byFile, null, 2));
      } else {
        for (const line of coverageSummary(seedCoverage)) inv.io.out(line);
      }
      return 0;
    }
    const map = findSeed(wanted);
    if (json) inv.io.out(JSON.stringify(seedHeadingsJson(map), null, 2));
    else for (const line of seedHeadings(map)) inv.io.out(line);
    return 0;
  },
};

function findSeed(wanted: string): SeedCoverage {
  const name = basename(wanted);
  const map = seedCoverage.find((m) => m.file === name || m.file.slice(0, 3) === name);
  if (map === undefined) {
    const known = seedCoverage.map((m) => m.file).join(", ");
    throw new CliError(`coverage: --seed "${wanted}" is no seed file (the seeds: ${known})`);
  }
  return map;
}
