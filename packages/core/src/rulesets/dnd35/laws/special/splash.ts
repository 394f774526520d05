import { spaceAt, spaceOf } from "../../../../d20/grid/index.ts";
import type { Square } from "../../../../model/ids.ts";
import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import { splashWeapon, touchesIntersection } from "../../../3x/special/splash.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";
import type { SpecialCandidates } from "../randomSpecial.ts";

/**
 * The random policy's splash-weapon throws (seed 000 投掷泼溅武器THROW SPLASH WEAPON): each splash
 * weapon it carries at each foe, and at each corner of a foe's space that two or more foes and no
 * one of its own side touch (the rules refuse one not in hand, out of range, or inside a body).
 */
export const splashCandidates: SpecialCandidates = ({ state, me, foes }) => {
  const flasks = me.spec.weapons.filter((w) => splashWeapon(w.id) !== undefined).map((w) => w.id);
  if (flasks.length === 0) return [];
  const points = foePoints(state, me.spec.side, foes);
  return flasks.flatMap((item) => [
    ...foes.map(
      (target): CombatantDeclaration => ({
        kind: "SpecialAttack",
        attack: "ThrowSplash",
        item,
        target,
      }),
    ),
    ...points.map(
      (at): CombatantDeclaration => ({ kind: "SpecialAttack", attack: "ThrowSplash", item, at }),
    ),
  ]);
};

/** The corners of the foes' spaces that splash a group of foes and none of `side`. */
function foePoints(state: ThreeXState, side: string, foes: readonly string[]): Square[] {
  const living = state.roster
    .map((id) => state.combatants[id]!)
    .filter((c) => c.vitals.state !== "dead");
  const out: Square[] = [];
  for (const id of foes) {
    const { position: p, spec } = state.combatants[id]!;
    const n = spaceAt(p, spec.size).n;
    for (const at of [
      p,
      { x: p.x + n, y: p.y },
      { x: p.x, y: p.y + n },
      { x: p.x + n, y: p.y + n },
    ]) {
      if (out.some((q) => q.x === at.x && q.y === at.y)) continue;
      const touched = living.filter((c) => touchesIntersection(c.position, spaceOf(c).n, at));
      if (touched.length >= 2 && touched.every((c) => c.spec.side !== side)) out.push(at);
    }
  }
  return out;
}
