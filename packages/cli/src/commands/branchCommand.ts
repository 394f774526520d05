import { serializeLog } from "@d20/events";
import { type Branch, branchLog, fork, forkStream, type Lineage, Narrator } from "@d20/replay";
import type { Command, Invocation } from "../cli/command.ts";
import { flag, intOption, stringOption } from "../cli/parseInvocation.ts";
import {
  continuationOf,
  EDIT_OPTIONS,
  editsOf,
  forkAt,
  namingFlags,
  playersOf,
} from "../fork/forkOptions.ts";
import { formatReport, playersLines, reportJson } from "../fork/formatReport.ts";
import { openStore, STORE_OPTION } from "../log/openStore.ts";
import { readLineageFile, readLineageStored } from "../log/readLineageFile.ts";
import { checkTarget, STDOUT, saveFight } from "../log/saveFight.ts";

/** Options naming where a parent log is: a file (and its parent file), or a store's stream. */
export const PARENT_OPTIONS = {
  parent: {
    type: "string",
    value: "FILE",
    description: "the parent's log, when <log> is a branch whose parent is not next to it",
  },
  store: { ...STORE_OPTION, description: `${STORE_OPTION.description}; <log> is then a stream` },
} as const;

/**
 * Reads `<log>`: a stream of `--store`, or a file (a branch's parent beside it or `--parent`);
 * the files read are pushed onto `read`.
 */
export function readParent(
  inv: Invocation,
  log = inv.positionals[0]!,
  read: string[] = [],
): Promise<Lineage> {
  const store = stringOption(inv, "store");
  return store === undefined
    ? readLineageFile(log, stringOption(inv, "parent"), read)
    : readLineageStored(store, log);
}

/** `d20 branch <log> --at SEQ …`: fork a fight with edits, play it on, report and write it. */
export const branchCommand: Command = {
  name: "branch",
  summary: "fork a fight at a seq with edits, play it on, and write the branch",
  args: "<log>",
  positionals: { min: 1, max: 1 },
  options: {
    ...EDIT_OPTIONS,
    mode: {
      type: "string",
      value: "MODE",
      description: "how the branch goes on: recorded, hybrid (default), policy or stop",
    },
    out: {
      type: "string",
      short: "o",
      value: "FILE",
      description:
        "write the branch log to FILE; - for standard output (the report goes to stderr)",
    },
    overwrite: { type: "boolean", description: "overwrite --out if it exists" },
    ...PARENT_OPTIONS,
    id: { type: "string", value: "NAME", description: "the branch's stream in --store" },
    lines: {
      type: "string",
      value: "N",
      description: "narrate at most N lines of the branch (40; 0 for all)",
    },
    json: { type: "boolean", description: "print the report as JSON (no narration)" },
  },
  details: [
    "The parent is only read. The branch log starts with a ForkHeader naming its parent: for a",
    "file, the parent's file name without .jsonl; `diff`, `whatif` and `branch` look for it next",
    "to the branch (or take --parent FILE). With --store, <log> is a stream and the branch is",
    "stored as --id (default <log>-at<SEQ>).",
    'Edits: --replace 17=\'{"kind":"TotalDefense"}\' --drop 20 --insert 20=\'{"by":"hero",',
    '"decl":{"kind":"EndTurn"}}\' --force hero/attack/r2/#1=20 (each may be repeated).',
    "Every edit is checked before anything is written: an unknown kind, combatant or field, a",
    "square off the map, a die the branch never rolls, or a declaration the rules refuse where it",
    "lands is one line naming the edit and the rule or field, exit 2 (--lenient: a refused edit",
    "is replaced by a policy's choice and reported instead). The parent's own later declarations",
    "that the rules now refuse are not edits: hybrid mode reports them as substitutions.",
    "Each combatant plays on with the policy that played it (the log's header says; a person's",
    "with the default policy), unless --policy names one for everyone.",
  ].join("\n"),
  run: async (inv) => {
    const inputs: string[] = [];
    const parent = await readParent(inv, inv.positionals[0]!, inputs);
    const at = forkAt(inv, parent);
    const players = playersOf(inv, parent);
    const continuation = continuationOf(inv, parent, players);
    const request = {
      at,
      edits: editsOf(inv, parent),
      continuation,
      lenient: flag(inv, "lenient"),
    };
    const out = stringOption(inv, "out");
    const target = {
      ...(out === undefined ? {} : { out }),
      force: flag(inv, "overwrite"),
      forceFlag: "--overwrite",
      inputs,
    };
    if (out !== undefined) await checkTarget(target);
    // With `--out -` the log has standard output to itself.
    const say = out === STDOUT ? inv.io.err : inv.io.out;
    const storeUrl = stringOption(inv, "store");
    let branch: Branch;
    let stream: string | undefined;
    if (storeUrl === undefined) {
      branch = await namingFlags(inv, parent, async () => fork(parent, request));
    } else {
      const child = stringOption(inv, "id") ?? `${parent.stream}-at${at}`;
      stream = child;
      const store = await openStore(storeUrl, { existing: true });
      try {
        branch = await namingFlags(inv, parent, () =>
          forkStream(store, parent.stream, child, request),
        );
      } finally {
        await store.close();
      }
    }
    if (out !== undefined) {
      await saveFight(serializeLog(branchLog(branch)).text, {
        ...target,
        force: true,
        stdout: inv.io.stdout,
      });
    }
    const policyPlayed = continuation.mode === "hybrid" || continuation.mode === "policy";
    if (flag(inv, "json")) {
      const end = { round: branch.state.round, status: branch.state.status };
      say(
        JSON.stringify(
          {
            parent: parent.stream,
            at,
            ...(out && { file: out }),
            ...(stream && { stream }),
            ...(policyPlayed && { players: players.plan }),
            report: reportJson(branch.report, branch.state.ruleset.id),
            events: branch.events.length,
            ...end,
            ...(branch.state.winner && { winner: branch.state.winner }),
          },
          null,
          2,
        ),
      );
      return 0;
    }
    say(`branch of ${parent.stream} at seq ${at} (${plural(request.edits.length, "edit")})`);
    if (policyPlayed) for (const line of playersLines(players)) say(line);
    for (const line of formatReport(branch.report)) say(line);
    say("");
    const narrator = new Narrator();
    // Told silently up to the fork point, so the branch's first lines sit in their turn.
    for (const e of parent.events.slice(0, at)) narrator.tell(e);
    const told = branch.events.flatMap((e) => narrator.tell(e));
    const limit = intOption(inv, "lines", 0) ?? 40;
    const shown = limit === 0 ? told : told.slice(0, limit);
    for (const line of shown) say(line);
    if (shown.length < told.length) say(`… ${told.length - shown.length} more lines`);
    say("");
    const s = branch.state;
    say(
      `${branch.events.length} events after the fork point; ${s.status === "ended" ? `ended in round ${s.round}${s.winner === undefined ? ", no winner" : `, winner ${s.winner}`}` : `stopped in round ${s.round}`}`,
    );
    if (out === STDOUT) say("branch written to standard output");
    else if (out !== undefined) say(`branch written to ${out}`);
    if (stream !== undefined) say(`branch stored as stream ${stream}`);
    if (out === undefined && stream === undefined) {
      say("branch not saved (give --out FILE, or --store URL)");
    }
    return 0;
  },
};

/** `1 edit`, `2 edits`. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
