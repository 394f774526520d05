import type { HeaderData } from "@d20/events";
import type { FightEvent } from "../packages/core/src/log/fightEvent.ts";
import type { ThreeXEvent } from "../packages/core/src/rulesets/3x/log/fightEvent.ts";
import type { CombatantSpec } from "../packages/core/src/rulesets/3x/model/combatant.ts";
import type { Vitals } from "../packages/core/src/rulesets/3x/state/index.ts";

interface Creature {
  hp: number;
  tempHp: number;
  nonlethal: number;
  state: string;
  x: number;
  y: number;
  flatFooted: boolean;
  conditions: string[];
}

/**
 * The replay baseline: a hand-written mutable fold over the same events that keeps the same
 * world state as `evolve` — creatures' vitals, positions, conditions and flat-footedness, the
 * turn's action budget, the initiative order, the round and the dice counters — with direct
 * field writes and no engine machinery (no frames, no `awaiting`, no ruleset lookups).
 */
export function handFold(header: HeaderData, events: readonly FightEvent[]): number {
  const creatures = new Map<string, Creature>();
  for (const spec of header.roster as CombatantSpec[]) {
    creatures.set(spec.id, {
      hp: spec.maxHp,
      tempHp: 0,
      nonlethal: 0,
      state: "ok",
      x: spec.position.x,
      y: spec.position.y,
      flatFooted: true,
      conditions: [],
    });
  }
  const ordinals: Record<string, number> = {};
  let order: string[] = [];
  let round = 0;
  let actor = "";
  let standard = false;
  let move = false;
  let step = false;
  let ended = false;
  // A dnd35 log: its events are the 3.x layer's.
  for (const e of events as readonly ThreeXEvent[]) {
    switch (e.type) {
      case "DiceRolled": {
        const k = e.data.key;
        const cut = k.lastIndexOf("/#");
        ordinals[k.slice(0, cut)] = Number(k.slice(cut + 2));
        break;
      }
      case "InitiativeRolled":
        order = e.data.order.slice();
        break;
      case "RoundStarted":
        round = e.data.round;
        break;
      case "TurnStarted":
        actor = e.data.actor;
        creatures.get(actor)!.flatFooted = false;
        standard = move = step = false;
        break;
      case "ActionTaken":
        if (e.data.slot === "standard") standard = true;
        else if (e.data.slot === "move") move = true;
        else if (e.data.slot === "fullRound") standard = move = true;
        else if (e.data.slot === "fiveFootStep") step = true;
        break;
      case "Moved": {
        const c = creatures.get(e.data.actor)!;
        const to = e.data.path[e.data.path.length - 1]!;
        c.x = to.x;
        c.y = to.y;
        break;
      }
      case "VitalsChanged": {
        const c = creatures.get(e.data.target)!;
        c.hp = e.data.vitals.hp;
        c.tempHp = e.data.vitals.tempHp;
        c.nonlethal = (e.data.vitals as Vitals).nonlethal;
        c.state = e.data.vitals.state;
        break;
      }
      case "ConditionAdded":
        creatures.get(e.data.target)!.conditions.push(e.data.condition);
        break;
      case "ConditionRemoved": {
        const c = creatures.get(e.data.target)!;
        c.conditions = c.conditions.filter((x) => x !== e.data.condition);
        break;
      }
      case "FightEnded":
        ended = true;
        break;
      default:
        break;
    }
  }
  return (
    order.length +
    round +
    actor.length +
    Number(standard) +
    Number(move) +
    Number(step) +
    Number(ended)
  );
}
