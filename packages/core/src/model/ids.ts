/** A combatant's id, unique within a fight (Chinese names welcome; no `/`). */
export type CombatantId = string;

/** A side of the fight ("party", "monsters", …); a fight ends when one side is left standing. */
export type SideId = string;

/** A square on the battle grid, 5 ft a side; x grows east, y grows south. */
export interface Square {
  readonly x: number;
  readonly y: number;
}
