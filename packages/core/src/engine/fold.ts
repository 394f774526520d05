import type { DiceSource, HeaderData } from "@d20/events";
import { produce } from "immer";
import type { FightEvent } from "../log/fightEvent.ts";
import { EngineContext } from "./context.ts";
import { run } from "./decide.ts";
import { evolveMut, evolveWorld } from "./evolve.ts";
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
 * The caller owns `state`; pass `structuredClone` of a shared state. The result is the state
 * `evolveMut` gives event by event; inputs before the last declaration are folded without their
 * (already closed) resolution frames — see `evolveWorld`.
 */
export function foldMut(state: CombatState, events: Iterable<FightEvent>): CombatState {
  const ruleset = rulesetOf(state);
  const list = Array.isArray(events) ? (events as readonly FightEvent[]) : [...events];
  const first = list.findIndex((e) => e.type === "Declared");
  let last = first;
  for (let i = list.length - 1; i > first; i--) {
    if (list[i]!.type === "Declared") {
      last = i;
      break;
    }
  }
  // Up to the first declaration: frames an earlier fold left open, closed in full. From the
  // last declaration on: the input whose frames may still be open at the end, in full.
  let i = 0;
  for (; i < first; i++) evolveMut(state, list[i]!, ruleset);
  for (; i < last; i++) evolveWorld(state, list[i]!, ruleset);
  for (; i < list.length; i++) evolveMut(state, list[i]!, ruleset);
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
