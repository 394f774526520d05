import { describe, expect, it } from "vitest";
import type { ThreeXEvent } from "../../src/rulesets/3x/log/fightEvent.ts";
import { dnd35Laws, lawSuite } from "../../src/testing.ts";

// The law suite's trace laws (the shared ones and dnd35's) on 1,000 fights of the stock
// policies and 1,000 battlefield fights of the tactician, in ten blocks of 100 each so that no
// single test runs long on a loaded machine; what the fights held is tallied across the blocks
// and checked at the end.
const BLOCKS = 10;
const PER_BLOCK = 100;
const suite = lawSuite(dnd35Laws);
const blocks = Array.from({ length: BLOCKS }, (_, b) => ({
  b,
  from: b * PER_BLOCK,
  to: (b + 1) * PER_BLOCK,
}));

describe("1,000 seeded 4-vs-4 level-1 fights with both policies all finish within 50 rounds, laws holding", () => {
  const { generator } = dnd35Laws.policies;
  const rounds: number[] = [];
  const winners = new Map<string, number>();
  for (const { from, to } of blocks)
    it(`fights ${from}–${to - 1}: they end, every trace law holds`, () => {
      for (let i = from; i < to; i++) {
        const p = generator.nth(i);
        const fight = generator.play(p);
        const { run } = fight;
        expect(run.timedOut, `${p.seed} ran past 50 rounds`).toBe(false);
        expect(run.state.status).toBe("ended");
        suite.check(fight);
        rounds.push(run.state.round);
        const winner = run.state.winner ?? "none";
        winners.set(winner, (winners.get(winner) ?? 0) + 1);
      }
    });

  it("the 1,000 fights: at most 50 rounds, and both sides win sometimes", () => {
    expect(rounds.length).toBe(BLOCKS * PER_BLOCK);
    expect(Math.max(...rounds)).toBeLessThanOrEqual(50);
    // Both sides win sometimes: the fights are not rigged one way.
    expect(winners.size).toBeGreaterThanOrEqual(2);
  });
});

describe("1,000 seeded battlefield 4-vs-4 fights (reach, bows, two weapons, difficult ground) with the tactician finish within 50 rounds, laws holding, the new actions all used", () => {
  const { generator } = dnd35Laws.battlefield;
  const declared = new Map<string, number>();
  const attacks = { ranged: 0, reach: 0, offHand: 0 };
  let fights = 0;
  let fightsWithDying = 0;
  for (const { from, to } of blocks)
    it(`fights ${from}–${to - 1}: they end, every trace law holds`, () => {
      for (let i = from; i < to; i++) {
        const seed = generator.nth(i);
        const fight = generator.play(seed);
        const { run } = fight;
        expect(run.timedOut, `${seed} ran past 50 rounds`).toBe(false);
        expect(run.state.status).toBe("ended");
        suite.check(fight);
        fights++;
        let dying = false;
        for (const e of run.events as readonly ThreeXEvent[]) {
          if (e.type === "Declared" && e.data.by !== "gm") {
            const kind = e.data.decl.kind;
            declared.set(kind, (declared.get(kind) ?? 0) + 1);
          } else if (e.type === "AttackResolved") {
            // The sample's weapons say which kind of attack it was: only archers carry a
            // shortbow, a longspear cannot hit an adjacent foe, and a short sword is always an
            // off-hand blade.
            if (e.data.weapon === "shortbow") attacks.ranged++;
            if (e.data.weapon === "longspear") attacks.reach++;
            if (e.data.weapon === "shortsword" && e.data.fullAttack !== undefined)
              attacks.offHand++;
          } else if (e.type === "VitalsChanged" && e.data.vitals.state === "dying") {
            dying = true;
          }
        }
        if (dying) fightsWithDying++;
      }
    });

  it("the 1,000 fights used run, withdraw, coup de grace, full attack, charge, 5-foot step, bows, reach and off-hand blades; most had someone dying", () => {
    expect(fights).toBe(BLOCKS * PER_BLOCK);
    for (const kind of ["Run", "Withdraw", "CoupDeGrace", "FullAttack", "Charge", "FiveFootStep"])
      expect(declared.get(kind) ?? 0, `${kind} declared`).toBeGreaterThan(0);
    expect(attacks.ranged).toBeGreaterThan(0);
    expect(attacks.reach).toBeGreaterThan(0);
    expect(attacks.offHand).toBeGreaterThan(0);
    expect(fightsWithDying).toBeGreaterThan(500);
  });
});
