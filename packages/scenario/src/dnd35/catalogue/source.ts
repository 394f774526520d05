import type { RuleSource } from "@d20/core";

/** Cites the 3.5 SRD for catalogue data the seeds rely on but do not print (DESIGN: rulesets). */
export function srd35(ref: string): RuleSource {
  return { kind: "srd", edition: "3.5", ref };
}
