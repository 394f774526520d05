import {
  attackNearest,
  type CombatantSpec,
  decideMut,
  type FightEvent,
  fightState,
  fourVsFour,
  fullAttackOrCharge,
  type Input,
  isViolation,
  randomPolicy,
  runFight,
} from "@d20/core";
import { type HeaderData, seededDice, serializeLog, type UnsealedEvent } from "@d20/events";
// Core does not export its random law policy (a need reported to core); its file is the one the
// interrupt laws play with.

/** A fight played by the engine: its header, its events, the whole log and its JSONL text. */
export interface PlayedFight {
  readonly header: HeaderData;
  /** The events after the header (seq 1, 2, …). */
  readonly events: readonly FightEvent[];
  /** Header and events: the log as written. */
  readonly log: readonly UnsealedEvent[];
  readonly text: string;
}

/**
 * The `i`-th fight of the engine's law run: a seeded 4-vs-4 with awareness (and so surprise
 * rounds) and the policies of each side varying with `i`, as in core's 1,000-fight test.
 */
export function lawFight(i: number): PlayedFight {
  const seed = `fight-${i}`;
  const header = fourVsFour(seed, { party: i % 3 !== 0, bandits: i % 5 !== 0 });
  const policy = (id: string) =>
    id.startsWith("战士") === (i % 2 === 0) ? fullAttackOrCharge : attackNearest;
  return played(header, runFight(header, policy, seededDice(seed)).events);
}

/**
 * The `i`-th fight with interrupts, as in core's interrupt laws: a seeded 4-vs-4 played by the
 * random policy (moves, withdraws, delays, readied actions, answers in windows), the first
 * bandit with Combat Reflexes and Dex 16; at most 12 rounds.
 */
export function interruptFight(i: number): PlayedFight {
  const seed = `mix-${i}`;
  const base = fourVsFour(seed, { party: true, bandits: true });
  const roster = (base.roster as CombatantSpec[]).map((c, k) =>
    k === 4
      ? {
          ...c,
          feats: [...c.feats, "CombatReflexes" as const],
          abilities: { ...c.abilities, dex: 16 },
        }
      : c,
  );
  const header = { ...base, roster };
  const policy = randomPolicy(seed);
  return played(header, runFight(header, () => policy, seededDice(seed), 12).events);
}

/** A fight from its header and events, with its log and JSONL text. */
export function played(header: HeaderData, events: readonly FightEvent[]): PlayedFight {
  const log = [{ seq: 0, type: "Header", v: 1, data: header }, ...events] as UnsealedEvent[];
  return { header, events, log, text: serializeLog(log).text };
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
    if (isViolation(out)) throw new Error(`${out.code}: ${out.message}`);
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
