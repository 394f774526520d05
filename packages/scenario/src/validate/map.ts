import type { Square } from "@d20/core";
import { readValue } from "../definitions/readValue.ts";
import { keysOf } from "../definitions/spec.ts";
import { AREA, MAP } from "../frame/definitions.ts";
import { at, child, type Issues } from "./issues.ts";
import { readList, readObject, readSquare } from "./read.ts";

/** One feature on one square, as the dnd35 header's `map.terrain` lists it (battleMap.ts). */
export interface Feature {
  readonly x: number;
  readonly y: number;
  readonly kind: "difficult" | "obstacle" | "wall" | "pit" | "lowObstacle" | "high";
}

/** The map as the header carries it. */
export interface ReadMap {
  readonly width: number;
  readonly height: number;
  readonly terrain: readonly Feature[];
}

// Scenario list → header kind (seed 000 地形和障碍物): difficult ground and obstacles cost
// double, walls block (no cutting their corners), pits block (corners may be cut); a low
// obstacle costs double and gives cover from beyond it (低矮障碍和掩蔽); high ground gives +1 on
// melee against a foe below (表：攻击检定修正).
const LISTS = [
  ["difficult", "difficult"],
  ["obstacles", "obstacle"],
  ["walls", "wall"],
  ["pits", "pit"],
  ["lowObstacles", "lowObstacle"],
  ["highGround", "high"],
] as const;

const DEFAULT_SIZE = 20;

/**
 * Reads `map`: `width` and `height` in squares (20 each when left out) and, per kind, a list of
 * squares `[x, y]` or rectangles `{ "from": [x, y], "to": [x, y] }` (corners included).
 */
export function readMap(issues: Issues, path: string, value: unknown): ReadMap | undefined {
  const o = value === undefined ? {} : readObject(issues, path, value, keysOf(MAP), "a map object");
  if (o === undefined) return undefined;
  const width =
    o.width === undefined
      ? DEFAULT_SIZE
      : (readValue(issues, child(path, "width"), o.width, MAP.fields.width!) as number | undefined);
  const height =
    o.height === undefined
      ? DEFAULT_SIZE
      : (readValue(issues, child(path, "height"), o.height, MAP.fields.height!) as
          | number
          | undefined);
  if (width === undefined || height === undefined) return undefined;
  const terrain: Feature[] = [];
  const count = issues.list.length;
  for (const [key, kind] of LISTS) {
    if (o[key] === undefined) continue;
    const listPath = child(path, key);
    const list = readList(
      issues,
      listPath,
      o[key],
      "a list of squares [x, y] or areas { from, to }",
    );
    for (const [i, entry] of (list ?? []).entries()) {
      for (const s of readArea(issues, at(listPath, i), entry, width, height))
        terrain.push({ ...s, kind });
    }
  }
  return issues.list.length === count ? { width, height, terrain } : undefined;
}

function readArea(
  issues: Issues,
  path: string,
  value: unknown,
  width: number,
  height: number,
): Square[] {
  if (Array.isArray(value)) {
    const s = readSquare(issues, path, value);
    return s !== undefined && inside(issues, path, s, width, height) ? [s] : [];
  }
  const o = readObject(
    issues,
    path,
    value,
    keysOf(AREA),
    "a square [x, y] or an area { from: [x, y], to: [x, y] }",
  );
  if (o === undefined) return [];
  const from = readSquare(issues, child(path, "from"), o.from);
  const to = readSquare(issues, child(path, "to"), o.to);
  if (from === undefined || to === undefined) return [];
  if (
    !inside(issues, child(path, "from"), from, width, height) ||
    !inside(issues, child(path, "to"), to, width, height)
  )
    return [];
  const squares: Square[] = [];
  for (let x = Math.min(from.x, to.x); x <= Math.max(from.x, to.x); x++)
    for (let y = Math.min(from.y, to.y); y <= Math.max(from.y, to.y); y++) squares.push({ x, y });
  return squares;
}

/** True when `s` is on the map; records an issue when it is not. */
export function inside(
  issues: Issues,
  path: string,
  s: Square,
  width: number,
  height: number,
): boolean {
  if (s.x < width && s.y < height) return true;
  const expected = `a square on the ${width}×${height} map (x 0–${width - 1}, y 0–${height - 1})`;
  issues.add(path, expected, `(${s.x},${s.y}) is off the map; expected ${expected}`);
  return false;
}
