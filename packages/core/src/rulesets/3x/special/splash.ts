import type { Square } from "../../../model/ids.ts";
import type { CreatureType } from "../model/combatant.ts";

// Splash weapons (seed 000 投掷泼溅武器THROW SPLASH WEAPON; the items are the SRD's Special
// Substances and Items, outside the seeds): direct-hit damage on the target, and a splash on
// every creature within 5 ft of it; or, thrown at a grid intersection, a splash on every creature
// in the squares touching it; a miss scattering from the target or the intersection.

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
  return scattered(target, back, roll, squares);
}

/**
 * Where a splash weapon that missed a grid intersection lands (seed 000 投掷泼溅武器: 以顺时针方向
 * 围绕着方格线交叉点…来顺推偏离方向): another intersection, `squares` along the direction `roll`
 * names — 1 straight back toward the thrower's space (`from`: its top-left square, `n` a side),
 * the one of the eight nearest the line from the point to that space's centre; 2–8 the next ones
 * clockwise.
 */
export function scatterFromIntersection(
  from: Square,
  n: number,
  point: Square,
  roll: number,
  squares: number,
): Square {
  // In half squares, so the centre of a space of any size is a whole number.
  const back = nearestOfEight(2 * from.x + n - 2 * point.x, 2 * from.y + n - 2 * point.y);
  return scattered(point, back, roll, squares);
}

/**
 * The one of the eight directions nearest (vx, vy): a component is dropped when it is under
 * tan 22.5° = √2 − 1 of the other — |vx| < (√2 − 1)|vy| ⇔ (|vx| + |vy|)² < 2vy², exact in integers.
 */
function nearestOfEight(vx: number, vy: number): Square {
  const ax = Math.abs(vx);
  const ay = Math.abs(vy);
  const s = (ax + ay) * (ax + ay);
  return { x: s < 2 * ay * ay ? 0 : Math.sign(vx), y: s < 2 * ax * ax ? 0 : Math.sign(vy) };
}

/** `squares` from `origin` along the direction `roll` counts clockwise from `back`. */
function scattered(origin: Square, back: Square, roll: number, squares: number): Square {
  const start = Math.max(
    0,
    AROUND.findIndex((d) => d.x === back.x && d.y === back.y),
  );
  const dir = AROUND[(start + roll - 1) % 8]!;
  return { x: origin.x + dir.x * squares, y: origin.y + dir.y * squares };
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

/**
 * Whether a creature's space (top-left `at`, `n` squares a side) has a square that touches a grid
 * intersection — the top-left corner of square `point` — one of the four around it (seed 000
 * 投掷泼溅武器: 和该点相接的所有方格里的生物都会受到泼溅伤害).
 */
export function touchesIntersection(at: Square, n: number, point: Square): boolean {
  return at.x <= point.x && at.x + n >= point.x && at.y <= point.y && at.y + n >= point.y;
}
