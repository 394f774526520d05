import { gapBetween, isSubSquare, sideOf } from "../../../d20/grid/index.ts";
import type { MapState } from "../../../engine/state.ts";
import type { Square } from "../../../model/ids.ts";
import type { ThreeXCombatant } from "../../3x/state/index.ts";
import { canThreaten, meleeReach, threatensWith } from "../../3x/threat/index.ts";
import { meleeWeapons } from "./reach.ts";

/**
 * The squares `c` threatens, in row order: every square of the map into which one of its melee
 * weapons can attack (seed 000 借机攻击ATTACKS OF OPPORTUNITY 威胁范围: 你威胁到所有你可以对其进行
 * 近战攻击的方格), by the same test an attack of opportunity uses (`threatensWith`): within the
 * weapon's reach from the closest square of `c`'s space and beyond a reach weapon's blind zone
 * (seed 000 战斗中大型和小型生物). None while it cannot threaten (helpless, grappling, casting).
 * A creature's own space is not among them, unless it is smaller than a square and so attacks
 * into the square it shares. Cover is not subtracted: a square behind a wall is still threatened,
 * though no attack of opportunity goes into cover (seed 000 掩蔽COVER 掩蔽和借机攻击).
 */
export function threatenedSquares(map: MapState, c: ThreeXCombatant): Square[] {
  if (!canThreaten(c)) return [];
  const weapons = meleeWeapons(c);
  let farFt = 0;
  for (const w of weapons) farFt = Math.max(farFt, meleeReach(c.spec.size, w).maxFt);
  const n = sideOf(c);
  const { x: cx, y: cy } = c.position;
  // Only the box the farthest reach can touch, clipped to the map (a map may be 1,000 a side).
  const far = Math.ceil(farFt / 5) + 1;
  const out: Square[] = [];
  for (let y = Math.max(0, cy - far); y <= Math.min(map.height - 1, cy + n - 1 + far); y++)
    for (let x = Math.max(0, cx - far); x <= Math.min(map.width - 1, cx + n - 1 + far); x++) {
      const inside = x >= cx && x < cx + n && y >= cy && y < cy + n;
      if (inside && !isSubSquare(c.spec.size)) continue;
      const gap = gapBetween(cx, cy, n, x, y, 1);
      if (weapons.some((w) => threatensWith(c, w, gap))) out.push({ x, y });
    }
  return out;
}
