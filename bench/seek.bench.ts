import { rulesetOf, violationText } from "@d20/core";
import { seededDice } from "@d20/events";
import { isViolation } from "../packages/core/src/engine/violation.ts";
import type { FightEvent } from "../packages/core/src/log/fightEvent.ts";
import { decideMut, fightState, foldMut } from "../packages/core/src/registry/engine.ts";
import type { CombatantSpec } from "../packages/core/src/rulesets/3x/model/combatant.ts";
import { attackNearest } from "../packages/core/src/rulesets/dnd35/policies/attackNearest.ts";
import { fullAttackOrCharge } from "../packages/core/src/rulesets/dnd35/policies/fullAttackOrCharge.ts";
import { fourVsFour } from "../packages/core/src/rulesets/dnd35/samples/scenarios.ts";
import { verify } from "../packages/replay/src/audit/verify.ts";
import { Replay, type ReplayOptions } from "../packages/replay/src/seek/replay.ts";
import { lawFight } from "../packages/replay/src/testing/dnd35/fights.ts";
import { measurePair } from "./measure.ts";

const policy = (id: string) => (id.startsWith("战士") ? fullAttackOrCharge : attackNearest);

/** A fight nobody can lose (everyone with 100,000 hp, the most a header allows), played until it holds `size` events. */
export function longFight(size: number) {
  const base = fourVsFour("bench-seek");
  const roster = (base.roster as CombatantSpec[]).map((c) => ({ ...c, maxHp: 100_000 }));
  const header = { ...base, roster };
  const state = fightState(header);
  const dice = seededDice(header.dice.seed);
  const events: FightEvent[] = [];
  const play = (input: Parameters<typeof decideMut>[1]) => {
    const out = decideMut(state, input, dice);
    if (isViolation(out)) throw new Error(violationText(out, rulesetOf(state).words));
    for (const e of out) events.push(e);
  };
  play({ by: "gm", decl: { kind: "BeginCombat", reason: "the long fight" } });
  while (events.length < size && state.awaiting.kind === "declaration") {
    const actor = state.awaiting.actor;
    play({ by: actor, decl: policy(actor)(state, actor) });
  }
  return { header, events, stateBytes: JSON.stringify(state).length };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function timeEach(seqs: readonly number[], seek: (seq: number) => unknown): number[] {
  const times = seqs.map((seq) => {
    const t = performance.now();
    seek(seq);
    return performance.now() - t;
  });
  return times.sort((a, b) => a - b);
}

// A seek clones a snapshot, so a state that grows with the fight makes every seek slower; past
// this size at the log's end the 1,000,000-event run would not fit in memory.
const MAX_STATE_BYTES = 256 * 1024;
const FALLBACK_SIZE = 100_000;

/**
 * Seek to random seqs of a 1,000,000-event log held in memory — the nearest snapshot (every K
 * events and at round starts) cloned and the rest folded — against folding from the start.
 * If the fight's state grows too large to snapshot a million events (the engine's per-round dice
 * counters), it says so and measures a 100,000-event prefix without round-start snapshots.
 */
export function benchSeek(size = 1_000_000): void {
  let log = longFight(size);
  let options: ReplayOptions = {};
  if (log.stateBytes > MAX_STATE_BYTES) {
    console.log(
      `seek: a ${log.events.length}-event fight ends with a ${(log.stateBytes / 2 ** 20).toFixed(1)} MB state (dice ordinals of every past round are kept): measuring ${FALLBACK_SIZE} events, K-snapshots only`,
    );
    log = { ...log, events: log.events.slice(0, FALLBACK_SIZE) };
    options = { roundStarts: false };
  }
  const heapBefore = process.memoryUsage().heapUsed;
  const t = performance.now();
  const replay = new Replay(log, options);
  const built = performance.now() - t;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  const n = log.events.length;
  let x = 12345;
  const random = () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return 1 + (x % n);
  };
  replay.stateAt(random());
  const ours = timeEach(Array.from({ length: 1000 }, random), (seq) => replay.stateAt(seq));
  const base = timeEach(Array.from({ length: 15 }, random), (seq) =>
    foldMut(fightState(log.header), log.events.slice(0, seq)),
  );
  const ms = (list: number[], q: number) => `${percentile(list, q).toFixed(2)} ms`;
  const goal = percentile(ours, 99) <= 5 ? "meets" : "MISSES";
  console.log(
    `${`seek: ${n} events, ${replay.snapshotCount} snapshots (${built.toFixed(0)} ms, ~${heapMb.toFixed(0)} MB)`.padEnd(58)} p50 ${ms(ours, 50)}  p99 ${ms(ours, 99)}  fold from start p50 ${ms(base, 50)}  p99 ${ms(base, 99)}  (goal p99 ≤ 5 ms: ${goal})`,
  );
}

/** Verify's throughput (parse, dice, re-derivation) against a plain fold of the same events. */
export function benchVerify(): void {
  const fights = Array.from({ length: 100 }, (_, i) => lawFight(i));
  const total = fights.reduce((sum, f) => sum + f.log.length, 0);
  const [verifying, folding] = measurePair(
    () => {
      for (const f of fights) verify(f.text);
    },
    () => {
      for (const f of fights) foldMut(fightState(f.header), f.events);
    },
  );
  const rate = (ms: number) => ((total / ms) * 1000).toFixed(0).padStart(10);
  console.log(
    `${`verify: parse, dice, re-derive (${total} events)`.padEnd(58)} ${rate(verifying)} events/s  baseline fold ${rate(folding)} events/s  ratio ${(verifying / folding).toFixed(1)}x`,
  );
}
