import type { Edition3x } from "../edition.ts";
import type { Vitals } from "../state/index.ts";
import { applyDamage } from "./damage.ts";
import type { VitalsChange } from "./vitalsOps.ts";

/**
 * After a disabled creature takes a standard (or other strenuous) action it takes 1 damage: from 0
 * hp to −1 and dying (seed 瘫痪DISABLED（0HP）). The seed spares an action that raises the
 * creature's hp: the engine applies that healing first, which lifts it out of "disabled", and then
 * this does nothing. Only creatures that are disabled are affected; a move action never calls this.
 */
export function strenuousActionWhileDisabled(e: Edition3x, v: Vitals, round: number): VitalsChange {
  if (v.state !== "disabled") return { vitals: v, notes: [] };
  // Dealt as ordinary lethal damage, so temporary hp still come off first (seed 暂时生命值).
  const hit = applyDamage(e, v, { amount: 1, nonlethal: false, round });
  return {
    vitals: hit.vitals,
    notes: [
      { rule: e.rules.disabled, text: "a strenuous action while disabled deals 1 damage after it" },
      ...hit.notes,
    ],
  };
}
