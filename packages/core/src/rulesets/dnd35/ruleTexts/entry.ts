import { SEED_DND35, seed, srd } from "../../../rules/ruleSource.ts";

/** A rule of seed 000: its heading, a summary, and the sentence that states it, verbatim. */
export const s = (heading: string, summary: string, quote: string) =>
  seed(SEED_DND35, heading, summary, quote);

/** A rule of the 3.5 SRD the seeds rely on without spelling it out (not stored: no quote). */
export const x = (ref: string, summary: string) => srd("3.5", ref, summary);
