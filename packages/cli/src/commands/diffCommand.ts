import { diffBranches } from "@d20/replay";
import type { Command } from "../cli/command.ts";
import { flag } from "../cli/parseInvocation.ts";
import { newerRulesetWarning } from "../log/newerRuleset.ts";
import { alignedCounts, formatDiff } from "../show/diffView.ts";
import { PARENT_OPTIONS, readParent } from "./branchCommand.ts";

/** `d20 diff <a> <b>`: where two lines of one fight part and how each ends. */
export const diffCommand: Command = {
  name: "diff",
  summary: "compare two logs of one fight (a parent and its branch, two branches)",
  args: "<a.jsonl> <b.jsonl>",
  positionals: { min: 2, max: 2 },
  options: {
    ...PARENT_OPTIONS,
    json: { type: "boolean", description: "print the diff as JSON" },
  },
  details: [
    "Prints the fork point (the last seq both hold alike), the first divergent event, each",
    "combatant's end state side by side (hp, state, square, conditions) and the outcomes.",
    "A branch log names its parent by stream name; its file is looked for next to the branch",
    "(<parent>.jsonl), or given with --parent FILE (for both logs). With --store, <a> and <b>",
    "are streams of the store.",
  ].join("\n"),
  run: async (inv) => {
    const [a, b] = inv.positionals as [string, string];
    const left = await readParent(inv, a);
    const right = await readParent(inv, b);
    for (const [file, lineage] of [
      [a, left],
      [b, right],
    ] as const) {
      const newer = newerRulesetWarning(file, lineage.header.ruleset);
      if (newer !== undefined) inv.io.err(newer);
    }
    const diff = diffBranches(left, right);
    if (flag(inv, "json")) {
      const { aligned: _aligned, ...rest } = diff;
      inv.io.out(JSON.stringify({ a, b, ...rest, aligned: alignedCounts(diff) }, null, 2));
      return 0;
    }
    for (const line of formatDiff(diff, a, b)) inv.io.out(line);
    return 0;
  },
};
