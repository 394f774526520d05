import type { DiceSource, HeaderData } from "@d20/events";
import type { FightLimits } from "../../../engine/decide.ts";
import type { CombatState } from "../../../engine/state.ts";
import type { RuleViolation } from "../../../engine/violation.ts";
import * as bound from "../../../registry/engine.ts";
import type { ThreeXInput } from "../../3x/log/declarations.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

// The registry-bound engine (`@d20/core`) seen with dnd35's own types, for dnd35's tests and
// tools: a dnd35 header builds a state of dnd35's (`Ruleset.state`), and its fights emit dnd35's
// events, so reading them as such is the trusted widening of `asEngineRuleset`, made here once.

const asState = (s: CombatState) => s as unknown as ThreeXState;
const asEvents = <T>(out: T) => out as unknown as ThreeXEvent[];

/** The state a dnd35 fight starts in. */
export function fightState(header: HeaderData): ThreeXState {
  return asState(bound.fightState(header));
}

/** Decides an input on a dnd35 state it may mutate (`decideMut`). */
export function decideMut(
  state: ThreeXState,
  input: ThreeXInput,
  dice: DiceSource,
  limits: FightLimits = {},
): ThreeXEvent[] | RuleViolation {
  const out = bound.decideMut(state, input, dice, limits);
  return "kind" in out ? out : asEvents(out);
}

/** `foldMut` over a dnd35 state. */
export function foldMut(state: ThreeXState, events: Iterable<ThreeXEvent>): ThreeXState {
  return asState(bound.foldMut(state, events as Iterable<never>));
}

/** The dnd35 state after a header and the events after it. */
export function fold(header: HeaderData, events: Iterable<ThreeXEvent>): ThreeXState {
  return asState(bound.fold(header, events as Iterable<never>));
}

/** `resumeMut` over a dnd35 state. */
export function resumeMut(
  state: ThreeXState,
  dice: DiceSource,
  limits: FightLimits = {},
): ThreeXEvent[] {
  return asEvents(bound.resumeMut(state, dice, limits));
}
