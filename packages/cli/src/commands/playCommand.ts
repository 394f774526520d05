import { scenarioToLog } from "@d20/scenario";
import type { Command } from "../cli/command.ts";
import { checkTarget, saveFight } from "../log/saveFight.ts";
import { TARGET_OPTIONS, targetOf } from "../log/targetOptions.ts";
import { PlaySession } from "../play/playSession.ts";
import { Prompter } from "../play/prompter.ts";
import { fightSummary, summaryLine } from "../show/fightSummary.ts";
import { formatStateView } from "../show/stateView.ts";
import { loadScenario, SEED_OPTION, streamIdOf } from "./runCommand.ts";

/** `d20 play <scenario>`: an interactive fight; a person declares for the human combatants. */
export const playCommand: Command = {
  name: "play",
  summary: "play a scenario interactively: you declare for its human combatants",
  args: "<scenario>",
  positionals: { min: 1, max: 1 },
  options: { seed: SEED_OPTION, ...TARGET_OPTIONS },
  details:
    "When a human combatant is awaited, the state and the legal choices are shown: answer with a\nchoice's number, `move X,Y` (or run/withdraw), `undo` (this turn's last declaration, if it\nrolled no dice), `gm` for a GM declaration, `state`, `help` or `quit`. The log (also of a fight\nleft unfinished) is written where --out or --store says.",
  run: async (inv) => {
    const scenario = loadScenario(inv);
    // A played fight is never lost to a refused store write (issue "Trust", point 5).
    const target = { ...targetOf(inv, streamIdOf(scenario)), recover: true };
    await checkTarget(target);
    const prompter = new Prompter(inv.io.stdin, inv.io.stdout);
    let outcome: Awaited<ReturnType<PlaySession["play"]>>;
    try {
      outcome = await new PlaySession(scenario, prompter, inv.io).play();
    } finally {
      prompter.close();
    }
    const summary = fightSummary(outcome.run);
    inv.io.out("");
    inv.io.out(
      outcome.quit
        ? `Stopped in round ${summary.rounds}. ${summary.events} events.`
        : summaryLine(summary),
    );
    for (const line of formatStateView(summary.state, scenario.header.ruleset.id)) inv.io.out(line);
    const saved = await saveFight(scenarioToLog(outcome.run, scenario.header), target);
    if (saved.file !== undefined) inv.io.out(`log written to ${saved.file}`);
    if (saved.stream !== undefined) inv.io.out(`log stored as stream ${saved.stream}`);
    if (saved.file === undefined && saved.stream === undefined)
      inv.io.out("log not saved (give --out FILE or --store URL)");
    return 0;
  },
};
