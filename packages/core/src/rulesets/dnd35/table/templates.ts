import type { TableTemplate } from "../../../engine/tableVocabulary.ts";
import { fighter, goblin } from "../samples/scenarios.ts";
import { type WeaponId, weapon, weaponIds } from "../stats/index.ts";

/**
 * dnd35's combatant templates: the stat blocks of core's scenarios, the level-1 human fighter
 * and the goblin warrior (SRD Goblin, outside the seeds), armed with any SRD weapon.
 */
export const dnd35Templates: Readonly<Record<string, TableTemplate>> = {
  fighter: {
    weapons: weaponIds,
    build: (id, side, at, w, aware) => fighter(id, side, at.x, at.y, weapon(w as WeaponId), aware),
  },
  goblin: {
    weapons: weaponIds,
    build: (id, side, at, w, aware) => goblin(id, side, at.x, at.y, weapon(w as WeaponId), aware),
  },
};
