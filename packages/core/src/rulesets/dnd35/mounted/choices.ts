import { gapFt, overlaps, spaceAt, spaceOf } from "../../../d20/grid/index.ts";
import type { Square } from "../../../model/ids.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * The mounted declarations worth offering `actor` now (seed 000 上下坐骑, 骑乘战斗): mounting each
 * living ally, plain or fast; on a mount, dismounting to each square beside its space, plain or
 * fast, and the Ride check that controls a frightened one. The rules sort out which apply (the
 * play menu and the law runs' random policy keep those `checkDeclaration` allows).
 */
export function mountChoices(state: ThreeXState, actor: string): CombatantDeclaration[] {
  const me = state.combatants[actor]!;
  const out: CombatantDeclaration[] = [];
  if (me.riding === undefined) {
    for (const id of state.roster) {
      const c = state.combatants[id]!;
      if (id === actor || c.spec.side !== me.spec.side || c.vitals.state === "dead") continue;
      out.push({ kind: "SpecialAttack", attack: "MountSteed", target: id });
      out.push({ kind: "SpecialAttack", attack: "MountSteed", target: id, fast: true });
    }
    return out;
  }
  out.push({ kind: "SpecialAttack", attack: "ControlMount" });
  for (const to of besideSpace(state, me.riding, me.spec.size)) {
    out.push({ kind: "SpecialAttack", attack: "DismountSteed", to });
    out.push({ kind: "SpecialAttack", attack: "DismountSteed", to, fast: true });
  }
  return out;
}

/** The squares a creature of `size` may step down to beside `id`'s space, on the map. */
function besideSpace(
  state: ThreeXState,
  id: string,
  size: Parameters<typeof spaceAt>[1],
): Square[] {
  const theirs = spaceOf(state.combatants[id]!);
  const out: Square[] = [];
  for (let y = theirs.y - 1; y <= theirs.y + theirs.n; y++)
    for (let x = theirs.x - 1; x <= theirs.x + theirs.n; x++) {
      if (x < 0 || y < 0 || x >= state.map.width || y >= state.map.height) continue;
      const mine = spaceAt({ x, y }, size);
      if (!overlaps(mine, theirs) && gapFt(mine, theirs) <= 5) out.push({ x, y });
    }
  return out;
}
