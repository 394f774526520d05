import type { DiceSource, HeaderData } from "@d20/events";
import * as engine from "../engine/decide.ts";
import { fightState as engineFightState } from "../engine/fightState.ts";
import * as folds from "../engine/fold.ts";
import type { Ruleset } from "../engine/ruleset.ts";
import type { CombatState } from "../engine/state.ts";
import type { RuleViolation } from "../engine/violation.ts";
import type { Input } from "../log/declarations.ts";
import type { FightEvent } from "../log/fightEvent.ts";
import { registry } from "./registry.ts";

// The engine's entry points with the registry bound: the public API of @d20/core, so that
// replay, scenario and the CLI name no ruleset and hand in nothing. Each resolves the ruleset
// once per call (per input or per fold), as the engine did before it took one handed in.

/** The ruleset a fight is played under, from the registry. */
export function rulesetOf(state: Pick<CombatState, "ruleset">): Ruleset {
  return registry.of(state);
}

/** The state a fight starts in, built from its header, under a registered ruleset. */
export function fightState(header: HeaderData): CombatState {
  return engineFightState(header, registry);
}

/** `decideMut` of the engine, under the state's registered ruleset. */
export function decideMut(
  state: CombatState,
  input: Input,
  dice: DiceSource,
  limits: engine.FightLimits = {},
): FightEvent[] | RuleViolation {
  return engine.decideMut(registry.of(state), state, input, dice, limits);
}

/** `decide` of the engine (pure), under the state's registered ruleset. */
export function decide(
  state: CombatState,
  input: Input,
  dice: DiceSource,
): readonly FightEvent[] | RuleViolation {
  return engine.decide(registry.of(state), state, input, dice);
}

/** `step` of the engine (pure, with the next state), under the state's registered ruleset. */
export function step(
  state: CombatState,
  input: Input,
  dice: DiceSource,
): engine.Step | RuleViolation {
  return engine.step(registry.of(state), state, input, dice);
}

/** `evolve` (pure), under the state's registered ruleset. */
export function evolve(state: CombatState, event: FightEvent): CombatState {
  return folds.evolve(registry.of(state), state, event);
}

/** `foldMut` (in place), under the state's registered ruleset, looked up once per fold. */
export function foldMut(state: CombatState, events: Iterable<FightEvent>): CombatState {
  return folds.foldMut(registry.of(state), state, events);
}

/** The state after a header and the events after it, under a registered ruleset. */
export function fold(header: HeaderData, events: Iterable<FightEvent>): CombatState {
  return folds.fold(registry, header, events);
}

/** `resumeMut` (in place), under the state's registered ruleset. */
export function resumeMut(
  state: CombatState,
  dice: DiceSource,
  limits: engine.FightLimits = {},
): FightEvent[] {
  return folds.resumeMut(registry.of(state), state, dice, limits);
}
