/** Where a rule comes from: a section of a seed text, or the SRD for what the seeds assume. */
export type RuleSource =
  | { readonly kind: "seed"; readonly file: string; readonly heading: string }
  | { readonly kind: "srd"; readonly edition: string; readonly ref: string };

/** One entry of a rules index: its source and a one-line English summary. */
export interface RuleEntry {
  readonly source: RuleSource;
  readonly summary: string;
}

/** The 3.5 SRD combat text (seed 000). */
export const SEED_DND35 = "000_a8a34ede289908ea.txt";

/** Cites a section of a seed file. */
export function seed(file: string, heading: string, summary: string): RuleEntry {
  return { source: { kind: "seed", file, heading }, summary };
}

/** Cites the SRD for a rule the seeds rely on without spelling it out (outside the seeds). */
export function srd(edition: string, ref: string, summary: string): RuleEntry {
  return { source: { kind: "srd", edition, ref }, summary };
}
