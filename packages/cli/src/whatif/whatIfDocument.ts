import { existsSync, realpathSync, writeFileSync } from "node:fs";
import type { ForkEdit } from "@d20/events";
import type { Interval, RunResult, WhatIfReport } from "@d20/replay";
import { CliError } from "../cli/cliError.ts";

/** The name and version of the document `whatif --out` writes (docs/whatif-json.md). */
export const WHATIF_DOCUMENT = { format: "d20-whatif", version: 1 } as const;

/** One what-if as the document holds it: its outcome summary and every run's result. */
export interface DocumentedWhatIf {
  readonly summary: WhatIfReport["summary"];
  /** Each run's result (no events): index, winner, ended, rounds, survivors, damageTaken, fates. */
  readonly results: readonly RunResult[];
}

/** What a `whatif` found, whole: what a viewer charts (docs/whatif-json.md). */
export interface WhatIfDocument {
  readonly format: typeof WHATIF_DOCUMENT.format;
  readonly version: typeof WHATIF_DOCUMENT.version;
  readonly parent: string;
  readonly at: number;
  readonly edits: readonly ForkEdit[];
  readonly runs: number;
  /** The policy every combatant played on with, when one was named for all. */
  readonly policy?: string;
  readonly edited?: DocumentedWhatIf;
  /** With `--compare`: the unedited fork on the same dice, and the paired differences by side. */
  readonly unedited?: DocumentedWhatIf;
  readonly paired?: Readonly<Record<string, Readonly<Record<string, Interval>>>>;
  /** With a sweep: one what-if per entry, with the entry's own edits. */
  readonly sweep?: readonly (DocumentedWhatIf & {
    readonly label: string;
    readonly edits: readonly ForkEdit[];
  })[];
}

/** The document's head: what was asked. */
export function documentHead(
  parent: string,
  at: number,
  edits: readonly ForkEdit[],
  runs: number,
  policy: string | undefined,
): WhatIfDocument {
  return {
    ...WHATIF_DOCUMENT,
    parent,
    at,
    edits,
    runs,
    ...(policy === undefined ? {} : { policy }),
  };
}

/** A report as the document holds it (the runs' events, if any were kept, left out). */
export function documented(report: WhatIfReport): DocumentedWhatIf {
  return {
    summary: report.summary,
    results: report.results.map(({ events: _events, ...result }) => result),
  };
}

/**
 * Refuses, before any run is played, an `--out` that exists (unless `overwrite`) or that is the
 * fight's own log: the document would be written over it after the runs.
 */
export function checkDocumentOut(out: string, overwrite: boolean, inputs: readonly string[]): void {
  if (!existsSync(out)) return;
  const same = inputs.find((i) => existsSync(i) && realpathSync(i) === realpathSync(out));
  if (same !== undefined)
    throw new CliError(
      `--out ${out}: it is the input ${same}, which is only read (give another file)`,
    );
  if (!overwrite) throw new CliError(`${out} already exists (pass --overwrite to replace it)`);
}

/** Writes the document to `out` as JSON (NaN, a rate of no runs, is written as null). */
export function writeDocument(out: string, doc: WhatIfDocument): void {
  writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
}
