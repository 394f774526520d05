import type { FileEventStore } from "@d20/events";
import { CliError } from "../cli/cliError.ts";
import type { Command } from "../cli/command.ts";
import { flag, stringOption } from "../cli/parseInvocation.ts";
import { openStore, STORE_OPTION } from "../log/openStore.ts";

/**
 * `d20 repair <stream> --store DIR`: a torn stream of a file store cut back to the lines that
 * verify; the rest is moved, byte for byte, to a side file (issue "Trust", point 9).
 */
export const repairCommand: Command = {
  name: "repair",
  summary: "cut a damaged stream of a file store back to its valid lines, the rest moved aside",
  args: "<stream>",
  positionals: { min: 1, max: 1 },
  options: {
    store: STORE_OPTION,
    json: { type: "boolean", description: "print the report as JSON" },
  },
  details:
    "Keeps every line before the first bad one and moves the rest to <stream>.jsonl.torn-<n> beside\nit; nothing is deleted. A sound stream is left as it is. Only a file store can be repaired.",
  run: async (inv) => {
    const stream = inv.positionals[0]!;
    const store = await openStore(stringOption(inv, "store"), { existing: true });
    try {
      if (!("repair" in store)) {
        throw new CliError("repair: only a file store's streams can be repaired");
      }
      const report = await (store as FileEventStore).repair(stream);
      if (flag(inv, "json")) {
        const { error, ...rest } = report;
        inv.io.out(JSON.stringify({ ...rest, ...(error && { error: error.message }) }, null, 2));
      } else if (report.ok) {
        inv.io.out(`${stream}: sound, ${report.keptEvents} events; nothing changed`);
      } else {
        inv.io.out(`${stream}: ${report.error?.message ?? "damaged"}`);
        inv.io.out(
          `kept ${report.keptEvents} events; ${report.removedBytes} bytes moved to ${report.sideFile}`,
        );
      }
      return 0;
    } finally {
      await store.close();
    }
  },
};
