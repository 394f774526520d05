import { startingGear } from "../gear/startingGear.ts";
import type { CombatantSpec } from "../model/combatant.ts";
import type { ThreeXCombatant } from "./combatant.ts";
import type { VitalState } from "./vitals.ts";

/**
 * Where hp alone puts a creature entering the fight (seed 000 生命值: 0 disabled, −1 to −9 dying,
 * −10 dead); below 0 it is dying unless its spec says it is already stable.
 */
function startingState(hp: number, stable: boolean): VitalState {
  if (hp > 0) return "ok";
  if (hp === 0) return "disabled";
  if (hp <= -10) return "dead";
  return stable ? "stable" : "dying";
}

/** A combatant as it enters the fight: flat-footed, unhurt unless its spec says otherwise. */
export function newCombatant(spec: CombatantSpec): ThreeXCombatant {
  const hp = spec.hp ?? spec.maxHp;
  return {
    spec,
    position: spec.position,
    vitals: {
      hp,
      maxHp: spec.maxHp,
      tempHp: 0,
      nonlethal: 0,
      state: startingState(hp, spec.stable === true),
    },
    flatFooted: true,
    conditions: [],
    lastTurnRound: -1,
    aooUsed: 0,
    readied: undefined,
    delaying: undefined,
    damageTaken: 0,
    turnsUsed: 0,
    grappling: [],
    pinnedBy: undefined,
    casting: undefined,
    steppedIn: false,
    countered: false,
    lostConcentration: false,
    gear: startingGear(spec),
    componentsHeld: [],
    // A rider who starts mounted (`rides`) fills its mount's space once every combatant is in
    // (`seatRiders`); alone here it only names the mount.
    riding: spec.rides,
    spaceSide: undefined,
    turnMovement: undefined,
    keptSaddle: false,
    controlledRound: undefined,
  };
}
