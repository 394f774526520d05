import { gapFt, overlaps, spaceAt, spaceOf } from "../../../d20/grid/index.ts";
import type { Square } from "../../../model/ids.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { checkSquare } from "../checkGm.ts";

/**
 * Where a rider lands when it comes off its mount against its will (seed 000 骑乘战斗 如果你的坐骑
 * 在战斗中跌倒, 如果你被迫落马; 绊摔乘骑中的对手): the first square beside the mount's space, row by
 * row from the top left, that it may stand on; if none is, the mount's own square (a fallen
 * mount is helpless, and a helpless creature's space may be shared).
 */
export function landingSquare(state: ThreeXState, rider: string): Square {
  const me = state.combatants[rider]!;
  const mount = state.combatants[me.riding!]!;
  const theirs = spaceOf(mount);
  for (let y = theirs.y - 1; y <= theirs.y + theirs.n; y++)
    for (let x = theirs.x - 1; x <= theirs.x + theirs.n; x++) {
      const mine = spaceAt({ x, y }, me.spec.size);
      if (overlaps(mine, theirs) || gapFt(mine, theirs) > 5) continue;
      if (checkSquare(state, { x, y }, rider, me.spec.size) === undefined) return { x, y };
    }
  return mount.position;
}
