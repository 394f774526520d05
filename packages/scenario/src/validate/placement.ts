import type { CombatantSpecCore } from "@d20/core";
import type { ScenarioFragment } from "../fragment.ts";
import { at, child, type Issues } from "./issues.ts";
import type { ReadMap } from "./map.ts";

// How much room a creature takes is the ruleset's (its fragment's `footprint`).

/**
 * Checks where the roster stands, reporting every problem: a creature's space off the map or on a
 * wall or pit, and two creatures in one square (the engine's header check does not look for that:
 * no creature may end its move in another's space, seed 000 穿越生物所在处). `indexes[i]` is the
 * place of `roster[i]` in the scenario's `combatants`.
 */
export function checkPlacement(
  issues: Issues,
  roster: readonly CombatantSpecCore[],
  indexes: readonly number[],
  map: ReadMap,
  fragment: ScenarioFragment,
): void {
  const blocked = new Map<string, string>();
  for (const f of map.terrain)
    if (f.kind === "wall" || f.kind === "pit") blocked.set(`${f.x},${f.y}`, f.kind);
  const taken = new Map<string, string>();
  for (const [i, c] of roster.entries()) {
    const path = child(at("$.combatants", indexes[i]!), "position");
    const { side: n, shares, size } = fragment.footprint(c);
    const { x, y } = c.position;
    if (x + n > map.width || y + n > map.height) {
      const expected = `a space inside the ${map.width}×${map.height} map`;
      issues.add(
        path,
        expected,
        `a ${size} creature at (${x},${y}) fills ${n}×${n} squares and does not fit; expected ${expected}`,
      );
      continue;
    }
    const clash = new Set<string>();
    for (let dx = 0; dx < n; dx++) {
      for (let dy = 0; dy < n; dy++) {
        const key = `${x + dx},${y + dy}`;
        const kind = blocked.get(key);
        if (kind !== undefined) {
          const expected = "a square free of walls and pits";
          issues.add(path, expected, `(${key}) is a ${kind}; expected ${expected}`);
        }
        if (shares) continue;
        const other = taken.get(key);
        if (other !== undefined) clash.add(other);
        else taken.set(key, c.id);
      }
    }
    for (const other of clash) {
      const expected = "a square no other combatant stands on";
      issues.add(
        path,
        expected,
        `(${x},${y}): ${c.id} would share a square with ${other}; expected ${expected}`,
      );
    }
  }
}
