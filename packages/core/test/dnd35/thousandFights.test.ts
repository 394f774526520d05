import { seededDice } from "@d20/events";
import { expect, it } from "vitest";
import { runFight } from "../../src/driver/runFight.ts";
import { attackNearest } from "../../src/policies/attackNearest.ts";
import { fullAttackOrCharge } from "../../src/policies/fullAttackOrCharge.ts";
import { tactician } from "../../src/policies/tactician.ts";
import { battlefieldFourVsFour } from "../../src/samples/battlefield.ts";
import { fourVsFour } from "../../src/samples/scenarios.ts";
import { lawTurns, lawVitals } from "../../src/testing/laws.ts";

it("1,000 seeded 4-vs-4 level-1 fights with both policies all finish within 50 rounds, laws holding", () => {
  const rounds: number[] = [];
  const winners = new Map<string, number>();
  for (let i = 0; i < 1000; i++) {
    const seed = `fight-${i}`;
    const header = fourVsFour(seed, { party: i % 3 !== 0, bandits: i % 5 !== 0 });
    const policy = (id: string) =>
      id.startsWith("战士") === (i % 2 === 0) ? fullAttackOrCharge : attackNearest;
    const run = runFight(header, policy, seededDice(seed));
    expect(run.timedOut, `${seed} ran past 50 rounds`).toBe(false);
    expect(run.state.status).toBe("ended");
    lawTurns(header, run);
    lawVitals(run);
    rounds.push(run.state.round);
    winners.set(run.state.winner ?? "none", (winners.get(run.state.winner ?? "none") ?? 0) + 1);
  }
  expect(Math.max(...rounds)).toBeLessThanOrEqual(50);
  // Both sides win sometimes: the fights are not rigged one way.
  expect(winners.size).toBeGreaterThanOrEqual(2);
});

it("1,000 seeded battlefield 4-vs-4 fights (reach, bows, two weapons, difficult ground) with the tactician finish within 50 rounds, laws holding, the new actions all used", () => {
  const declared = new Map<string, number>();
  const attacks = { ranged: 0, reach: 0, offHand: 0 };
  let fightsWithDying = 0;
  for (let i = 0; i < 1000; i++) {
    const seed = `battlefield-${i}`;
    const header = battlefieldFourVsFour(seed);
    const run = runFight(header, () => tactician, seededDice(seed));
    expect(run.timedOut, `${seed} ran past 50 rounds`).toBe(false);
    expect(run.state.status).toBe("ended");
    lawTurns(header, run);
    lawVitals(run);
    let dying = false;
    for (const e of run.events) {
      if (e.type === "Declared" && e.data.by !== "gm") {
        const kind = e.data.decl.kind;
        declared.set(kind, (declared.get(kind) ?? 0) + 1);
      } else if (e.type === "AttackResolved") {
        // The sample's weapons say which kind of attack it was: only archers carry a shortbow,
        // a longspear cannot hit an adjacent foe, and a short sword is always an off-hand blade.
        if (e.data.weapon === "shortbow") attacks.ranged++;
        if (e.data.weapon === "longspear") attacks.reach++;
        if (e.data.weapon === "shortsword" && e.data.fullAttack !== undefined) attacks.offHand++;
      } else if (e.type === "VitalsChanged" && e.data.vitals.state === "dying") {
        dying = true;
      }
    }
    if (dying) fightsWithDying++;
  }
  for (const kind of ["Run", "Withdraw", "CoupDeGrace", "FullAttack", "Charge", "FiveFootStep"])
    expect(declared.get(kind) ?? 0, `${kind} declared`).toBeGreaterThan(0);
  expect(attacks.ranged).toBeGreaterThan(0);
  expect(attacks.reach).toBeGreaterThan(0);
  expect(attacks.offHand).toBeGreaterThan(0);
  expect(fightsWithDying).toBeGreaterThan(500);
});
