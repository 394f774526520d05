import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { Square } from "../../model/ids.ts";
import { messagesOf } from "../../words/typedMessage.ts";
import type { pathViolationTexts } from "./pathViolationTexts.ts";
import type { TerrainGrid } from "./terrainGrid.ts";
import { BLOCKED, OFF_MAP } from "./terrainGrid.ts";

// A step's refusals, as messages of the grid's shared texts (`pathViolationTexts`).
const says = messagesOf<typeof pathViolationTexts>();

/** A step that is not to a neighbouring square. */
export const NOT_A_STEP = -3;
/** A diagonal step past a solid square's corner. */
export const CUTS_CORNER = -4;

/**
 * How many hindrances the step meets (the worst square of the space it enters), or why the step
 * cannot be made: `NOT_A_STEP`, `OFF_MAP`, `BLOCKED` (an impassable square in the new space), or
 * `CUTS_CORNER` — nobody moves diagonally past a solid square's corner, though an impassable one
 * that is not solid (a pit) or a creature may be passed diagonally (seed 000 测量距离). `n` is the
 * mover's space in squares a side; `from` and `to` are its top-left squares.
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
 * What one step costs, the ruleset's to say: the grid walks the path and tells the model each
 * step's hindrances (terrain plus the mover's own) and whether it is diagonal, with the count of
 * diagonals the model has kept so far (one ruleset alternates 1-2 along a move, another along a turn).
 */
export interface StepCostModel {
  /** The step's cost in squares. */
  stepSquares(doublings: number, diagonal: boolean, diagonalsSoFar: number): number;
  /** The diagonal count after the step. */
  nextDiagonals(doublings: number, diagonal: boolean, diagonalsSoFar: number): number;
}

/** The rule ids a ruleset cites for a step the grid refuses. */
export interface GridRules {
  /** A broken path or a cut corner (seed 000 测量距离). */
  readonly measuringDistance: string;
  /** An impassable square (seed 000 地形和障碍物). */
  readonly terrain: string;
  /** The map's edge (seed 000 移动，位置，距离). */
  readonly tacticalMovement: string;
}

/** How a ruleset prices walks on the grid: its cost model and the rules it cites. */
export interface GridPricing {
  readonly model: StepCostModel;
  readonly rules: GridRules;
}

/** What a path costs: feet, and the diagonal count it leaves. */
export interface PathCost {
  readonly feet: number;
  readonly diagonals: number;
}

/**
 * Prices a path square by square: the one place a walk's cost is worked out. A violation names
 * the first step that cannot be taken (`stepViolation`). `hampered` is the mover's own
 * hindrances, added to every step's terrain ones — they stack (seed 000 特殊移动规则 双倍移动代价).
 */
export function pathCost(
  pricing: GridPricing,
  grid: TerrainGrid,
  from: Square,
  path: readonly Square[],
  n = 1,
  hampered = 0,
): PathCost | RuleViolation {
  const { model } = pricing;
  let feet = 0;
  let diagonals = 0;
  let at = from;
  for (const next of path) {
    const terrain = stepDoublings(grid, at, next, n);
    if (terrain < 0) return stepViolation(pricing.rules, terrain, next);
    const d = terrain + hampered;
    const diagonal = at.x !== next.x && at.y !== next.y;
    feet += 5 * model.stepSquares(d, diagonal, diagonals);
    diagonals = model.nextDiagonals(d, diagonal, diagonals);
    at = next;
  }
  return { feet, diagonals };
}

/** The violation for a step `stepDoublings` refused, citing the ruleset's rules. */
export function stepViolation(rules: GridRules, code: number, to: Square): RuleViolation {
  switch (code) {
    case NOT_A_STEP:
      return violation("brokenPath", rules.measuringDistance, says("d20:violation.brokenPath"));
    case OFF_MAP:
      return violation(
        "offMap",
        rules.tacticalMovement,
        says("d20:violation.offMap", { square: to }),
      );
    case BLOCKED:
      return violation(
        "blockedTerrain",
        rules.terrain,
        says("d20:violation.blockedTerrain", { square: to }),
      );
    case CUTS_CORNER:
      return violation(
        "cutsCorner",
        rules.measuringDistance,
        says("d20:violation.cutsCorner", { square: to }),
      );
    default:
      throw new Error(`invariant: unknown step problem ${code}`);
  }
}
