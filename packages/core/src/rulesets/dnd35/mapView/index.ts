import type { MapQuestions } from "../../../engine/mapQuestions.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { coverOf } from "./cover.ts";
import { sightBetween } from "./lineOfSight.ts";
import { movePathOf } from "./movePath.ts";
import { reachOf } from "./reach.ts";
import { threatenedSquares } from "./threatened.ts";

/** The combatant `id` of `state`; an id the fight does not hold is bad input, named. */
function combatant(state: ThreeXState, id: string): ThreeXCombatant {
  const c = Object.hasOwn(state.combatants, id) ? state.combatants[id] : undefined;
  if (c === undefined) throw new RangeError(`no combatant "${id}" in this fight`);
  return c;
}

/**
 * dnd35's answers to a map view's questions (`Ruleset.map`), from the battlefield functions the
 * rules themselves use: threat and reach (threat.ts, reach.ts), cover (cover.ts), line of sight
 * (as a charge needs it), and the path a `Moved` fact recorded.
 */
export const dnd35Map: MapQuestions<ThreeXState> = {
  threatenedSquares: (state, id) => threatenedSquares(state.map, combatant(state, id)),
  reach: (state, id) => reachOf(combatant(state, id)),
  cover: (state, attacker, target, attack) =>
    coverOf(state, combatant(state, attacker), combatant(state, target), attack),
  lineOfSight: (state, viewer, target) =>
    sightBetween(state, combatant(state, viewer), combatant(state, target)),
  movePath: movePathOf,
};
