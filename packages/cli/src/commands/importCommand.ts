import { basename } from "node:path";
import { importTableLog } from "@d20/replay";
import { readScenarioCombatant } from "@d20/scenario";
import type { Command } from "../cli/command.ts";
import { flag } from "../cli/parseInvocation.ts";
import { readInputFile } from "../log/readLogFile.ts";
import { saveFight } from "../log/saveFight.ts";
import { TARGET_OPTIONS, targetOf } from "../log/targetOptions.ts";

/** `d20 import <table-log>`: a fight written down at a table, as an engine log. */
export const importCommand: Command = {
  name: "import",
  summary: "import a table log (FORMAT.md) as a sealed engine log",
  args: "<table-log>",
  positionals: { min: 1, max: 1 },
  options: {
    ...TARGET_OPTIONS,
    json: { type: "boolean", description: "print the import's summary as JSON" },
  },
  details:
    "Without --out or --store, or with --out -, the log is written to standard output (the summary goes to stderr).\nWhere the table's claims differ from the rules, the log keeps the claim; each is listed.",
  run: async (inv) => {
    const file = inv.positionals[0]!;
    const text = readInputFile(file).toString("utf8");
    const imported = importTableLog(text, { file, combatants: readScenarioCombatant });
    const target = targetOf(
      inv,
      basename(file)
        .replace(/\.[^.]*$/, "")
        .replace(/[^A-Za-z0-9._-]/g, "_"),
    );
    const saved = await saveFight(imported.text, target);
    // No target, or `--out -`: the log has standard output to itself, the rest goes to stderr.
    const bare = target.out === undefined && target.store === undefined;
    if (bare) inv.io.stdout.write(imported.text);
    const say = bare || saved.stdout === true ? inv.io.err : inv.io.out;
    const events = imported.log.length;
    if (flag(inv, "json")) {
      say(
        JSON.stringify(
          {
            file,
            events,
            head: imported.head,
            ...saved,
            overruled: imported.overruled,
            assumed: imported.assumed,
          },
          null,
          2,
        ),
      );
      return 0;
    }
    say(`${file}: ${events} events imported, head ${imported.head.slice(0, 12)}`);
    for (const o of imported.overruled) {
      say(
        `  line ${o.line} → seq ${o.seq} ${o.type} ${o.path}: table ${JSON.stringify(o.table)}, rules ${JSON.stringify(o.rules)}`,
      );
    }
    for (const a of imported.assumed)
      say(
        `  line ${a.line} → seq ${a.seq}: assumed: ${a.by} lets ${a.provoker}'s ${a.window} window pass (the notes do not answer it; the table's default is decline)`,
      );
    if (saved.file !== undefined) say(`written to ${saved.file}`);
    if (saved.stream !== undefined) say(`stored as stream ${saved.stream}`);
    return 0;
  },
};
