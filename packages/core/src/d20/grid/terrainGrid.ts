import type { MapState } from "../../../engine/state.ts";

// One byte a square: bit 0 difficult, bit 1 obstacle (each doubles the cost), bit 2 impassable,
// bit 3 solid (a wall, whose corners cannot be cut).
const DIFFICULT = 1;
const OBSTACLE = 2;
const IMPASSABLE = 4;
const SOLID = 8;

const BITS: ReadonlyMap<string, number> = new Map([
  ["difficult", DIFFICULT],
  ["obstacle", OBSTACLE],
  ["wall", IMPASSABLE | SOLID],
  ["pit", IMPASSABLE],
  // A low wall hampers movement like any obstacle (seed 000 地形和障碍物 障碍物Obstacles).
  ["lowObstacle", OBSTACLE],
  // Raised ground changes only the attack roll (battlefield/elevation.ts).
  ["high", 0],
]);

/** A space's worst square, as `spaceDoublings` reports it when the space cannot be entered. */
export const OFF_MAP = -2;
/** A space that holds a wall or a pit. */
export const BLOCKED = -1;

/**
 * The map's features as a square-by-square lookup (seed 000 地形和障碍物), derived from the
 * state's `map` and cached per map object: the map never changes during a fight.
 */
export class TerrainGrid {
  constructor(
    readonly width: number,
    readonly height: number,
    private readonly cells: Uint8Array,
    /** No features at all: every square on the map costs the plain price. */
    readonly plain: boolean,
  ) {}

  /** True when the square is on the map. */
  onMap(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  /** How many times entering the square doubles its cost: difficult and obstacle each once. */
  doublings(x: number, y: number): number {
    const c = this.cells[y * this.width + x]!;
    return (c & DIFFICULT) + ((c & OBSTACLE) >> 1);
  }

  /** A wall or a pit: nobody enters the square. */
  blocked(x: number, y: number): boolean {
    return (this.cells[y * this.width + x]! & IMPASSABLE) !== 0;
  }

  /**
   * The most doublings over the space `n` squares a side whose top-left square is (sx,sy)
   * (seed 000 地形和障碍物: a creature moves at the rate of the most difficult terrain in its
   * space), or `BLOCKED` / `OFF_MAP`.
   */
  spaceDoublings(sx: number, sy: number, n: number): number {
    if (!this.onMap(sx, sy) || !this.onMap(sx + n - 1, sy + n - 1)) return OFF_MAP;
    if (this.plain) return 0;
    let worst = 0;
    for (let y = sy; y < sy + n; y++) {
      for (let x = sx; x < sx + n; x++) {
        if (this.blocked(x, y)) return BLOCKED;
        worst = Math.max(worst, this.doublings(x, y));
      }
    }
    return worst;
  }

  /** True when any square of the space (as for `spaceDoublings`) is difficult terrain. */
  anyDifficult(sx: number, sy: number, n: number): boolean {
    return this.anyOf(sx, sy, n, DIFFICULT);
  }

  /** True when any square of the space holds a wall. */
  anySolid(sx: number, sy: number, n: number): boolean {
    return this.anyOf(sx, sy, n, SOLID);
  }

  /** True when a square of the space (clipped to the map) has any of `bits`. */
  private anyOf(sx: number, sy: number, n: number, bits: number): boolean {
    if (this.plain) return false;
    for (let y = Math.max(0, sy); y < Math.min(this.height, sy + n); y++) {
      for (let x = Math.max(0, sx); x < Math.min(this.width, sx + n); x++) {
        if ((this.cells[y * this.width + x]! & bits) !== 0) return true;
      }
    }
    return false;
  }
}

const cache = new WeakMap<MapState, TerrainGrid>();
let plain: TerrainGrid | undefined;

/**
 * The lookup for a map. Throws on a kind dnd35 does not know: the header check
 * (`battleMap.ts` `checkMap`) rejects such a map before a fight is built from it.
 */
export function terrainGrid(map: MapState): TerrainGrid {
  // A map with no terrain needs no lookup of its own: one plain grid per size serves them all
  // (and no WeakMap entry per fight's new map object, which the collector pays for).
  if (map.terrain.length === 0) {
    if (plain === undefined || plain.width !== map.width || plain.height !== map.height)
      plain = new TerrainGrid(map.width, map.height, new Uint8Array(map.width * map.height), true);
    return plain;
  }
  const hit = cache.get(map);
  if (hit !== undefined) return hit;
  const cells = new Uint8Array(map.width * map.height);
  for (const [i, f] of map.terrain.entries()) {
    const bits = BITS.get(f.kind);
    if (bits === undefined) throw new Error(`map.terrain[${i}]: unknown kind "${f.kind}"`);
    const at = f.y * map.width + f.x;
    cells[at] = (cells[at] ?? 0) | bits;
  }
  const grid = new TerrainGrid(map.width, map.height, cells, map.terrain.length === 0);
  cache.set(map, grid);
  return grid;
}
