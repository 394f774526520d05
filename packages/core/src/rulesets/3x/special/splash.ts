import type { Square } from "../../../model/ids.ts";
import type { CreatureType } from "../model/combatant.ts";

// Splash weapons (seed 000 投掷泼溅武器THROW SPLASH WEAPON; the items are the SRD's Special
// Substances and Items, outside the seeds): direct-hit damage on the target, and a splash on
// every creature within 5 ft of it.

/** A splash weapon's splash: its damage, and the creature types it harms (undefined: all). */
export interface SplashWeapon {
  readonly splash: number;
  readonly harms?: readonly CreatureType[];
}

/**
 * The splash weapons by weapon id (SRD): alchemist's fire and acid flask 1d6 direct, 1 splash;
 * holy water 2d4 direct, 1 splash, to undead (and evil outsiders: alignment is not modelled, so
 * outsiders are left out). Energy types (fire, acid) are not modelled; alchemist's fire's burn
 * on the next round is not either.
 */
export const SPLASH_WEAPONS: Readonly<Record<string, SplashWeapon>> = {
  "alchemists-fire": { splash: 1 },
  "acid-flask": { splash: 1 },
  "holy-water": { splash: 1, harms: ["undead"] },
};

/** The splash weapon a weapon id names, or undefined. */
export function splashWeapon(id: string): SplashWeapon | undefined {
  return SPLASH_WEAPONS[id];
}

/** Whether a splash weapon harms a creature of this type (holy water: undead only). */
export function splashHarms(w: SplashWeapon, type: CreatureType | undefined): boolean {
  return w.harms === undefined || (type !== undefined && w.harms.includes(type));
}

/** The eight directions around a square, clockwise (x right, y down), starting north. */
const AROUND: readonly Square[] = [
  { x: 0, y: -1 },
  { x: 1, y: -1 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
  { x: -1, y: 1 },
  { x: -1, y: 0 },
  { x: -1, y: -1 },
];

/**
 * Where a missed splash weapon lands (seed 000 投掷泼溅武器: 投1d8 … 投骰结果为1时，表示直线向后往你
 * 自己所在的方向偏离回来。而投骰结果为2到8时，则要以顺时针方向围绕着…目标生物来顺推偏离方向 … 该距离等于
 * 投掷物的射程单位): `roll` 1 is the direction back toward the thrower (the nearest of the eight),
 * 2–8 the next ones clockwise; `squares` is the range increment the throw was in.
 */
export function scatterLanding(
  from: Square,
  target: Square,
  roll: number,
  squares: number,
): Square {
  const back = { x: Math.sign(from.x - target.x), y: Math.sign(from.y - target.y) };
  const start = Math.max(
    0,
    AROUND.findIndex((d) => d.x === back.x && d.y === back.y),
  );
  const dir = AROUND[(start + roll - 1) % 8]!;
  return { x: target.x + dir.x * squares, y: target.y + dir.y * squares };
}

/** The range increment a throw is in (1: within the first): the scatter's squares. */
export function rangeIncrementOf(distanceFt: number, incrementFt: number): number {
  return Math.floor(distanceFt / incrementFt) + 1;
}

/**
 * Whether a creature's space (top-left `at`, `n` squares a side) covers a grid intersection —
 * the top-left corner of square `point` — in its interior (seed 000 投掷泼溅武器: 如果方格线交叉点
 * 正好被某个生物的身体所覆盖，比如某种体型为大型或是更大的生物，那么你就无法将该交叉点作为投掷目标).
 */
export function coversIntersection(at: Square, n: number, point: Square): boolean {
  return at.x < point.x && at.x + n > point.x && at.y < point.y && at.y + n > point.y;
}
