import { readFileSync } from "node:fs";
import type { ForkEdit } from "@d20/events";
import type { OutcomeSummary } from "@d20/replay";
import { CliError } from "../cli/cliError.ts";
import { textTable } from "../show/textTable.ts";

/** One entry of a sweep: its name in the table and the edits it adds to the command line's. */
export interface SweepEntry {
  readonly label: string;
  readonly edits: readonly ForkEdit[];
}

/** The most entries one sweep may hold. */
export const MAX_SWEEP = 200;

/**
 * Reads a sweep file: a JSON list of `{ "label": "…", "edits": [ForkEdit, …] }`, each a what-if
 * of its own. Each mistake is one line naming the file and the entry (`sweep.json: [2].edits: …`);
 * the edits themselves are checked against the fight when they are queued or run.
 */
export function readSweep(file: string): SweepEntry[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new CliError(`--sweep ${file}: cannot read it (${(e as NodeJS.ErrnoException).code})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file}: not JSON (${(e as Error).message})`);
  }
  if (!Array.isArray(value) || value.length === 0)
    throw new CliError(`${file}: must be a non-empty list of { "label", "edits" }`);
  if (value.length > MAX_SWEEP)
    throw new CliError(
      `${file}: ${value.length} entries, more than the ${MAX_SWEEP} a sweep may hold`,
    );
  const labels = new Set<string>();
  return value.map((entry, i): SweepEntry => {
    const at = `${file}: [${i}]`;
    if (typeof entry !== "object" || entry === null || Array.isArray(entry))
      throw new CliError(`${at}: must be an object { "label", "edits" }`);
    const { label, edits, ...rest } = entry as Record<string, unknown>;
    const extra = Object.keys(rest);
    if (extra.length > 0) throw new CliError(`${at}.${extra[0]}: unknown field`);
    if (typeof label !== "string" || label.trim() === "")
      throw new CliError(`${at}.label: must be a non-empty string`);
    if (labels.has(label)) throw new CliError(`${at}.label: "${label}" is already an entry's`);
    labels.add(label);
    if (!Array.isArray(edits)) throw new CliError(`${at}.edits: must be a list of edits`);
    return { label, edits: edits as ForkEdit[] };
  });
}

/** A sweep's outcomes side by side: a row per entry, a column group per side. */
export function formatSweep(
  rows: readonly { readonly label: string; readonly summary: OutcomeSummary }[],
): string[] {
  const sides = [...new Set(rows.flatMap((r) => Object.keys(r.summary.sides)))];
  const header = [
    "edit",
    ...sides.flatMap((s) => [`${s} win rate`, "95% interval", "survivors"]),
    "rounds",
  ];
  const body = rows.map((r) => [
    r.label,
    ...sides.flatMap((side) => {
      const s = r.summary.sides[side];
      if (s === undefined) return ["–", "–", "–"];
      return [
        percent(s.winRate.estimate),
        `[${percent(s.winRate.low)}, ${percent(s.winRate.high)}]`,
        fixed(s.survivors.estimate),
      ];
    }),
    fixed(r.summary.rounds.estimate),
  ]);
  return textTable([header, ...body]);
}

function percent(x: number): string {
  return Number.isNaN(x) ? "–" : `${(x * 100).toFixed(1)}%`;
}

function fixed(x: number): string {
  return Number.isNaN(x) ? "–" : x.toFixed(2);
}

/**
 * A sweep over a parameter range: `--sweep-range 'SEQ=JSON' FROM..TO` replaces the declaration at
 * SEQ with JSON once for every whole number n from FROM to TO, `{{n}}` in JSON standing for n
 * (every initiative count a delay could run to: `'17={"kind":"Delay","until":{{n}}}' 1..20`). A
 * bare declaration is made by whoever made the one it replaces, as with `--replace`.
 */
export function rangeSweep(
  template: string,
  range: string,
  byAt: (seq: number) => string | undefined,
): SweepEntry[] {
  const t = /^(\d+)=(.*)$/s.exec(template);
  if (t === null) throw new CliError(`--sweep-range: expected SEQ=JSON, got "${template}"`);
  if (!t[2]!.includes("{{n}}"))
    throw new CliError("--sweep-range: the JSON must hold {{n}}, where each value goes");
  const r = /^(-?\d+)\.\.(-?\d+)$/.exec(range);
  if (r === null) throw new CliError(`--sweep-range: expected a range FROM..TO, got "${range}"`);
  const [from, to] = [Number(r[1]), Number(r[2])];
  if (to < from) throw new CliError(`--sweep-range: ${from}..${to} is empty`);
  if (to - from + 1 > MAX_SWEEP)
    throw new CliError(
      `--sweep-range: ${to - from + 1} values, more than the ${MAX_SWEEP} a sweep may hold`,
    );
  const seq = Number(t[1]);
  const by = byAt(seq);
  const entries: SweepEntry[] = [];
  for (let n = from; n <= to; n++) {
    let value: unknown;
    try {
      value = JSON.parse(t[2]!.replaceAll("{{n}}", String(n)));
    } catch (e) {
      throw new CliError(
        `--sweep-range: with n=${n} the JSON does not parse (${(e as Error).message})`,
      );
    }
    const decl = value as { kind?: unknown };
    const input = typeof decl?.kind === "string" && by !== undefined ? { by, decl } : value;
    entries.push({ label: `n=${n}`, edits: [{ kind: "replaceDeclaration", seq, with: input }] });
  }
  return entries;
}
