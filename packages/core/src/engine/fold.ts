import type { DiceSource, HeaderData } from "@d20/events";
import { produce } from "immer";
import type { FightEvent } from "../log/fightEvent.ts";
import { EngineContext } from "./context.ts";
import { run } from "./decide.ts";
import { evolveMut } from "./evolve.ts";
import { fightState } from "./fightState.ts";
import { rulesetOf } from "./rulesets.ts";
import type { CombatState } from "./state.ts";

/** `evolve(state, event) -> state`, pure: the next state, frozen and structurally shared. */
export function evolve(state: CombatState, event: FightEvent): CombatState {
  const ruleset = rulesetOf(state);
  return produce(state, (draft) => {
    evolveMut(draft as CombatState, event, ruleset);
  });
}

/**
 * Folds events onto a state in place (replay's hot loop: a plain private copy, no proxies).
 * The caller owns `state`; pass `structuredClone` of a shared state.
 */
export function foldMut(state: CombatState, events: Iterable<FightEvent>): CombatState {
  const ruleset = rulesetOf(state);
  for (const e of events) evolveMut(state, e, ruleset);
  return state;
}

/** The state after a fight's header and `events` (the events after the header). */
export function fold(header: HeaderData, events: Iterable<FightEvent>): CombatState {
  return foldMut(fightState(header), events);
}

/**
 * Runs the automatic steps the engine owes (a state cut in the middle of a resolution, or after
 * a turn ended) until an input is awaited again; mutates `state`, returns the events.
 */
export function resumeMut(state: CombatState, dice: DiceSource): FightEvent[] {
  const ctx = new EngineContext(state, rulesetOf(state), dice);
  run(ctx);
  return ctx.events;
}
