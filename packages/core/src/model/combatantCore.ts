import type { CombatantId, SideId, Square } from "./ids.ts";

/**
 * What the engine reads of a roster entry, whatever the edition: who, which side, where it
 * starts, how many hit points it has. A ruleset's sheet (`CombatantSpec` for the 3.x editions)
 * holds these and whatever else its rules need.
 */
export interface CombatantSpecCore {
  readonly id: CombatantId;
  readonly name: string;
  readonly side: SideId;
  readonly position: Square;
  readonly maxHp: number;
  /** Hit points at the start of the fight, if not full. */
  readonly hp?: number;
}
