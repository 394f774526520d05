import type { FightEvent } from "../log/fightEvent.ts";
import { applyFact } from "./applyFact.ts";
import { computeAwaiting } from "./awaiting.ts";
import type { Ruleset } from "./ruleset.ts";
import type { CombatState, Frame } from "./state.ts";

/** Facts after which a side may have gone down (or come back): the fight may be over. */
const STANDING_CHANGES: ReadonlySet<string> = new Set([
  "CombatBegan",
  "VitalsChanged",
  "CombatantAdded",
  "CombatantRemoved",
  "FightEnded",
]);

/**
 * Folds one event into the state, mutating it: the body of `evolve`, written as a recipe on a
 * draft so that it runs both inside immer's `produce` (frozen, shared states for callers) and
 * on a plain private copy in the replay and simulation loops. Never rolls, reads a clock or asks
 * a policy: everything it needs is in the event.
 */
export function evolveMut(state: CombatState, event: FightEvent, ruleset: Ruleset): void {
  takeSeq(state, event);
  switch (event.type) {
    case "DiceRolled": {
      countDie(state, event.data.key);
      state.pendingDice.push(event.data);
      return;
    }
    case "Declared": {
      const { by, decl } = event.data;
      state.frames.push(ruleset.frameFor(state, by, decl, event.seq));
      break;
    }
    case "Header":
      throw new Error("invariant: a Header starts a fight; it is not folded into one");
    default: {
      applyWithStanding(state, event, ruleset);
      // A new array, not `length = 0`: truncating in place is slow on V8's hot path.
      if (state.pendingDice.length !== 0) state.pendingDice = [];
      const top = state.frames[state.frames.length - 1];
      if (top !== undefined)
        transition(state, top, ruleset.frames[top.kind]!.on(top, event, state), ruleset);
      else {
        const opened = ruleset.opens?.(state, event);
        if (opened !== undefined) state.frames.push(opened);
      }
    }
  }
  state.awaiting = computeAwaiting(state, ruleset);
}

/**
 * The world part of `evolveMut` alone: everything except the resolution frames and `awaiting`.
 * Replay may use it for the events of every input but the last one, because each input's
 * frames are opened and closed before the next input is declared (inputs are only taken while
 * no frame is open): folding those frames would be work thrown away. `foldMut` then runs the
 * full `evolveMut` from the last declaration on, so the state it returns is exactly the state
 * the full fold returns (a law checks it at every split point).
 */
export function evolveWorld(state: CombatState, event: FightEvent, ruleset: Ruleset): void {
  takeSeq(state, event);
  switch (event.type) {
    case "DiceRolled": {
      countDie(state, event.data.key);
      return;
    }
    case "Declared":
      return;
    case "Header":
      throw new Error("invariant: a Header starts a fight; it is not folded into one");
    default:
      applyWithStanding(state, event, ruleset);
  }
}

/**
 * Applies a fact and keeps `fightOver` current. Most `VitalsChanged` leave their target as up
 * (or as down) as before, and then no side can have fallen: the roster is scanned only when
 * someone went down or came back, or joined, left, or the fight began or ended.
 */
function applyWithStanding(state: CombatState, event: Fact, ruleset: Ruleset): void {
  if (event.type === "VitalsChanged") {
    const wasDown = ruleset.isDown(state, event.data.target);
    applyFact(state, event, ruleset);
    if (ruleset.isDown(state, event.data.target) === wasDown) return;
  } else {
    applyFact(state, event, ruleset);
    if (!STANDING_CHANGES.has(event.type)) return;
  }
  state.fightOver = state.status === "active" && ruleset.sidesStanding(state).length <= 1;
}

type Fact = Parameters<typeof applyFact>[1];

/** Moves the state's clock to the event's seq, which must be the next one. */
function takeSeq(state: CombatState, event: FightEvent): void {
  if (event.seq !== state.nextSeq) {
    throw new Error(`invariant: event seq ${event.seq} where ${state.nextSeq} was due`);
  }
  state.nextSeq = event.seq + 1;
}

/**
 * Records a die's ordinal under its `combatant/purpose/round`, so the next key follows on. A
 * sub-die (`…/#3.2`, one die of a roll of several) counts as its roll's ordinal, 3.
 */
function countDie(state: CombatState, key: string): void {
  const cut = key.lastIndexOf("/#");
  // The ordinal's digits read in place: no substring for the number (hot: once per die).
  let ordinal = 0;
  for (let i = cut + 2; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c === 46) break; // "."
    ordinal = ordinal * 10 + c - 48;
  }
  state.diceOrdinals.set(key.slice(0, cut), ordinal);
}

function transition(
  state: CombatState,
  frame: Frame,
  next: ReturnType<NonNullable<Ruleset["frames"][string]["on"]>>,
  ruleset: Ruleset,
): void {
  if ((next as { done?: true }).done === true) {
    state.frames.pop();
    const parent = state.frames[state.frames.length - 1];
    if (parent === undefined) return;
    const onChildDone = ruleset.frames[parent.kind]!.onChildDone;
    if (onChildDone === undefined)
      throw new Error(`invariant: frame ${parent.kind} has no onChildDone`);
    transition(state, parent, onChildDone(parent, frame, state), ruleset);
    return;
  }
  const step = next as { phase: string; push?: Frame | readonly Frame[] };
  frame.phase = step.phase;
  const push = step.push;
  if (push === undefined) return;
  if (Array.isArray(push)) for (const f of push) state.frames.push(f);
  else state.frames.push(push as Frame);
}
