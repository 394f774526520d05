import { type Input, policyNamed, policyNames, type Ruleset, rulesets } from "@d20/core";
import type { ForkEdit } from "@d20/events";
import {
  type Continuation,
  ForkError,
  type Lineage,
  type PlayersPlan,
  playersPlan,
  policyFor,
  rulesetOfHeader,
} from "@d20/replay";
import { CliError } from "../cli/cliError.ts";
import type { Invocation, OptionSpec } from "../cli/command.ts";
import { intOption, listOption, stringOption } from "../cli/parseInvocation.ts";

/** The options that say where to fork and what to change: shared by `branch` and `whatif`. */
export const EDIT_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  at: { type: "string", value: "SEQ", description: "fork after the event at SEQ (required)" },
  replace: {
    type: "string",
    multiple: true,
    value: "SEQ=JSON",
    description:
      'replace the declaration at SEQ: a declaration {"kind":…} or an input {"by","decl"}',
  },
  drop: {
    type: "string",
    multiple: true,
    value: "SEQ",
    description: "drop the declaration at SEQ",
  },
  insert: {
    type: "string",
    multiple: true,
    value: "SEQ=JSON",
    description: 'insert an input {"by","decl"} just before the declaration at SEQ',
  },
  force: {
    type: "string",
    multiple: true,
    value: "KEY=F1,F2",
    description: "force the faces of die KEY (e.g. hero/attack/r2/#1=20)",
  },
  policy: {
    type: "string",
    value: "NAME",
    description: `the policy that plays everyone on, among the fight's ruleset's (${Object.values(
      rulesets,
    )
      .map((r) => `${r.id}: ${policyNames(r).join(", ")}; default ${r.policies.default}`)
      .join(
        "; ",
      )}); without it each combatant plays on as the log's header says it was played (a person's with the default)`,
  },
  lenient: {
    type: "boolean",
    description:
      "an edit the rules refuse where it lands is replaced by a policy's choice and reported, instead of an error (exit 2)",
  },
};

/** The fork point `--at`, checked against the parent (one line naming the range otherwise). */
export function forkAt(inv: Invocation, parent: Lineage): number {
  const at = intOption(inv, "at", 0);
  if (at === undefined) throw new CliError(`${inv.positionals[0]}: --at SEQ is required`);
  if (at > parent.events.length) {
    throw new CliError(`--at: ${at} is not a seq of ${parent.stream} (0..${parent.events.length})`);
  }
  return at;
}

/** The edits the flags give, in the order --replace, --drop, --insert, --force. */
export function editsOf(inv: Invocation, parent: Lineage): ForkEdit[] {
  return editsWithFlags(inv, parent).edits;
}

/**
 * Runs `f` (a fork or a what-if of `edits`) and words a `ForkError` about `edits[i]` by the
 * flag that made it (`--drop 19: …`), since the person never saw an edit's index.
 */
export async function namingFlags<T>(
  inv: Invocation,
  parent: Lineage,
  f: () => Promise<T>,
): Promise<T> {
  const { flags } = editsWithFlags(inv, parent);
  try {
    return await f();
  } catch (e) {
    const m = e instanceof ForkError ? /^edits\[(\d+)\]([^:]*): (.*)$/s.exec(e.message) : null;
    if (m === null) throw e;
    throw new CliError(`${flags[Number(m[1])] ?? "an edit"}: ${subField(m[2]!)}${m[3]}`);
  }
}

/**
 * The part of an edit a `ForkError` names, as the person wrote it: `decl.target` for
 * `edits[0].with.decl.target`; nothing for the seq or key the flag already shows.
 */
function subField(path: string): string {
  const rest = path.replace(/^\.(with|declaration|seq|before|key|faces)/, "").replace(/^\./, "");
  return rest === "" ? "" : `${rest}: `;
}

