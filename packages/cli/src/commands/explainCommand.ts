import { explain, formatExplanation } from "@d20/replay";
import { CliError } from "../cli/cliError.ts";
import type { Command } from "../cli/command.ts";
import { flag } from "../cli/parseInvocation.ts";
import { newerRulesetWarning } from "../log/newerRuleset.ts";
import { readLogFile } from "../log/readLogFile.ts";

/** `d20 explain <log> <seq>`: one event's numbers term by term, its dice and its causes. */
export const explainCommand: Command = {
  name: "explain",
  summary: "explain one event: its numbers term by term with rules, its dice, its causes",
  args: "<log> <seq>",
  positionals: { min: 2, max: 2 },
  options: {
    json: { type: "boolean", description: "print the explanation as JSON" },
  },
  run: async (inv) => {
    const [path, seqText] = inv.positionals as [string, string];
    if (!/^\d+$/.test(seqText))
      throw new CliError(`explain: <seq> must be a whole number, got "${seqText}"`);
    const { bytes, log } = readLogFile(path);
    const newer = newerRulesetWarning(path, log.header.ruleset);
    if (newer !== undefined) inv.io.err(newer);
    let explanation: ReturnType<typeof explain>;
    try {
      explanation = explain(bytes, Number(seqText));
    } catch (e) {
      if (e instanceof RangeError) throw new CliError(`${path}: ${e.message}`);
      throw e;
    }
    inv.io.out(
      flag(inv, "json") ? JSON.stringify(explanation, null, 2) : formatExplanation(explanation),
    );
    return 0;
  },
};
