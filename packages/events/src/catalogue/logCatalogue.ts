import type { Catalogue, EventTypeSpec } from "./catalogue.ts";
import { codecCatalogue } from "./catalogue.ts";
import type { HeaderPartSpec } from "./headerPart.ts";

/** What one ruleset's logs may hold: every type and version it accepts, and its header part. */
export interface RulesetCatalogue {
  /** The shared types and the ruleset's own (its declarations and facts), by name. */
  readonly types: Catalogue;
  /** The version of the part of the header the ruleset owns (options, roster) and its upcasters. */
  readonly header: HeaderPartSpec;
}

/**
 * The catalogue a reader checks a log against, per ruleset: a log's types and versions are
 * checked against the catalogue of the ruleset its header names, so a type one ruleset
 * registers is unknown in another's log.
 */
export interface LogCatalogue {
  /** The types a stream may start with and that any log may hold (header, fork header, dice). */
  readonly shared: Catalogue;
  /** The catalogue of a registered ruleset's logs, or undefined for one not registered. */
  ruleset(id: string): RulesetCatalogue | undefined;
  /**
   * Every registered ruleset's types at once: for a stream whose ruleset the reader cannot see
   * (a branch read apart from its parent's header) or that names no registered ruleset (which
   * the engine then refuses to start a fight from, naming the field).
   */
  readonly any: Catalogue;
}

/** A log catalogue from the shared types and each registered ruleset's catalogue, by id. */
export function logCatalogue(
  shared: Catalogue,
  rulesets: ReadonlyMap<string, RulesetCatalogue>,
): LogCatalogue {
  const any = new Map<string, EventTypeSpec>(shared);
  for (const { types } of rulesets.values()) {
    for (const [type, spec] of types) {
      const seen = any.get(type);
      // Two rulesets may version one name apart: any version either reads is readable.
      if (seen === undefined || seen.current < spec.current) any.set(type, spec);
    }
  }
  return { shared, ruleset: (id) => rulesets.get(id), any };
}

/**
 * The catalogue a reader uses when none is handed in: this package's own types for every
 * ruleset. A log holding declarations or facts needs the registry's catalogue (`@d20/core`).
 */
export const codecLogCatalogue: LogCatalogue = logCatalogue(codecCatalogue, new Map());
