import { basename } from "node:path";
import { type FightRun, MAX_ROUNDS } from "@d20/core";
import { narrateLog } from "@d20/replay";
import {
  type LoadedScenario,
  loadScenarioFile,
  playScenario,
  ScenarioError,
  scenarioToLog,
} from "@d20/scenario";
import { CliError } from "../cli/cliError.ts";
import type { Command, Invocation } from "../cli/command.ts";
import { LANG_OPTION, langOf } from "../cli/langOption.ts";
import { flag, stringOption } from "../cli/parseInvocation.ts";
import { SEQS_OPTION } from "../cli/seqsOption.ts";
import { readInputFile } from "../log/readLogFile.ts";
import { checkTarget, type Saved, STDOUT, saveFight } from "../log/saveFight.ts";
import { TARGET_OPTIONS, targetOf } from "../log/targetOptions.ts";
import { fightSummary, summaryLine } from "../show/fightSummary.ts";
import { formatStateView } from "../show/stateView.ts";

/** The `--seed` option of the commands that play a scenario. */
export const SEED_OPTION = {
  type: "string",
  value: "SEED",
  description: "the master seed of the dice (the scenario's seed by default)",
} as const;

/** `d20 run <scenario>`: play a scenario with its policies and scripts, narrate, write the log. */
export const runCommand: Command = {
  name: "run",
  summary: "run a scenario to its end, narrate it and write its log",
  args: "<scenario>",
  positionals: { min: 1, max: 1 },
  options: {
    seed: SEED_OPTION,
    ...TARGET_OPTIONS,
    quiet: { type: "boolean", short: "q", description: "print only the summary" },
    seqs: SEQS_OPTION,
    lang: LANG_OPTION,
    json: { type: "boolean", description: "print the summary as JSON (no narration)" },
  },
  details: [
    "The log is written only where --out or --store says; --store needs a new --id (default",
    "<scenario>-<seed>): an existing fight is never replaced. --out - writes the log to standard",
    "output and everything else to stderr. A scenario with human combatants is played with",
    "`d20 play`. A script the rules refuse part way (or that runs out with no afterScript) stops",
    "the run: the narration so far is printed, the log is written up to that point, and the",
    "refusal is the last line, exit 2 (the scenario is what is wrong).",
  ].join("\n"),
  run: async (inv) => {
    const scenario = loadScenario(inv);
    const lang = langOf(inv);
    const people = [...scenario.control].filter(([, c]) => c === "human").map(([id]) => id);
    if (people.length > 0) {
      throw new CliError(`${scenario.file}: ${people.join(", ")} played by a person: use d20 play`);
    }
    // A played fight is never lost to a refused store write (issue "Trust", point 5).
    const target = { ...targetOf(inv, streamIdOf(scenario)), recover: true };
    await checkTarget(target);
    // With `--out -` the log has standard output to itself.
    const say = target.out === STDOUT ? inv.io.err : inv.io.out;
    let run: FightRun;
    try {
      run = playScenario(scenario);
    } catch (e) {
      if (!(e instanceof ScenarioError) || e.partial === undefined) throw e;
      // Stopped by its script: what was played is told and kept, and the refusal ends it.
      if (!flag(inv, "quiet") && !flag(inv, "json"))
        for (const line of narrateLog(e.partial.events, flag(inv, "seqs"), scenario.header, lang))
          say(line);
      const saved = await saveFight(scenarioToLog(e.partial, scenario.header), target);
      say(`${savedWhere(saved)} (up to the refused declaration)`);
      throw e;
    }
    const saved = await saveFight(scenarioToLog(run, scenario.header), target);
    const summary = fightSummary(run, lang);
    if (flag(inv, "json")) {
      const seed = scenario.header.dice.seed;
      say(JSON.stringify({ scenario: scenario.file, seed, ...saved, ...summary }, null, 2));
      return 0;
    }
    if (!flag(inv, "quiet"))
      for (const line of narrateLog(run.events, flag(inv, "seqs"), scenario.header, lang))
        say(line);
    say("");
    say(summaryLine(summary, lang));
    for (const line of formatStateView(summary.state, scenario.header.ruleset.id, lang)) say(line);
    say(savedWhere(saved));
    return 0;
  },
};

/** Where a fight was saved, in one line. */
function savedWhere(saved: Saved): string {
  const where = [
    ...(saved.file === undefined ? [] : [`log written to ${saved.file}`]),
    ...(saved.stdout === undefined ? [] : ["log written to standard output"]),
    ...(saved.stream === undefined ? [] : [`log stored as stream ${saved.stream}`]),
  ];
  return where.length === 0 ? "log not saved (give --out FILE or --store URL)" : where.join("; ");
}

/** Loads the scenario a command names, with `--seed`; a missing file is a one-line error. */
export function loadScenario(inv: Invocation): LoadedScenario {
  const file = inv.positionals[0]!;
  readInputFile(file, { scenario: "allowed" });
  const seed = stringOption(inv, "seed");
  const scenario = loadScenarioFile(file, seed === undefined ? {} : { seed });
  // A scenario may not ask for unbounded play (issue "Trust", point 6).
  if (scenario.maxRounds > MAX_ROUNDS) {
    throw new CliError(
      `${file}: $.end.maxRounds: at most ${MAX_ROUNDS} (the limit on rounds), got ${scenario.maxRounds}`,
    );
  }
  return scenario;
}

/** A default stream id: the scenario's file name and the seed, in stream-name characters. */
export function streamIdOf(s: LoadedScenario): string {
  const name = `${basename(s.file).replace(/\.json$/i, "")}-${s.header.dice.seed}`;
  return name.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^\./, "_");
}
