import { canonicalJson, type HeaderData } from "@d20/events";
import { type LoadedScenario, loadScenarioFile } from "@d20/scenario";
import { CliError } from "../cli/cliError.ts";
import type { Command, Invocation } from "../cli/command.ts";
import { LANG_OPTION, langOf } from "../cli/langOption.ts";
import { flag, stringOption } from "../cli/parseInvocation.ts";
import { SEQS_OPTION } from "../cli/seqsOption.ts";
import { readInputFile } from "../log/readLogFile.ts";
import { checkTarget } from "../log/saveFight.ts";
import { TARGET_OPTIONS, targetOf } from "../log/targetOptions.ts";
import { headerEvent, type Kept, LiveLog } from "../play/liveLog.ts";
import { PlaySession } from "../play/playSession.ts";
import { Prompter } from "../play/prompter.ts";
import { readSavedFight, type SavedFight } from "../play/savedFight.ts";
import { asIds, scenarioOfLog, takeOver } from "../play/takeOver.ts";
import { fightSummary, summaryLine } from "../show/fightSummary.ts";
import { formatStateView } from "../show/stateView.ts";
import { loadScenario, SEED_OPTION, streamIdOf } from "./runCommand.ts";

/** How many lines of a resumed fight's narration are shown again before play goes on. */
const RESUME_LINES = 12;

/** `d20 play <scenario>`: an interactive fight; a person declares for the human combatants. */
export const playCommand: Command = {
  name: "play",
  summary: "play a scenario interactively (saved as it goes); --resume LOG takes a fight up again",
  args: "[<scenario>]",
  positionals: { min: 0, max: 1 },
  options: {
    seed: SEED_OPTION,
    ...TARGET_OPTIONS,
    as: {
      type: "string",
      value: "ID,…",
      description: "you play these combatants, whoever the scenario gave them to",
    },
    resume: {
      type: "string",
      value: "LOG",
      description: "go on with a saved fight (a file; with --store, a stream id)",
    },
    seqs: SEQS_OPTION,
    lang: LANG_OPTION,
  },
  details: [
    "When a human combatant is awaited, the state and the legal choices are shown: answer with a",
    "choice's number, `move X,Y` (or run/withdraw), `undo` (this turn's last declaration, if it",
    "rolled no dice; not for a fight kept in a store), `gm` for a GM declaration, `state`, `help`",
    "or `quit`. The log is written as the fight goes, every event as it happens (sealed and",
    "synced), to --out FILE and/or --store URL --id ID, so a game interrupted part way loses",
    "nothing. --resume LOG goes on with a saved fight where it stopped, writing on to the same",
    "file or stream: give its scenario (the same one; the log's seed is used) to play on as it",
    "chose, or --as alone (the others then play the ruleset's default policy).",
  ].join("\n"),
  run: async (inv) => {
    const resume = stringOption(inv, "resume");
    const opened = resume === undefined ? await newFight(inv) : await resumedFight(inv, resume);
    const { scenario, log, saved } = opened;
    const prompter = new Prompter(inv.io.stdin, inv.io.stdout);
    const lang = langOf(inv);
    const session = new PlaySession(scenario, prompter, inv.io, {
      seqs: flag(inv, "seqs"),
      lang,
      ...(log === undefined ? {} : { log }),
    });
    let outcome: Awaited<ReturnType<PlaySession["play"]>>;
    let kept: Kept = {};
    try {
      if (saved !== undefined) {
        const told = session.resume(saved.inputs, saved.events, RESUME_LINES);
        for (const line of told) inv.io.out(line);
        inv.io.out(`— resumed ${saved.name} after seq ${saved.events.length} —`);
      }
      outcome = await session.play();
    } finally {
      prompter.close();
      if (log !== undefined) kept = await log.close();
    }
    const summary = fightSummary(outcome.run, lang);
    inv.io.out("");
    inv.io.out(
      outcome.quit
        ? `Stopped in round ${summary.rounds}. ${summary.events} events.`
        : summaryLine(summary, lang),
    );
    for (const line of formatStateView(summary.state, scenario.header.ruleset.id, lang))
      inv.io.out(line);
    if (kept.file !== undefined) inv.io.out(`log written to ${kept.file}`);
    if (kept.stream !== undefined) inv.io.out(`log stored as stream ${kept.stream}`);
    if (kept.file === undefined && kept.stream === undefined)
      inv.io.out("log not saved (give --out FILE or --store URL)");
    return 0;
  },
};

/** What a play session starts from. */
interface Opened {
  readonly scenario: LoadedScenario;
  readonly log: LiveLog | undefined;
  /** The saved fight taken up, when resuming. */
  readonly saved?: SavedFight;
}

// A new fight of the scenario: its log started at the target before the first input.
async function newFight(inv: Invocation): Promise<Opened> {
  if (inv.positionals[0] === undefined)
    throw new CliError("play: expected <scenario> (or --resume LOG; see d20 play --help)");
  const scenario = takeOver(loadScenario(inv), asIds(stringOption(inv, "as")));
  const target = targetOf(inv, streamIdOf(scenario));
  if (target.out === "-")
    throw new CliError("--out -: the terminal is the game's; give a file to keep the log in");
  await checkTarget(target);
  const live = {
    ...(target.out === undefined ? {} : { file: target.out }),
    ...(target.id === undefined ? {} : { store: { url: target.store, id: target.id } }),
  };
  if (live.file === undefined && live.store === undefined) {
    inv.io.err("d20: this fight is not saved (give --out FILE or --store URL --id ID to keep it)");
    return { scenario, log: undefined };
  }
  const log = await LiveLog.create(live, [headerEvent(scenario.header)], inv.io.err);
  return { scenario, log };
}

// A saved fight taken up: its scenario (the one given, checked against the log) or its log's
// roster alone, and its log continued where it is.
async function resumedFight(inv: Invocation, resume: string): Promise<Opened> {
  for (const f of ["out", "id", "seed", "force"])
    if (inv.values[f] !== undefined)
      throw new CliError(`--${f}: not with --resume (the fight goes on in ${resume})`);
  const saved = await readSavedFight(resume, stringOption(inv, "store"));
  const ids = asIds(stringOption(inv, "as"));
  const file = inv.positionals[0];
  let scenario: LoadedScenario;
  if (file === undefined) {
    const fromLog = scenarioOfLog(saved.header, saved.name, ids);
    if (fromLog.notice !== "") inv.io.err(`d20: ${fromLog.notice}`);
    scenario = fromLog.scenario;
  } else {
    readInputFile(file, { scenario: "allowed" });
    scenario = takeOver(loadScenarioFile(file, { seed: saved.header.dice.seed }), ids);
    // Who plays may change on a resume (--as); the fight itself may not.
    const fight = (h: HeaderData) => canonicalJson({ ...h, players: null });
    if (fight(scenario.header) !== fight(saved.header))
      throw new CliError(
        `${saved.name}: not a fight of ${file} (its header differs: another scenario, or the scenario changed)`,
      );
  }
  const log = await LiveLog.resume(saved.target, saved.all, saved.head, inv.io.err);
  return { scenario, log, saved };
}
