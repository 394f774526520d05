import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openReplay } from "../seek/replay.ts";
import { type Fate, fatesOf } from "./fates.ts";
import { roundsDistribution } from "./roundsDistribution.ts";
import type { RunResult } from "./simulate.ts";
import { quantile } from "./stats.ts";
import { summarize } from "./summarize.ts";

const GOLDEN = join(import.meta.dirname, "../../../../examples/golden/battlefield-4v4.jsonl");

function run(index: number, rounds: number, fates: Record<string, Fate>): RunResult {
  return { index, ended: true, rounds, survivors: {}, damageTaken: {}, fates };
}

describe("what-if per combatant and per round", () => {
  it("given the golden fight's end, then each combatant's fate follows its ruleset's standing: dead is dead, down is dropped, up with hit points is standing", () => {
    const replay = openReplay(readFileSync(GOLDEN, "utf8"));
    const state = replay.stateAt(replay.lastSeq);
    const fates = fatesOf(state);
    expect(Object.keys(fates)).toEqual(state.roster);
    for (const id of state.roster) {
      const c = state.combatants[id]!;
      const expected =
        c.vitals.state === "dead"
          ? "dead"
          : c.vitals.hp <= 0 || c.vitals.state !== "ok"
            ? "dropped"
            : "standing";
      expect(fates[id], id).toBe(expected);
    }
    expect(Object.values(fates)).toContain("standing");
  });

  it("given a creature up at 0 hp (3.x disabled, seed 瘫痪DISABLED), then it is dropped, not standing", () => {
    const replay = openReplay(readFileSync(GOLDEN, "utf8"));
    const state = replay.stateAt(replay.lastSeq);
    const up = state.roster.find((id) => fatesOf(state)[id] === "standing")!;
    const c = state.combatants[up]!;
    state.combatants[up] = { ...c, vitals: { ...c.vitals, hp: 0, state: "disabled" } };
    expect(fatesOf(state)[up]).toBe("dropped");
  });

  it("given four runs, then each combatant's odds are its fates counted, and the three rates add up to one", () => {
    const runs = [
      run(0, 3, { a: "dead", b: "standing" }),
      run(1, 5, { a: "dropped", b: "standing" }),
      run(2, 5, { a: "standing", b: "dead" }),
      run(3, 9, { a: "dead", b: "standing" }),
    ];
    const s = summarize(runs);
    expect(Object.keys(s.combatants)).toEqual(["a", "b"]);
    expect(s.combatants.a!.counts).toEqual({ dead: 2, dropped: 1, standing: 1 });
    expect(s.combatants.a!.dies.estimate).toBe(0.5);
    expect(s.combatants.b!.survives.estimate).toBe(0.75);
    expect(s.combatants.b!.dies.low).toBeGreaterThan(0);
    expect(s.roundsDistribution.histogram).toEqual([
      { rounds: 3, runs: 1 },
      { rounds: 5, runs: 2 },
      { rounds: 9, runs: 1 },
    ]);
    expect(s.roundsDistribution).toMatchObject({ min: 3, median: 5, max: 9 });
  });

  it("given rounds 1..10, then the nearest-rank quantiles are whole rounds: p10 1, median 5, p90 9", () => {
    const rounds = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(roundsDistribution(rounds)).toMatchObject({
      min: 1,
      p10: 1,
      median: 5,
      p90: 9,
      max: 10,
    });
    expect(quantile([], 0.5)).toBeNaN();
    expect(roundsDistribution([]).histogram).toEqual([]);
  });
});
