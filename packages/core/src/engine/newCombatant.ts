import type { CombatantSpec } from "../model/combatant.ts";
import type { CombatantState } from "./state.ts";

/** A combatant as it enters the fight: flat-footed, unhurt unless its spec says otherwise. */
export function newCombatant(spec: CombatantSpec): CombatantState {
  const hp = spec.hp ?? spec.maxHp;
  return {
    spec,
    position: spec.position,
    vitals: {
      hp,
      maxHp: spec.maxHp,
      tempHp: 0,
      nonlethal: 0,
      state: hp > 0 ? "ok" : hp === 0 ? "disabled" : hp <= -10 ? "dead" : "stable",
    },
    flatFooted: true,
    conditions: [],
    lastTurnRound: -1,
    aooUsed: 0,
    readied: undefined,
    delaying: undefined,
    damageTaken: 0,
    casting: undefined,
    steppedIn: false,
    countered: false,
    lostConcentration: false,
  };
}
