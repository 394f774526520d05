/**
 * @d20/scenario — fights written as JSON scenarios (docs/scenario.md): read and check them with
 * every error at once, play them with policies, scripts, forced dice and people, and write the
 * sealed log.
 */

export type { StockCreature, StockStats } from "./dnd35/catalogue/creatures.ts";
/** The catalogue a scenario names things from: weapons, armor, shields, stock creatures. */
export { type Catalogue, catalogue } from "./dnd35/catalogue/index.ts";
/** The policy names a scenario may give (besides "scripted" and "human"). */
export { scenarioPolicies } from "./frame/definitions.ts";
/** A scenario read and checked, ready to play. */
export type { LoadedScenario } from "./loadedScenario.ts";
/** Reads a scenario file (bytes → text → scenario). */
export { loadScenarioFile } from "./loadScenarioFile.ts";
/** Reads a scenario from JSON text; the round limit of one that sets none. */
export { DEFAULT_MAX_ROUNDS, parseScenario } from "./parseScenario.ts";
/** Plays a scenario to its end. */
export { type PlayOptions, playScenario } from "./play/playScenario.ts";
/** Reads one combatant in the scenario format, for a format that lists them one by one. */
export { readScenarioCombatant, type ScenarioCombatant } from "./readScenarioCombatant.ts";
/** A scenario that cannot be loaded or played: every issue, with its JSON path. */
export { ScenarioError, type ScenarioIssue } from "./scenarioError.ts";
/** A played scenario's sealed JSONL log. */
export { scenarioToLog } from "./scenarioToLog.ts";
/** The scenario JSON Schema, generated from the frame's and every ruleset fragment's definitions. */
export { scenarioSchema } from "./schema/scenarioSchema.ts";
/** A policy's name. */
export type { PolicyName } from "./validate/combatant.ts";
