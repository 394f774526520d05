import type { MapState } from "../../engine/state.ts";

// One byte a square: bit 0 and bit 1 each one hindrance (the ruleset's cost model says what a
// hindrance costs), bit 2 impassable, bit 3 solid (impassable, and its corners cannot be cut).

/** The bits a ruleset gives each of its terrain kinds: what the grid knows of a square. */
export const TERRAIN_BITS = {
  /** One hindrance (difficult ground, say). */
  hinders: 1,
  /** A second, separate hindrance on the same square (an obstacle on difficult ground). */
  hindersAgain: 2,
  /** Nobody enters the square. */
  impassable: 4,
  /** A solid square: besides impassable, nobody moves diagonally past its corner. */
  solid: 8,
} as const;

const DIFFICULT = TERRAIN_BITS.hinders;
const OBSTACLE = TERRAIN_BITS.hindersAgain;
const IMPASSABLE = TERRAIN_BITS.impassable;
const SOLID = TERRAIN_BITS.solid;

/** A ruleset's terrain kinds and their bits (`TERRAIN_BITS`, or-ed): kinds absent are unknown. */
export type TerrainKinds = ReadonlyMap<string, number>;

/** A space's worst square, as `spaceDoublings` reports it when the space cannot be entered. */
export const OFF_MAP = -2;
/** A space that holds an impassable square. */
export const BLOCKED = -1;

/**
 * The map's features as a square-by-square lookup, derived from the state's `map` by the
 * ruleset's kinds and cached per map object: the map never changes during a fight.
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

  /** How many hindrances the square holds (0–2): the ruleset's cost model prices them. */
  doublings(x: number, y: number): number {
    const c = this.cells[y * this.width + x]!;
    return (c & DIFFICULT) + ((c & OBSTACLE) >> 1);
  }

  /** A wall or a pit: nobody enters the square. */
  blocked(x: number, y: number): boolean {
    return (this.cells[y * this.width + x]! & IMPASSABLE) !== 0;
  }

  /**
   * The most hindrances over the space `n` squares a side whose top-left square is (sx,sy)
   * (a creature moves at the rate of the worst ground in its space: seed 000 地形和障碍物), or
   * `BLOCKED` / `OFF_MAP`.
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

  /** True when any square of the space (as for `spaceDoublings`) has the first hindrance. */
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

/**
 * The lookup of a ruleset's terrain `kinds`: a function from a map to its grid, with its own
 * cache. It throws on a kind the ruleset does not know: the ruleset's header check rejects such a
 * map before a fight is built from it.
 */
export function terrainLookup(kinds: TerrainKinds): (map: MapState) => TerrainGrid {
  const cache = new WeakMap<MapState, TerrainGrid>();
  let plain: TerrainGrid | undefined;
  return (map) => {
    // A map with no terrain needs no lookup of its own: one plain grid per size serves them all
    // (and no WeakMap entry per fight's new map object, which the collector pays for).
    if (map.terrain.length === 0) {
      if (plain === undefined || plain.width !== map.width || plain.height !== map.height)
        plain = new TerrainGrid(
          map.width,
          map.height,
          new Uint8Array(map.width * map.height),
          true,
        );
      return plain;
    }
    const hit = cache.get(map);
    if (hit !== undefined) return hit;
    const cells = new Uint8Array(map.width * map.height);
    for (const [i, f] of map.terrain.entries()) {
      const bits = kinds.get(f.kind);
      if (bits === undefined) throw new Error(`map.terrain[${i}]: unknown kind "${f.kind}"`);
      const at = f.y * map.width + f.x;
      cells[at] = (cells[at] ?? 0) | bits;
    }
    const grid = new TerrainGrid(map.width, map.height, cells, false);
    cache.set(map, grid);
    return grid;
  };
}
