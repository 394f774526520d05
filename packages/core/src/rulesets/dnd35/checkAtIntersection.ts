import { intersectionGapFt, spaceOf } from "../../d20/grid/index.ts";
import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { Square } from "../../model/ids.ts";
import { lineOfEffectToIntersection } from "../3x/cover/index.ts";
import type { ThreeXState } from "../3x/state/index.ts";
import { notReadyToUse } from "./checkAttack.ts";
import { proneCanShoot } from "./combatModifiers.ts";
import { CONDITION, has } from "./conditions.ts";
import { weaponOf } from "./roster.ts";
import { isRangedAttack, isRangeViolation, rangePenalty } from "./stats/index.ts";
import { says } from "./violationSays.ts";

// The checks of a ranged attack at a grid intersection rather than a creature (seed 000
// 投掷泼溅武器THROW SPLASH WEAPON: 你也可以指定地图方格线的交叉点作为目标): what `checkAttack` asks of a
// ranged attack at a creature, with the point in the creature's place — on the map's grid lines,
// within the weapon's range by the distance to it, and in line of effect.

/**
 * Why `actor` may not throw `weaponId` at the intersection at the top-left corner of square
 * `point`, or undefined: the point on the grid, the weapon carried, in hand and thrown, the
 * thrower able to throw (not behind a tower shield, not prone), the point in range and reached.
 */
export function checkRangedAtIntersection(
  state: ThreeXState,
  actor: string,
  weaponId: string,
  point: Square,
): RuleViolation | undefined {
  // Inputs come from outside: an intersection is two integers on the map's lines, its outer
  // edge included (0…width across, 0…height down).
  const { x, y } = (point ?? {}) as Partial<Square>;
  const onGrid =
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    (x as number) >= 0 &&
    (y as number) >= 0 &&
    (x as number) <= state.map.width &&
    (y as number) <= state.map.height;
  if (!onGrid)
    return violation(
      "splashOffGrid",
      "dnd35.throwSplash",
      says("dnd35:violation.splash.offGrid", { width: state.map.width, height: state.map.height }),
    );
  const me = state.combatants[actor]!;
  const w = weaponOf(me, weaponId);
  if (w === undefined)
    return violation(
      "noWeapon",
      "dnd35.weapons",
      says("dnd35:violation.noWeapon", { actor, weapon: weaponId }),
    );
  if (has(me, CONDITION.towerShieldCover))
    return violation(
      "towerShieldCover",
      "dnd35.towerShieldCover",
      says("dnd35:violation.gear.behindTowerShield", { actor }),
    );
  const unready = notReadyToUse(me, w);
  if (unready !== undefined) return unready;
  if (w.ranged?.kind !== "thrown" || !isRangedAttack(w, { thrown: true }))
    return violation(
      "notThrowable",
      "dnd35.weapons",
      says("dnd35:violation.notThrowable", { weapon: w.id }),
    );
  if (has(me, "prone") && !proneCanShoot(w))
    return violation(
      "proneRanged",
      "dnd35.combatModifiers",
      says("dnd35:violation.proneRanged", { weapon: w.id }),
    );
  const ft = intersectionGapFt(spaceOf(me), point);
  const r = rangePenalty(w.ranged, ft);
  if (isRangeViolation(r))
    return violation(
      "outOfRange",
      "dnd35.rangePenalty",
      says("dnd35:violation.splash.outOfRange", { at: point, ft, maxFt: r.maxFt }),
    );
  // No line of effect: total cover, no attack (seed 000 掩蔽COVER 全掩蔽).
  return lineOfEffectToIntersection(state.map, me, point)
    ? undefined
    : violation("totalCover", "dnd35.cover", says("dnd35:violation.splash.walled", { at: point }));
}
