import type { Spell } from "../3x/model/spell.ts";
import type { ThreeXState } from "../3x/state/index.ts";
import { CONDITION } from "./conditions.ts";

// What a caster has to cast with (seed 000 施法Cast a Spell): the spells it knows, and the touch
// spell it holds. A leaf module: the checks, the frames and the policies all ask it.

/** The spell a combatant knows by id. */
export function spellOf(state: ThreeXState, caster: string, id: string): Spell | undefined {
  return state.combatants[caster]?.spec.spells?.find((s) => s.id === id);
}

/** A touch spell held by the creature, if any (seed 000 暂不散发Holding the Charge). */
export function heldSpell(state: ThreeXState, id: string): string | undefined {
  const prefix = `${CONDITION.holdingCharge}:`;
  const held = state.combatants[id]?.conditions.find((c) => c.name.startsWith(prefix));
  return held?.name.slice(prefix.length);
}
