import { rollSeeded, seededDice } from "@d20/events";
import { produce } from "immer";
import { runFight } from "../packages/core/src/driver/runFight.ts";
import { evolveMut } from "../packages/core/src/engine/evolve.ts";
import type { CombatState } from "../packages/core/src/engine/state.ts";
import type { FightEvent } from "../packages/core/src/log/fightEvent.ts";
import { fightState, foldMut, rulesetOf } from "../packages/core/src/registry/engine.ts";
import { attackNearest } from "../packages/core/src/rulesets/dnd35/policies/attackNearest.ts";
import { fullAttackOrCharge } from "../packages/core/src/rulesets/dnd35/policies/fullAttackOrCharge.ts";
import { fourVsFour } from "../packages/core/src/rulesets/dnd35/samples/scenarios.ts";
import { handFold } from "./handFold.ts";
import { measure, measurePair, report } from "./measure.ts";

const policy = (id: string) => (id.startsWith("战士") ? fullAttackOrCharge : attackNearest);

/**
 * Fights per second on one core (4 vs 4, level 1, both policies, in memory, no hashing or
 * serialization). Beside it, in the same run, the rate at which the same fights' dice alone can
 * be rolled: the floor no engine can beat, which also shows how fast this machine is right now.
 */
export function benchFights(): void {
  const seeds = Array.from({ length: 200 }, (_, i) => `bench-${i}`);
  const dice = seeds.map((seed) =>
    runFight(fourVsFour(seed), policy, seededDice(seed)).events.flatMap((e) =>
      e.type === "DiceRolled" ? [e.data] : [],
    ),
  );
  let i = 0;
  let j = 0;
  const [fight, diceOnly] = measurePair(
    () => {
      const seed = seeds[i++ % seeds.length]!;
      runFight(fourVsFour(seed), policy, seededDice(seed));
    },
    () => {
      const k = j++ % seeds.length;
      for (const d of dice[k]!) rollSeeded(seeds[k]!, d.key, d.expr, d.times ?? 1);
    },
    1000,
  );
  const perSecond = 1000 / fight;
  console.log(
    `${"engine: fights/s on one core (4v4 lvl 1, in memory)".padEnd(58)} ${perSecond.toFixed(0).padStart(10)} fights/s  dice alone ${(1000 / diceOnly).toFixed(0).padStart(7)} fights/s  ratio ${(fight / diceOnly).toFixed(2)}x  (goal ≥ 2000 fights/s: ${perSecond >= 2000 ? "meets" : "MISSES"})`,
  );
}

/**
 * Pure replay (a fold of `evolve` on a private plain copy) against a hand-written mutable fold
 * that keeps the same world state (hp, positions, conditions, turn budget, order, dice
 * counters) but none of the engine's resolution frames; and against `evolve` run through
 * immer's `produce` per event, the cost the plain-copy fold exists to avoid.
 */
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
      for (const events of all) handFold(header, events);
    },
  );
  report(`replay: fold of evolve (${total} events)`, ours, baseline, 3, "events", total);
  const ruleset = rulesetOf(fightState(header));
  const immerPerEvent = measure(() => {
    for (const events of all) {
      let s: CombatState = fightState(header);
      for (const e of events) s = produce(s, (d) => void evolveMut(d as CombatState, e, ruleset));
    }
  }, 300);
  console.log(
    `${"replay: the same fold through immer produce per event".padEnd(58)} ${((total / immerPerEvent) * 1000).toFixed(0).padStart(10)} events/s  (${(immerPerEvent / ours).toFixed(1)}x slower than the plain-copy fold)`,
  );
}
