import { sideOf } from "../../../d20/grid/index.ts";
import type { MapState } from "../../../engine/state.ts";
import type { Term } from "../../../model/breakdown.ts";
import type { Square } from "../../../model/ids.ts";
import type { Size } from "../../../model/size.ts";
import type { Edition3x } from "../edition.ts";

interface Placed {
  readonly position: Square;
  readonly spec: { readonly size: Size };
}

// The map's `high` squares per map object: the map never changes during a fight.
const cache = new WeakMap<MapState, ReadonlySet<string>>();

function highCells(map: MapState): ReadonlySet<string> {
  let set = cache.get(map);
  if (set === undefined) {
    const s = new Set<string>();
    for (const f of map.terrain) if (f.kind === "high") s.add(`${f.x},${f.y}`);
    set = s;
    cache.set(map, set);
  }
  return set;
}

function standsHigh(high: ReadonlySet<string>, c: Placed): boolean {
  const n = sideOf(c);
  for (let dx = 0; dx < n; dx++)
    for (let dy = 0; dy < n; dy++)
      if (high.has(`${c.position.x + dx},${c.position.y + dy}`)) return true;
  return false;
}

/**
 * The higher-ground term of a melee attack (seed 000 表：攻击检定修正: +1 melee, +0 ranged): the
 * map has one level of raised ground, squares of kind `high` (a ledge, a dais, a hilltop); an
 * attacker with any square of its space on it has the higher ground over a defender with none.
 * The term is the edition's (`ModifierTables.higherGround`; 3.0's is the same +1).
 */
export function higherGroundTerms(
  edition: Edition3x,
  map: MapState,
  attacker: Placed,
  target: Placed,
  ranged: boolean,
): Term[] {
  if (ranged || map.terrain.length === 0) return [];
  const high = highCells(map);
  if (high.size === 0) return [];
  return standsHigh(high, attacker) && !standsHigh(high, target)
    ? [edition.modifiers.higherGround]
    : [];
}
