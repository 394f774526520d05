import type { EventStore, FileEventStore } from "@d20/events";
import { CliError } from "../cli/cliError.ts";
import type { Command } from "../cli/command.ts";
import { flag, stringOption } from "../cli/parseInvocation.ts";
import { openStore, STORE_OPTION } from "../log/openStore.ts";
import { textTable } from "../show/textTable.ts";

/** One stored fight as `ls` lists it: its size and head, or why it cannot be read. */
interface Listed {
  readonly stream: string;
  readonly version?: number;
  readonly head?: string;
  readonly corrupt?: string;
}

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
  details:
    "A damaged stream in a file store is listed with the line at fault (and exit 2); nothing is\nrepaired or changed.",
  run: async (inv) => {
    const store = await openStore(stringOption(inv, "store"), { existing: true });
    let listed: Listed[];
    try {
      listed = await list(store);
    } finally {
      await store.close();
    }
    if (flag(inv, "json")) {
      inv.io.out(JSON.stringify(listed, null, 2));
    } else if (listed.length === 0) {
      inv.io.out("no fights stored");
    } else {
      const rows = listed.map((s) =>
        s.corrupt === undefined
          ? [s.stream, String(s.version), s.head!.slice(0, 16)]
          : [s.stream, "–", `CORRUPT: ${s.corrupt}`],
      );
      for (const line of textTable([["stream", "events", "head"], ...rows])) inv.io.out(line);
    }
    const bad = listed.filter((s) => s.corrupt !== undefined).length;
    if (bad > 0) throw new CliError(`${bad} stored fight${bad === 1 ? " is" : "s are"} damaged`);
    return 0;
  },
};

// The file store checks every stream file, so one damaged file does not hide the others.
async function list(store: EventStore): Promise<Listed[]> {
  if (!("checkAll" in store)) return [...(await store.listStreams())];
  const reports = await (store as FileEventStore).checkAll();
  const listed: Listed[] = [];
  for (const r of reports) {
    if (r.ok) {
      const { version, head } = await store.info(r.stream);
      listed.push({ stream: r.stream, version, head });
    } else {
      listed.push({ stream: r.stream, corrupt: r.error?.message ?? "damaged" });
    }
  }
  return listed;
}
