import {
  type CombatantSpecCore,
  type CombatState,
  decideMut,
  fighter,
  fightState,
  type Input,
  isViolation,
  type Square,
  sampleHeader,
  weapon,
} from "@d20/core";
import { forcedDice, seededDice } from "@d20/events";

/**
 * A dnd35 fight of `roster` on the sample map, begun by the GM and played on with `inputs`: its
 * dice forced from `faces` in order, then seeded from `seed`. Throws on a refused input.
 */
export function playedFight(
  roster: readonly CombatantSpecCore[],
  seed: string,
  faces: readonly number[],
  inputs: readonly Input[],
): CombatState {
  const state = fightState(sampleHeader(roster as never, seed));
  const dice = forcedDice({ queue: faces }, seededDice(seed));
  const begin: Input = { by: "gm", decl: { kind: "BeginCombat", reason: "test" } };
  for (const input of [begin, ...inputs]) {
    const out = decideMut(state, input, dice);
    if (isViolation(out)) throw new Error(`${input.decl.kind}: ${out.code}`);
  }
  return state;
}

/**
 * Fighter "hero" at (1,1) and fighter "gob" of the goblins at `gob`, the hero first; `awake`
 * plays both a turn first (round 2: gob has acted, so it may take attacks of opportunity), then
 * `inputs`.
 */
export function heroAndGob(
  seed: string,
  gob: Square,
  inputs: readonly Input[] = [],
  awake = false,
): CombatState {
  const turns: Input[] = awake
    ? [
        { by: "hero", decl: { kind: "EndTurn" } },
        { by: "gob", decl: { kind: "EndTurn" } },
      ]
    : [];
  return playedFight(
    [
      fighter("hero", "heroes", 1, 1, weapon("longsword")),
      fighter("gob", "goblins", gob.x, gob.y, weapon("longsword")),
    ],
    seed,
    [19, 2],
    [...turns, ...inputs],
  );
}
