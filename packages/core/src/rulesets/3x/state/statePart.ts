import type { StatePart } from "../../../engine/statePart.ts";
import type { CombatantSpec } from "../model/combatant.ts";
import { endRidesOfTheGone } from "../mounted/riding.ts";
import { applyThreeXFact } from "./applyFact.ts";
import { endGrapplesOfTheGone } from "./applyGrapple.ts";
import { newCombatant } from "./newCombatant.ts";
import type { ThreeXState } from "./state.ts";
import type { ThreeXTurn } from "./turn.ts";

/**
 * The 3.x part of the combat state (`Ruleset.state`): a 3.x combatant and turn, and the reducer
 * for the 3.x facts. A turn starts with its whole budget unspent (seed 000 动作类型).
 */
export const threeXStatePart: StatePart<ThreeXState> = {
  newCombatant: (spec) => newCombatant(spec as CombatantSpec),
  newTurn(data): ThreeXTurn {
    const { actor, round, restriction, resumed } = data as {
      actor: string;
      round: number;
      restriction?: ThreeXTurn["restriction"];
      resumed?: string;
    };
    return {
      actor,
      round,
      restriction,
      standardUsed: false,
      moveUsed: false,
      fullRoundUsed: false,
      fiveFootStepUsed: false,
      moved: false,
      actionsTaken: 0,
      fullAttackNext: undefined,
      resumed: resumed !== undefined,
    };
  },
  apply(state, fact) {
    applyThreeXFact(state, fact);
    // Only a death or a removal can leave a grapple holding what is not there: the sweep after
    // every fact cost the fights benchmark a third (engine ÷ dice 8.1× against 6.3×, same run).
    if (fact.type === "VitalsChanged" || fact.type === "CombatantRemoved") {
      endGrapplesOfTheGone(state);
      endRidesOfTheGone(state);
    }
  },
};
