import type { Command } from "../cli/command.ts";
import { flag, stringOption } from "../cli/parseInvocation.ts";
import { openStore, STORE_OPTION } from "../log/openStore.ts";
import { textTable } from "../show/textTable.ts";

/** `d20 ls`: the fights in a store. */
export const lsCommand: Command = {
  name: "ls",
  summary: "list the fights in an event store (a file store directory or PostgreSQL)",
  args: "",
  positionals: { min: 0, max: 0 },
  options: {
    store: STORE_OPTION,
    json: { type: "boolean", description: "print the list as JSON" },
  },
  run: async (inv) => {
    const store = await openStore(stringOption(inv, "store"));
    try {
      const streams = await store.listStreams();
      if (flag(inv, "json")) {
        inv.io.out(JSON.stringify(streams, null, 2));
        return 0;
      }
      if (streams.length === 0) {
        inv.io.out("no fights stored");
        return 0;
      }
      const rows = streams.map((s) => [s.stream, String(s.version), s.head.slice(0, 16)]);
      for (const line of textTable([["stream", "events", "head"], ...rows])) inv.io.out(line);
      return 0;
    } finally {
      await store.close();
    }
  },
};
