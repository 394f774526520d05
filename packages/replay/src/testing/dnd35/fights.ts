import {
  attackNearest,
  decideMut,
  dnd35Fights,
  type FightEvent,
  fightState,
  fourVsFour,
  fullAttackOrCharge,
  type Input,
  isViolation,
  rulesetOf,
  violationText,
} from "@d20/core";
import { seededDice } from "@d20/events";
import { type PlayedFight, played } from "../played.ts";

export type { PlayedFight };

/**
 * The `i`-th fight of dnd35's law run of the stock policies (`dnd35Fights.policies`, core's
 * 1,000-fight test): a seeded 4-vs-4 with awareness (and so surprise rounds), the policies of
 * each side varying with `i`.
 */
export function lawFight(i: number): PlayedFight {
  const { policies } = dnd35Fights;
  const { header, run } = policies.play(policies.nth(i));
  return played(header, run.events);
}

/**
 * The `i`-th fight with interrupts, of dnd35's random fights (`dnd35Fights.random`) without
 * casters: the random policy on both sides (moves, withdraws, delays, readied actions, answers
 * in windows), the first bandit with Combat Reflexes and Dex 16; at most 12 rounds.
 */
export function interruptFight(i: number): PlayedFight {
  const { header, run } = dnd35Fights.random.play({
    seed: `mix-${i}`,
    party: true,
    bandits: true,
    casters: false,
  });
  return played(header, run.events);
}

/**
 * A fight in which the GM steps in: after `after` combatant declarations the GM deals 3 damage
 * to the first bandit ("a falling rock"), then the policies play on to the end.
 */
export function fightWithGm(seed: string, after = 6): PlayedFight {
  const header = fourVsFour(seed);
  const state = fightState(header);
  const dice = seededDice(seed);
  const events: FightEvent[] = [];
  const play = (input: Input) => {
    const out = decideMut(state, input, dice);
    if (isViolation(out))
      throw new Error(`${out.code}: ${violationText(out, rulesetOf(state).words)}`);
    events.push(...out);
  };
  play({ by: "gm", decl: { kind: "BeginCombat", reason: "the fight starts" } });
  let declared = 0;
  while (state.awaiting.kind === "declaration") {
    if (declared++ === after) {
      play({
        by: "gm",
        decl: { kind: "ApplyDamage", target: "强盗-1", amount: 3, reason: "a falling rock" },
      });
      continue;
    }
    const actor = state.awaiting.actor;
    const policy = actor.startsWith("战士") ? fullAttackOrCharge : attackNearest;
    play({ by: actor, decl: policy(state, actor) });
  }
  return played(header, events);
}
