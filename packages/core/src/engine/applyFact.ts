import type { FightEvent } from "../log/fightEvent.ts";
import { newCombatant } from "./newCombatant.ts";
import type { CombatState } from "./state.ts";

type Fact = Exclude<FightEvent, { type: "DiceRolled" | "Declared" | "Header" }>;

/** The world changes a fact records (the frame stack is `evolve`'s business). */
export function applyFact(state: CombatState, event: Fact): void {
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
      const { actor, round, restriction, resumed } = event.data;
      const c = state.combatants[actor]!;
      c.flatFooted = false;
      c.lastTurnRound = round;
      // The allowance refreshes at the creature's count, not when it steps in from a delay.
      if (resumed === undefined) c.aooUsed = 0;
      c.steppedIn = false;
      state.turnIndex = indexInOrder(state, actor);
      state.turn = {
        actor,
        round,
        restriction,
        standardUsed: false,
        moveUsed: false,
        fullRoundUsed: false,
        fiveFootStepUsed: false,
        moved: false,
        actionsTaken: 0,
        fullAttackNext: undefined,
        resumed: resumed !== undefined,
      };
      return;
    }
    case "TurnSkipped":
      state.turnIndex = indexInOrder(state, event.data.actor);
      state.turn = undefined;
      markDelayersDue(state, event.data.actor);
      return;
    case "TurnEnded":
      state.turn = undefined;
      markDelayersDue(state, event.data.actor);
      return;
    case "ActionTaken": {
      const t = state.turn!;
      switch (event.data.slot) {
        case "standard":
          t.standardUsed = true;
          t.actionsTaken++;
          return;
        case "move":
          // A second move action is taken in place of the standard action (seed 000 动作类型).
          if (t.moveUsed) t.standardUsed = true;
          t.moveUsed = true;
          t.actionsTaken++;
          return;
        case "fullRound":
          t.fullRoundUsed = t.standardUsed = t.moveUsed = true;
          t.actionsTaken++;
          return;
        case "fiveFootStep":
          t.fiveFootStepUsed = true;
          return;
        case "free":
          return;
      }
      return;
    }
    case "Moved": {
      const { actor, path, mode } = event.data;
      state.combatants[actor]!.position = path[path.length - 1]!;
      // Only the turn's own actor's movement counts for its turn: a readied action or an AoO's
      // mover acts out of turn (seed 000 准备READY).
      if (mode !== "fiveFootStep" && state.turn?.actor === actor) state.turn.moved = true;
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
      state.combatants[event.data.spec.id] = newCombatant(event.data.spec);
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
    case "FightEnded":
      state.status = "ended";
      state.turn = undefined;
      if (event.data.winner !== undefined) state.winner = event.data.winner;
      return;
    case "AttackResolved": {
      const fa = event.data.fullAttack;
      if (fa !== undefined && state.turn !== undefined) {
        if (fa.slot + 1 < fa.of) state.turn.fullAttackNext = fa.slot + 1;
        else state.turn.fullAttackNext = undefined;
      }
      return;
    }
    case "DamageDealt":
      state.combatants[event.data.target]!.damageTaken += event.data.amount;
      return;
    case "AttackOfOpportunity":
      state.combatants[event.data.attacker]!.aooUsed++;
      return;
    case "ActionReadied": {
      const { actor, action, trigger } = event.data;
      state.combatants[actor]!.readied = { action, trigger, round: state.round };
      return;
    }
    case "ReadiedActionFired": {
      const { by, triggeredBy, count } = event.data;
      state.combatants[by]!.readied = undefined;
      moveAhead(state, by, triggeredBy, count);
      return;
    }
    case "ReadiedActionLost":
      state.combatants[event.data.actor]!.readied = undefined;
      return;
    case "Delayed": {
      const { actor, round, after, count, nextRound } = event.data;
      const at = indexInOrder(state, actor);
      const entry = state.order[at]!;
      state.order.splice(at, 1);
      if (at <= state.turnIndex) state.turnIndex--;
      state.turn = undefined;
      state.combatants[actor]!.delaying = {
        entry,
        round,
        ...(after === undefined ? {} : { after }),
        ...(count === undefined ? {} : { count }),
        ...(nextRound === true ? { nextRound } : {}),
        due: false,
        // Not asked about stepping in until a later turn ends.
        asked: true,
      };
      return;
    }
    case "DelayEnded": {
      const { actor, count, lapsed } = event.data;
      const c = state.combatants[actor]!;
      const entry = c.delaying!.entry;
      c.delaying = undefined;
      c.steppedIn = !lapsed;
      // Back in the order right after the turn that just ended, at its new count.
      state.order.splice(state.turnIndex + 1, 0, { ...entry, count });
      return;
    }
    case "CastingStarted": {
      const { caster, spell, target } = event.data;
      const c = state.combatants[caster]!;
      c.casting = {
        spell,
        ...(target === undefined ? {} : { target }),
        round: state.round,
        damageAtStart: c.damageTaken,
      };
      return;
    }
    case "CastingCompleted":
      state.combatants[event.data.caster]!.casting = undefined;
      return;
    case "SpellLost": {
      const c = state.combatants[event.data.caster];
      if (c !== undefined) {
        c.casting = undefined;
        c.countered = false;
        c.lostConcentration = false;
      }
      return;
    }
    case "CounterspellAttempted":
      if (event.data.countered) state.combatants[event.data.caster]!.countered = true;
      return;
    case "WindowOpened":
      if (event.data.window === "delay")
        for (const id of event.data.candidates) state.combatants[id]!.delaying!.asked = true;
      return;
    case "ConcentrationRolled":
      // A failed check loses the spell: its cast frame, or the harm frame, says so next.
      if (!event.data.success) state.combatants[event.data.caster]!.lostConcentration = true;
      return;
    case "SaveRolled":
    case "RulingOverridden":
    case "WindowClosed":
    case "OpportunityDeclined":
    case "SpellCast":
      return;
    default: {
      const never: never = event;
      throw new Error(`invariant: unknown fact ${(never as { type: string }).type}`);
    }
  }
}

/**
 * A readied action fired: the readier's place in the order is now just ahead of the creature
 * whose action triggered it, at that count (seed 000 准备的先攻结果). The index of the turn being
 * played follows its creature.
 */
function moveAhead(state: CombatState, id: string, ahead: string, count: number): void {
  const from = indexInOrder(state, id);
  if (from < 0 || indexInOrder(state, ahead) < 0) return;
  const current = state.order[state.turnIndex]?.id;
  const [entry] = state.order.splice(from, 1);
  state.order.splice(indexInOrder(state, ahead), 0, { ...entry!, count });
  if (current !== undefined) state.turnIndex = indexInOrder(state, current);
}

/** A delayer waiting for `actor`'s turn to end may step in now (seed 000 延迟DELAY). */
function markDelayersDue(state: CombatState, actor: string): void {
  for (const id of state.roster) {
    const d = state.combatants[id]!.delaying;
    if (d === undefined) continue;
    if (d.after === actor) d.due = true;
    d.asked = false;
  }
}

function indexInOrder(state: CombatState, id: string): number {
  const order = state.order;
  for (let i = 0; i < order.length; i++) if (order[i]!.id === id) return i;
  return -1;
}
