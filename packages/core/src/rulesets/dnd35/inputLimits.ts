/**
 * The bounds a dnd35 header's roster and map must keep (issue "Trust", point 6: hit points of
 * 1e15 ran the heap out with V8's native crash). Each sits far beyond anything the 3.5 rules
 * build (a great wyrm has a few hundred hit points, ability scores stay under 100 (SRD
 * Monsters, outside the seeds)), and far below what a fight's arithmetic and memory can hold.
 */
export const DND35_LIMITS = {
  /** `maxHp` and `|hp|`. */
  hitPoints: 100_000,
  /** Each ability score. */
  abilityScore: 1_000,
  /** Base attack bonus. */
  bab: 1_000,
  /** Speed in feet. */
  speed: 10_000,
  /** Combatants in a roster. */
  combatants: 1_000,
  /** The map's width and height in squares. */
  mapSide: 1_000,
  /** Features listed on the map. */
  terrain: 100_000,
  /** Weapons one combatant carries, and spells it knows. */
  items: 1_000,
} as const;
