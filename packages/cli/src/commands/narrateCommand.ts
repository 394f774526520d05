import { Narrator, withSeq } from "@d20/replay";
import { CliError } from "../cli/cliError.ts";
import type { Command } from "../cli/command.ts";
import { LANG_OPTION, langOf } from "../cli/langOption.ts";
import { intOption } from "../cli/parseInvocation.ts";
import { newerRulesetWarning } from "../log/newerRuleset.ts";
import { fightPlace, openFight, SOURCE_HELP, SOURCE_OPTIONS } from "../log/openFight.ts";

/** `d20 narrate <log>`: a recorded fight told as `run` tells it, each event's seq in the margin. */
export const narrateCommand: Command = {
  name: "narrate",
  summary: "tell a recorded fight as run does, each event's seq in the margin",
  args: "[<log>]",
  positionals: { min: 0, max: 1 },
  options: {
    from: { type: "string", value: "SEQ", description: "start the telling at event SEQ" },
    to: { type: "string", value: "SEQ", description: "stop it after event SEQ" },
    lang: LANG_OPTION,
    ...SOURCE_OPTIONS,
  },
  details: [
    "The number in the margin is the event's seq, which explain, branch --at, whatif --at and",
    "replay --to take. Events that are bookkeeping only (a turn's end) have no line. A telling",
    "from a seq is indented as the fight was at that point.",
    SOURCE_HELP,
  ].join("\n"),
  run: async (inv) => {
    const { name, log } = await openFight(inv, fightPlace(inv, inv.positionals[0]));
    const newer = newerRulesetWarning(name, log.header.ruleset);
    if (newer !== undefined) inv.io.err(newer);
    const last = log.events.length;
    const from = intOption(inv, "from", 1) ?? 1;
    const to = intOption(inv, "to", 1) ?? last;
    if (from > last) throw new CliError(`--from: ${name} ends at seq ${last}`);
    if (to > last) throw new CliError(`--to: ${name} ends at seq ${last}`);
    if (to < from) throw new CliError(`--to ${to}: before --from ${from}`);
    const narrator = new Narrator(log.header, { lang: langOf(inv) });
    const width = String(to).length;
    // Told silently up to --from, so the first lines shown sit in their turn and window.
    for (const e of log.events.slice(0, from - 1)) narrator.tell(e);
    for (const e of log.events.slice(from - 1, to)) {
      for (const line of withSeq(e.seq, narrator.tell(e), width)) inv.io.out(line);
    }
    return 0;
  },
};
