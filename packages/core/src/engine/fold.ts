import type { DiceSource, HeaderData } from "@d20/events";
import { produce } from "immer";
import type { FightEvent } from "../log/fightEvent.ts";
import { EngineContext } from "./context.ts";
import { type FightLimits, run } from "./decide.ts";
import { evolveMut, evolveWorld } from "./evolve.ts";
import { fightState } from "./fightState.ts";
import type { RulesetRegistry } from "./registry.ts";
import type { Ruleset } from "./ruleset.ts";
import type { CombatState } from "./state.ts";

/** `evolve(state, event) -> state`, pure: the next state, frozen and structurally shared. */
export function evolve(ruleset: Ruleset, state: CombatState, event: FightEvent): CombatState {
  return produce(state, (draft) => {
    evolveMut(draft as CombatState, event, ruleset);
  });
}

/**
 * Folds events onto a state in place (replay's hot loop: a plain private copy, no proxies).
 * The caller owns `state`; pass `cloneState` of a shared state. The result is the state
 * `evolveMut` gives event by event. An input's events are folded without their resolution
 * frames (see `evolveWorld`) when those frames are closed again before the next input: that is,
 * when neither that input nor the next is an answer given inside an interrupt window, and a
 * later input follows. Everything else — the events before the first input, the last input's,
 * and every input around a window's answers — is folded in full.
 */
export function foldMut(
  ruleset: Ruleset,
  state: CombatState,
  events: Iterable<FightEvent>,
): CombatState {
  const list = Array.isArray(events) ? (events as readonly FightEvent[]) : [...events];
  let i = 0;
  for (; i < list.length && list[i]!.type !== "Declared"; i++) evolveMut(state, list[i]!, ruleset);
  while (i < list.length) {
    // `list[i]` is a declaration: find the next one.
    let j = i + 1;
    while (j < list.length && list[j]!.type !== "Declared") j++;
    const full =
      j === list.length || answersWindow(list[i]!, ruleset) || answersWindow(list[j]!, ruleset);
    for (; i < j; i++) (full ? evolveMut : evolveWorld)(state, list[i]!, ruleset);
  }
  return state;
}

function answersWindow(e: FightEvent, ruleset: Ruleset): boolean {
  return e.type === "Declared" && ruleset.answerKinds.has(e.data.decl.kind);
}

/** The state after a fight's header and `events` (the events after the header). */
export function fold(
  rulesets: RulesetRegistry,
  header: HeaderData,
  events: Iterable<FightEvent>,
): CombatState {
  const state = fightState(header, rulesets);
  return foldMut(rulesets.of(state), state, events);
}

/**
 * Runs the automatic steps the engine owes (a state cut in the middle of a resolution, or after
 * a turn ended) until an input is awaited again; mutates `state`, returns the events. `limits` as
 * for `decideMut` (a fight its driver ended at a round limit resumes under that limit).
 */
export function resumeMut(
  ruleset: Ruleset,
  state: CombatState,
  dice: DiceSource,
  limits: FightLimits = {},
): FightEvent[] {
  const ctx = new EngineContext(state, ruleset, dice, limits.lastRound);
  run(ctx);
  return ctx.events;
}
