import { seededDice } from "@d20/events";
import { runFight } from "../packages/core/src/driver/runFight.ts";
import { fightState } from "../packages/core/src/engine/fightState.ts";
import { foldMut } from "../packages/core/src/engine/fold.ts";
import type { FightEvent } from "../packages/core/src/log/fightEvent.ts";
import { attackNearest } from "../packages/core/src/policies/attackNearest.ts";
import { fullAttackOrCharge } from "../packages/core/src/policies/fullAttackOrCharge.ts";
import { fourVsFour } from "../packages/core/src/testing/scenarios.ts";
import { measure, measurePair, report } from "./measure.ts";

const policy = (id: string) => (id.startsWith("战士") ? fullAttackOrCharge : attackNearest);

/**
 * Fights per second on one core (4 vs 4, level 1, in memory, no hashing), against the same
 * fights' events folded by the hand-written baseline below — a floor for what a fight costs.
 */
export function benchFights(): void {
  let i = 0;
  let events = 0;
  const fights = measure(() => {
    const seed = `bench-${i++ % 200}`;
    events = runFight(fourVsFour(seed), policy, seededDice(seed)).events.length;
  }, 1500);
  console.log(
    `${"engine: fights/s on one core (4v4 lvl 1, in memory)".padEnd(58)} ${(1000 / fights).toFixed(0).padStart(10)} fights/s  (${events} events in the last fight; goal ≥ 2000 fights/s: ${1000 / fights >= 2000 ? "meets" : "MISSES"})`,
  );
}

/** Pure replay (a fold of `evolve` on a private copy) against a hand-written mutable fold. */
export function benchReplay(): void {
  const header = fourVsFour("bench-replay");
  const all: FightEvent[][] = [];
  for (let k = 0; k < 20; k++) {
    const seed = `bench-replay-${k}`;
    all.push(runFight(fourVsFour(seed), policy, seededDice(seed)).events);
  }
  const total = all.reduce((n, e) => n + e.length, 0);
  const [ours, baseline] = measurePair(
    () => {
      for (const events of all) foldMut(fightState(header), events);
    },
    () => {
      for (const events of all) handFold(events);
    },
  );
  report(`replay: fold of evolve (${total} events)`, ours, baseline, 3, "events", total);
}

/**
 * The baseline: the least a replay must do — a switch over the same events updating hp,
 * positions, the turn and the dice counters in plain maps.
 */
function handFold(events: readonly FightEvent[]): number {
  const hp = new Map<string, number>();
  const pos = new Map<string, { x: number; y: number }>();
  const ordinals = new Map<string, number>();
  let actor = "";
  let round = 0;
  for (const e of events) {
    switch (e.type) {
      case "DiceRolled": {
        const k = e.data.key;
        const cut = k.lastIndexOf("/#");
        ordinals.set(k.slice(0, cut), Number(k.slice(cut + 2)));
        break;
      }
      case "VitalsChanged":
        hp.set(e.data.target, e.data.vitals.hp);
        break;
      case "Moved":
        pos.set(e.data.actor, e.data.path[e.data.path.length - 1]!);
        break;
      case "TurnStarted":
        actor = e.data.actor;
        break;
      case "RoundStarted":
        round = e.data.round;
        break;
      default:
        break;
    }
  }
  return hp.size + pos.size + ordinals.size + actor.length + round;
}