function editsWithFlags(inv: Invocation, parent: Lineage): { edits: ForkEdit[]; flags: string[] } {
  const edits: ForkEdit[] = [];
  const flags: string[] = [
    ...listOption(inv, "replace").map((t) => `--replace ${t.split("=")[0]}`),
    ...listOption(inv, "drop").map((t) => `--drop ${t}`),
    ...listOption(inv, "insert").map((t) => `--insert ${t.split("=")[0]}`),
    ...listOption(inv, "force").map((t) => `--force ${t.split("=")[0]}`),
  ];
  for (const text of listOption(inv, "replace")) {
    const [seq, value] = seqAndJson("replace", text);
    const decl = value as { kind?: unknown; by?: unknown };
    // A bare declaration is made by whoever made the one it replaces.
    const by = (parent.events[seq - 1]?.data as Partial<Input> | undefined)?.by;
    const input = typeof decl?.kind === "string" && by !== undefined ? { by, decl } : value;
    edits.push({ kind: "replaceDeclaration", seq, with: input });
  }
  for (const text of listOption(inv, "drop")) {
    edits.push({ kind: "dropDeclaration", seq: seqOf("drop", text) });
  }
  for (const text of listOption(inv, "insert")) {
    const [before, declaration] = seqAndJson("insert", text);
    edits.push({ kind: "insertDeclaration", before, declaration });
  }
  for (const text of listOption(inv, "force")) {
    const m = /^([^=]+)=(-?\d+(?:,-?\d+)*)$/.exec(text);
    if (m === null) throw new CliError(`--force: expected KEY=F1,F2,…, got "${text}"`);
    edits.push({ kind: "forceDie", key: m[1]!, faces: m[2]!.split(",").map(Number) });
  }
  return { edits, flags };
}

/**
 * Who plays each combatant on: `--policy` for everyone (checked against the policies of the
 * parent's ruleset: an unknown one is one line listing those there are), else each as the
 * header's `players` say (`playersPlan`).
 */
export function playersOf(inv: Invocation, parent: Lineage): PlayersPlan {
  const ruleset = parentRuleset(parent);
  const name = stringOption(inv, "policy");
  if (name !== undefined) checkedPolicy(ruleset, name);
  return playersPlan(parent.header, ruleset, name);
}

function parentRuleset(parent: Lineage): Ruleset {
  try {
    return rulesetOfHeader(parent.header);
  } catch (e) {
    if (e instanceof RangeError) throw new CliError(`${parent.stream}: ${e.message}`);
    throw e;
  }
}

function checkedPolicy(ruleset: Ruleset, name: string) {
  try {
    return policyNamed(ruleset, name, "--policy");
  } catch (e) {
    if (e instanceof RangeError) throw new CliError(e.message);
    throw e;
  }
}

const MODES = ["recorded", "hybrid", "policy", "stop"] as const;

/**
 * The continuation `--mode` and `--policy` say: hybrid, each combatant played on by the policy
 * that played it (`players`) unless told otherwise.
 */
export function continuationOf(
  inv: Invocation,
  parent: Lineage,
  players: PlayersPlan = playersOf(inv, parent),
): Continuation {
  const mode = stringOption(inv, "mode") ?? "hybrid";
  const policy = policyFor(players.plan, parentRuleset(parent));
  switch (mode) {
    case "recorded":
    case "stop":
      return { mode };
    case "hybrid":
    case "policy":
      return { mode, policy };
    default:
      throw new CliError(`--mode: expected one of ${MODES.join(", ")}, got "${mode}"`);
  }
}

function seqOf(flag: string, text: string): number {
  if (!/^\d+$/.test(text)) throw new CliError(`--${flag}: expected a seq, got "${text}"`);
  return Number(text);
}

function seqAndJson(flag: string, text: string): [number, unknown] {
  const eq = text.indexOf("=");
  if (eq < 0) throw new CliError(`--${flag}: expected SEQ=JSON, got "${text}"`);
  const seq = seqOf(flag, text.slice(0, eq));
  try {
    return [seq, JSON.parse(text.slice(eq + 1))];
  } catch (e) {
    throw new CliError(`--${flag} ${seq}=…: bad JSON: ${(e as Error).message}`);
  }
}
