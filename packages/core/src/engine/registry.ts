import { type LogCatalogue, logCatalogue, type RulesetCatalogue } from "@d20/events";
import { engineCatalogue } from "./eventTypes.ts";
import type { Ruleset } from "./ruleset.ts";
import { rulesetCatalogue } from "./rulesetCatalogue.ts";
import type { CombatState } from "./state.ts";

/**
 * The rulesets a program knows, handed to the engine (which imports none): by id, and the log
 * catalogue their logs are read against, each log by the ruleset its header names.
 */
export interface RulesetRegistry {
  /** The registered ids, in registration order. */
  readonly ids: readonly string[];
  /** The ruleset registered under `id`, or undefined. */
  get(id: string): Ruleset | undefined;
  /** The ruleset a fight is played under (its state was built from a checked header). */
  of(state: Pick<CombatState, "ruleset">): Ruleset;
  /** Shared types plus each ruleset's own, for the codec and the stores. */
  readonly catalogue: LogCatalogue;
}

/** A registry of `list`; two rulesets under one id are a programming error, thrown at once. */
export function rulesetRegistry(list: readonly Ruleset[]): RulesetRegistry {
  const byId = new Map<string, Ruleset>();
  const catalogues = new Map<string, RulesetCatalogue>();
  for (const ruleset of list) {
    if (byId.has(ruleset.id)) throw new Error(`two rulesets are registered as ${ruleset.id}`);
    byId.set(ruleset.id, ruleset);
    catalogues.set(ruleset.id, rulesetCatalogue(ruleset));
  }
  return {
    ids: [...byId.keys()],
    get: (id) => byId.get(id),
    of(state) {
      const r = byId.get(state.ruleset.id);
      if (r === undefined) throw new Error(`unknown ruleset "${state.ruleset.id}"`);
      return r;
    },
    catalogue: logCatalogue(engineCatalogue, catalogues),
  };
}
