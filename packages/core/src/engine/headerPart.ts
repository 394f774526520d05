import { FIRST_HEADER_PART_VERSION, type HeaderData, type HeaderPartSpec } from "@d20/events";
import type { Ruleset } from "./ruleset.ts";

/** A ruleset's header part (options, roster): its current version and upcasters to it. */
export type { HeaderPartSpec };

/**
 * The `rulesetPart` field a writer puts in a new header of `ruleset`: none while the ruleset's
 * part is at version 1 (so headers stay byte for byte what they were), its version after.
 */
export function headerPartField(ruleset: Ruleset): { readonly rulesetPart?: number } {
  const { current } = ruleset.headerPart;
  return current === FIRST_HEADER_PART_VERSION ? {} : { rulesetPart: current };
}

/**
 * Why a header's ruleset part is not at the ruleset's current version (a header built without
 * `headerPartField`, or read without the registry's catalogue, which upcasts it), or undefined.
 */
export function staleHeaderPart(header: HeaderData, ruleset: Ruleset): string | undefined {
  const stored = header.rulesetPart ?? FIRST_HEADER_PART_VERSION;
  if (stored === ruleset.headerPart.current) return undefined;
  return `rulesetPart: ${ruleset.id}'s header part is version ${ruleset.headerPart.current}, this header's is ${stored}`;
}
