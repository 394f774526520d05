import { seededDice } from "@d20/events";
import { runFight } from "../../src/driver/runFight.ts";
import type { CombatantSpec } from "../../src/model/combatant.ts";
import { fourVsFour } from "../../src/samples/scenarios.ts";
import { randomPolicy } from "../../src/testing/randomPolicy.ts";
import { HOLD_PERSON, MAGIC_MISSILE, SHOCKING_GRASP, SLEEP } from "./interrupts/fixtures.ts";

/**
 * Random fights with every interrupt in play: random declarations (moves, steps, withdraws,
 * delays, readied actions of every kind against every trigger, spells, shots in melee, standing
 * up, waking sleepers) and random answers in windows. One fighter on each side is a caster (sleep
 * and hold person make creatures helpless); one bandit has Combat Reflexes and Dex 16.
 */
export function play(f: { seed: string; party: boolean; bandits: boolean }) {
  const base = fourVsFour(f.seed, { party: f.party, bandits: f.bandits });
  const roster = (base.roster as CombatantSpec[]).map((c, i) =>
    i === 0 || i === 5
      ? { ...c, spells: [MAGIC_MISSILE, SHOCKING_GRASP, SLEEP, HOLD_PERSON], concentration: 4 }
      : i === 4
        ? {
            ...c,
            feats: [...c.feats, "CombatReflexes" as const],
            abilities: { ...c.abilities, dex: 16 },
          }
        : c,
  );
  const header = { ...base, roster };
  const policy = randomPolicy(f.seed);
  return { header, run: runFight(header, () => policy, seededDice(f.seed), 12) };
}
