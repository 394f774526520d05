import type { LawVocabulary } from "../../../testing/law.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * What the shared laws read of a dnd35 state: the dead (seed 000 死亡), and the delayers, out
 * of the order until they step in (seed 000 延迟DELAY) but still in the initiative.
 */
export const dnd35Vocabulary: LawVocabulary = {
  isDead: (state, id) => state.combatants[id]!.vitals.state === "dead",
  heldOut: (state) =>
    state.roster.filter((id) => (state as ThreeXState).combatants[id]!.delaying !== undefined),
};
