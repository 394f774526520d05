import { seededDice } from "@d20/events";
import { expect, it } from "vitest";
import { runFight } from "../../src/driver/runFight.ts";
import { attackNearest } from "../../src/policies/attackNearest.ts";
import { fullAttackOrCharge } from "../../src/policies/fullAttackOrCharge.ts";
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
