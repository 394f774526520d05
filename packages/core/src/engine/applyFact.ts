import type { FightEvent } from "../log/fightEvent.ts";
import type { Ruleset } from "./ruleset.ts";
import type { CombatState } from "./state.ts";

type Fact = Exclude<FightEvent, { type: "DiceRolled" | "Declared" | "Header" }>;

/**
 * The world changes a fact records (the frame stack is `evolve`'s business): the engine keeps
 * the edition-neutral facts here, then hands every fact to the ruleset's reducer, which keeps
 * its own facts and its part of the shared ones (`Ruleset.state`).
 */
export function applyFact(state: CombatState, event: Fact, ruleset: Ruleset): void {
  applyEngineFact(state, event, ruleset);
  ruleset.state.apply(state, event);
}

function applyEngineFact(state: CombatState, event: Fact, ruleset: Ruleset): void {
  switch (event.type) {
    case "CombatBegan":
      state.status = "active";
      return;
    case "InitiativeRolled": {
      // Keep the place in the round: after the last count if the round was over (the end of a
      // surprise round), else at the creature whose turn it was.
      const roundOver = state.turn === undefined && state.turnIndex >= state.order.length - 1;
      const current = state.order[state.turnIndex]?.id;
      const byId = new Map(state.order.map((e) => [e.id, e]));
      for (const e of event.data.entries) byId.set(e.id, e);
      state.order = event.data.order.map((id) => byId.get(id)!);
      state.turnIndex = roundOver
        ? state.order.length - 1
        : state.order.findIndex((e) => e.id === current);
      return;
    }
    case "RoundStarted":
      state.round = event.data.round;
      // Die keys carry their round, so no earlier round's counter is asked for again: drop them,
      // or a long fight's state (and every snapshot of it) grows with every round played.
      state.diceOrdinals = new Map();
      state.surprise = event.data.surprise;
      state.turnIndex = -1;
      state.turn = undefined;
      return;
    case "TurnStarted": {
      const { actor, round } = event.data;
      state.combatants[actor]!.lastTurnRound = round;
      state.turnIndex = indexInOrder(state, actor);
      state.turn = ruleset.state.newTurn(event.data, state);
      return;
    }
    case "TurnSkipped":
      state.turnIndex = indexInOrder(state, event.data.actor);
      state.turn = undefined;
      return;
    case "TurnEnded":
      state.turn = undefined;
      return;
    case "Moved": {
      const path = event.data.path;
      state.combatants[event.data.actor]!.position = path[path.length - 1]!;
      return;
    }
    case "VitalsChanged":
      state.combatants[event.data.target]!.vitals = event.data.vitals;
      return;
    case "ConditionAdded": {
      const { target, condition, until, rule } = event.data;
      const c = state.combatants[target]!;
      c.conditions = c.conditions.filter((x) => x.name !== condition);
      c.conditions.push(
        until === undefined ? { name: condition, rule } : { name: condition, until, rule },
      );
      return;
    }
    case "ConditionRemoved": {
      const c = state.combatants[event.data.target]!;
      c.conditions = c.conditions.filter((x) => x.name !== event.data.condition);
      return;
    }
    case "CombatantAdded":
      state.combatants[event.data.spec.id] = ruleset.state.newCombatant(event.data.spec);
      state.roster.push(event.data.spec.id);
      return;
    case "CombatantRemoved": {
      const { id } = event.data;
      const at = state.order.findIndex((e) => e.id === id);
      if (at >= 0) {
        state.order.splice(at, 1);
        if (at <= state.turnIndex) state.turnIndex--;
      }
      delete state.combatants[id];
      state.roster = state.roster.filter((r) => r !== id);
      return;
    }
    case "PositionSet":
      state.combatants[event.data.target]!.position = event.data.to;
      return;
    case "OrderChanged": {
      // The turn being played stays its creature's: its index follows the move.
      const { target, before, count } = event.data;
      const current = state.order[state.turnIndex]?.id;
      const from = state.order.findIndex((e) => e.id === target);
      const [entry] = state.order.splice(from, 1);
      state.order.splice(
        state.order.findIndex((e) => e.id === before),
        0,
        { ...entry!, count },
      );
      if (current !== undefined) state.turnIndex = state.order.findIndex((e) => e.id === current);
      return;
    }
    case "FightEnded":
      state.status = "ended";
      state.turn = undefined;
      if (event.data.winner !== undefined) state.winner = event.data.winner;
      return;
    case "RulingOverridden":
    case "WindowOpened":
    case "WindowClosed":
      return;
    default:
      // A fact of the ruleset's own: its reducer keeps it (`ruleset.state.apply`).
      return;
  }
}

/** The index of `id` in the initiative order, or −1 (a plain loop: this runs per turn). */
export function indexInOrder(state: CombatState, id: string): number {
  const order = state.order;
  for (let i = 0; i < order.length; i++) if (order[i]!.id === id) return i;
  return -1;
}
