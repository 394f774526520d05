import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import type { TerrainGrid } from "./terrainGrid.ts";
import { BLOCKED, OFF_MAP } from "./terrainGrid.ts";

/** A step that is not to a neighbouring square. */
export const NOT_A_STEP = -3;
/** A diagonal step past a wall's corner. */
export const CUTS_CORNER = -4;

/**
 * How many times the step's cost doubles (the worst square of the space it enters), or why the
 * step cannot be made: `NOT_A_STEP`, `OFF_MAP`, `BLOCKED` (a wall or pit in the new space), or
 * `CUTS_CORNER` — nobody moves diagonally past a wall's corner, not even with a 5-foot step,
 * though a pit or a creature may be passed diagonally (seed 000 测量距离). `n` is the mover's
 * space in squares a side; `from` and `to` are its top-left squares.
 */
export function stepDoublings(grid: TerrainGrid, from: Square, to: Square, n: number): number {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if ((dx === 0 && dy === 0) || dx < -1 || dx > 1 || dy < -1 || dy > 1) return NOT_A_STEP;
  const d = grid.spaceDoublings(to.x, to.y, n);
  if (d < 0) return d;
  if (dx !== 0 && dy !== 0 && !grid.plain) {
    // The two spaces the mover would brush past: one square over in x, or in y.
    if (grid.anySolid(from.x + dx, from.y, n) || grid.anySolid(from.x, from.y + dy, n)) {
      return CUTS_CORNER;
    }
  }
  return d;
}

/**
 * The cost in squares of one step (seed 000 测量距离, 地形和障碍物, 特殊移动规则): straight 1;
 * diagonals 1, 2, 1, 2… by how many plain diagonals came before; each doubling of the cost
 * doubles a straight step (2, 4, 8) and makes a diagonal 3, 6, 12 — "like two ordinary
 * diagonals", so it leaves the 1-2 alternation where it was.
 */
export function stepSquares(doublings: number, diagonal: boolean, diagonalsSoFar: number): number {
  if (!diagonal) return 2 ** doublings;
  if (doublings === 0) return diagonalsSoFar % 2 === 0 ? 1 : 2;
  return 3 * 2 ** (doublings - 1);
}

/** The diagonal count after a step: only plain diagonals advance the 1-2 alternation. */
export function nextDiagonals(
  doublings: number,
  diagonal: boolean,
  diagonalsSoFar: number,
): number {
  return diagonal && doublings === 0 ? diagonalsSoFar + 1 : diagonalsSoFar;
}

/** What a path costs: feet, and the diagonal count it leaves. */
export interface PathCost {
  readonly feet: number;
  readonly diagonals: number;
}

/**
 * Prices a path square by square: the one place a walk's cost is worked out. A violation names
 * the first step that cannot be taken (rule `dnd35.measuringDistance` for a broken path or a cut
 * corner, `dnd35.terrain` for a wall or pit, `dnd35.tacticalMovement` for the map's edge).
 * `hampered` is the mover's own doublings (`moverDoublings`: blinded), added to every step's
 * terrain doublings — they stack (seed 000 特殊移动规则 双倍移动代价).
 */
export function pathCost(
  grid: TerrainGrid,
  from: Square,
  path: readonly Square[],
  n = 1,
  hampered = 0,
): PathCost | RuleViolation {
  let feet = 0;
  let diagonals = 0;
  let at = from;
  for (const next of path) {
    const terrain = stepDoublings(grid, at, next, n);
    if (terrain < 0) return stepViolation(terrain, next);
    const d = terrain + hampered;
    const diagonal = at.x !== next.x && at.y !== next.y;
    feet += 5 * stepSquares(d, diagonal, diagonals);
    diagonals = nextDiagonals(d, diagonal, diagonals);
    at = next;
  }
  return { feet, diagonals };
}

/** The violation for a step `stepDoublings` refused. */
export function stepViolation(code: number, to: Square): RuleViolation {
  const sq = `(${to.x},${to.y})`;
  switch (code) {
    case NOT_A_STEP:
      return violation(
        "brokenPath",
        "dnd35.measuringDistance",
        "each square of the path must neighbour the one before",
      );
    case OFF_MAP:
      return violation("offMap", "dnd35.tacticalMovement", `square ${sq} is off the map`);
    case BLOCKED:
      return violation("blockedTerrain", "dnd35.terrain", `${sq}: a wall or pit blocks the way`);
    case CUTS_CORNER:
      return violation(
        "cutsCorner",
        "dnd35.measuringDistance",
        `the diagonal step to ${sq} cuts a wall's corner`,
      );
    default:
      throw new Error(`invariant: unknown step problem ${code}`);
  }
}
