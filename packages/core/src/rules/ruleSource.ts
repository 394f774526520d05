/** Where a rule comes from: a section of a seed text, or the SRD for what the seeds assume. */
export type RuleSource =
  | SeedSource
  | { readonly kind: "srd"; readonly edition: string; readonly ref: string };

/**
 * A section of a seed file, and the sentence of it that states the rule: `quote` is copied
 * verbatim from the seed (the same characters and punctuation) — one sentence, or two or three
 * consecutive ones, or a table's rows — and lies in the section of `heading` (a listed heading
 * of seeds/headings/, or a run-in lead of the index's ruleset). A quote that runs over a line
 * break of the file is written with the break as one space (`joinSeedLines`, rules/seedSection),
 * which is also how a table's rows read one after another.
 */
export interface SeedSource {
  readonly kind: "seed";
  readonly file: string;
  readonly heading: string;
  readonly quote: string;
}

/** One entry of a rules index: its source and a one-line English summary. */
export interface RuleEntry {
  readonly source: RuleSource;
  readonly summary: string;
}

/** The 3.5 SRD combat text (seed 000). */
export const SEED_DND35 = "000_a8a34ede289908ea.txt";

/** Cites a section of a seed file, quoting the sentence that states the rule. */
export function seed(file: string, heading: string, summary: string, quote: string): RuleEntry {
  return { source: { kind: "seed", file, heading, quote }, summary };
}

/** Cites the SRD for a rule the seeds rely on without spelling it out (outside the seeds). */
export function srd(edition: string, ref: string, summary: string): RuleEntry {
  return { source: { kind: "srd", edition, ref }, summary };
}
