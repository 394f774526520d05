import { explain, formatExplanation } from "@d20/replay";
import { CliError } from "../cli/cliError.ts";
import type { Command } from "../cli/command.ts";
import { LANG_OPTION, langOf } from "../cli/langOption.ts";
import { flag, stringOption } from "../cli/parseInvocation.ts";
import { newerRulesetWarning } from "../log/newerRuleset.ts";
import {
  eventsWithHeader,
  fightPlace,
  openFight,
  SOURCE_HELP,
  SOURCE_OPTIONS,
} from "../log/openFight.ts";

/** `d20 explain <log> <seq>`: one event's numbers term by term, its dice and its causes. */
export const explainCommand: Command = {
  name: "explain",
  summary: "explain one event: its numbers term by term with rules, its dice, its causes",
  args: "[<log>] <seq>",
  positionals: { min: 1, max: 2 },
  options: {
    json: { type: "boolean", description: "print the explanation as JSON" },
    lang: LANG_OPTION,
    ...SOURCE_OPTIONS,
  },
  details: `With --store URL --id ID, give only <seq>. \`d20 narrate\` shows every event's seq.\n${SOURCE_HELP}`,
  run: async (inv) => {
    const stored = stringOption(inv, "id") !== undefined;
    const [path, seqText] = (
      inv.positionals.length === 2 || !stored ? inv.positionals : [undefined, inv.positionals[0]]
    ) as [string | undefined, string | undefined];
    if (seqText === undefined)
      throw new CliError("explain: expected <log> <seq> (see d20 explain --help)");
    if (!/^\d+$/.test(seqText))
      throw new CliError(`explain: <seq> must be a whole number, got "${seqText}"`);
    const { name, log } = await openFight(inv, fightPlace(inv, path));
    const newer = newerRulesetWarning(name, log.header.ruleset);
    if (newer !== undefined) inv.io.err(newer);
    const lang = langOf(inv);
    let explanation: ReturnType<typeof explain>;
    try {
      explanation = explain(eventsWithHeader(log), Number(seqText), { lang });
    } catch (e) {
      if (e instanceof RangeError) throw new CliError(`${name}: ${e.message}`);
      throw e;
    }
    inv.io.out(
      flag(inv, "json")
        ? JSON.stringify(explanation, null, 2)
        : formatExplanation(explanation, lang),
    );
    return 0;
  },
};
