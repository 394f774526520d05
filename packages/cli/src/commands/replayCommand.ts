import type { CombatantId, FightEvent } from "@d20/core";
import { describeInput, openReplay, type Replay } from "@d20/replay";
import { CliError } from "../cli/cliError.ts";
import type { Command, Invocation } from "../cli/command.ts";
import { LANG_OPTION, langOf } from "../cli/langOption.ts";
import { flag, intOption, stringOption } from "../cli/parseInvocation.ts";
import { newerRulesetWarning } from "../log/newerRuleset.ts";
import { fightPlace, openFight, placeJson, SOURCE_HELP, SOURCE_OPTIONS } from "../log/openFight.ts";
import { formatStateView, stateView } from "../show/stateView.ts";

/** `d20 replay <log>`: the state at any point of a fight as a table. */
export const replayCommand: Command = {
  name: "replay",
  summary: "show the state of a fight at a seq, round or turn (the end by default)",
  args: "[<log>]",
  positionals: { min: 0, max: 1 },
  options: {
    to: { type: "string", value: "SEQ", description: "the state just after event SEQ" },
    round: { type: "string", value: "R", description: "the state as round R starts" },
    turn: {
      type: "string",
      value: "R:ID",
      description: "the state as combatant ID's turn in round R starts",
    },
    end: { type: "boolean", description: "with --round or --turn: as it ends instead" },
    json: { type: "boolean", description: "print the state as JSON" },
    lang: LANG_OPTION,
    ...SOURCE_OPTIONS,
  },
  details: [
    "The table lists the initiative order (▶ marks the current actor) with hp, state, square and",
    "conditions, then the input the engine awaits. Exit 2 for a damaged log or an unknown point.",
    SOURCE_HELP,
  ].join("\n"),
  run: async (inv) => {
    const { name: file, place, log } = await openFight(inv, fightPlace(inv, inv.positionals[0]));
    const newer = newerRulesetWarning(file, log.header.ruleset);
    if (newer !== undefined) inv.io.err(newer);
    const replay = openReplay(log);
    const seq = seqOf(inv, replay);
    const state = replay.stateAt(seq);
    const lang = langOf(inv);
    const view = stateView(state, lang);
    const last = seq === 0 ? undefined : replay.events[seq - 1];
    if (flag(inv, "json")) {
      inv.io.out(
        JSON.stringify({ ...placeJson(place), seq, lastSeq: replay.lastSeq, ...view }, null, 2),
      );
      return 0;
    }
    inv.io.out(
      `${file} · seq ${seq} of ${replay.lastSeq} · ${log.header.ruleset.id} ${log.header.ruleset.version}`,
    );
    if (last !== undefined) inv.io.out(`last event: ${seq} ${summary(last)}`);
    for (const line of formatStateView(view, state.ruleset.id, lang)) inv.io.out(line);
    return 0;
  },
};

function seqOf(inv: Invocation, replay: Replay): number {
  const to = intOption(inv, "to");
  const round = intOption(inv, "round");
  const turn = stringOption(inv, "turn");
  const given = [to, round, turn].filter((x) => x !== undefined).length;
  if (given > 1) throw new CliError("replay: give one of --to, --round, --turn");
  const edge = flag(inv, "end") ? "end" : "start";
  try {
    if (to !== undefined) {
      if (to > replay.lastSeq) throw new CliError(`--to: the log ends at seq ${replay.lastSeq}`);
      return to;
    }
    if (round !== undefined) return replay.seqOfRound(round, edge);
    if (turn !== undefined) {
      const m = /^(\d+):(.+)$/.exec(turn);
      if (m === null) throw new CliError(`--turn: expected R:ID (e.g. 2:战士-1), got "${turn}"`);
      return replay.seqOfTurn(Number(m[1]), m[2]! as CombatantId, edge);
    }
  } catch (e) {
    if (e instanceof RangeError) throw new CliError(e.message);
    throw e;
  }
  return replay.lastSeq;
}

function summary(e: FightEvent): string {
  return e.type === "Declared" ? `Declared: ${describeInput(e.data)}` : e.type;
}
