import {
  type CombatantSpecCore,
  type CombatState,
  decideMut,
  fightState,
  type Input,
  isViolation,
  sampleHeader,
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
