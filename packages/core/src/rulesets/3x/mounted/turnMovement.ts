import type { CombatantId } from "../../../model/ids.ts";

/**
 * What a creature's latest turn of its own moved it (seed 000 骑乘战斗MOUNTED COMBAT): its rider
 * reads it — more than 5 ft allows the rider a single melee attack; a double move or a run puts
 * the rider's ranged attacks at −4 or −8 and its spells under a concentration check. Reset when
 * the creature's turn starts at its count, counted while that turn lasts.
 */
export interface TurnMovement {
  /** The round of that turn. */
  readonly round: number;
  /** Who rode it when the turn started (a rider who mounts later was not carried). */
  readonly rider: CombatantId | undefined;
  /** Feet moved in the turn (not a 5-foot step). */
  feet: number;
  /** Move actions spent moving ("Move"), two of them a double move; a withdraw counts two. */
  moves: number;
  /** It ran (four times its speed, seed 000 奔跑Run). */
  ran: boolean;
  /** It charged (seed 000 冲锋CHARGE). */
  charged: boolean;
}
