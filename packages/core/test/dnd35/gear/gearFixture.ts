import type {
  CombatantSpec,
  StartingHolds,
  Weapon,
} from "../../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { smallVersion, weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { fighterAndGoblins } from "../fighterAndGoblins.ts";

/**
 * Fighter "a" (longsword, javelin, heavy shield) at (0,0) and goblin "b" at (1,0) carrying
 * `weapons` (Small versions) and holding what `holds` says (the default when absent); goblin "c"
 * far off. Initiative d20s in `ORDER`: a acts first, then b.
 */
export function gearFight(
  name: string,
  weapons: readonly Weapon[],
  holds?: StartingHolds,
  a: Partial<CombatantSpec> = {},
  b: Partial<CombatantSpec> = {},
) {
  const g = goblin("b", "goblins", 1, 0, weapon("morningstar"));
  return fighterAndGoblins(
    name,
    { ...fighter("a", "party", 0, 0, weapon("longsword")), ...a },
    {
      ...g,
      weapons: weapons.map(smallVersion),
      ...(holds === undefined ? {} : { holds }),
      ...b,
    },
  );
}

/** Initiative d20s: a 20, b 10, c 1. */
export const ORDER = [20, 10, 1];

/** Fighter "a"'s walk away from the goblin: out of its reach in two squares. */
export const AWAY = [
  { x: 0, y: 1 },
  { x: 0, y: 2 },
];
