import type { HeaderData } from "@d20/events";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";

/**
 * The duel many rule tests start from: fighter "a" (longsword) at (0,0), goblin "b"
 * (morningstar) beside it to the east, and goblin "c" far off at (10,10), which keeps the
 * goblins' side in the fight once "b" is down. `a` and `b` may be replaced (a variant fighter,
 * a goblin with more hp); `name` seeds the fight.
 */
export function fighterAndGoblins(
  name: string,
  a: CombatantSpec = fighter("a", "party", 0, 0, weapon("longsword")),
  b: CombatantSpec = goblin("b", "goblins", 1, 0, weapon("morningstar")),
): HeaderData {
  return header([a, b, goblin("c", "goblins", 10, 10, weapon("morningstar"))], name);
}
