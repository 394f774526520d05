// The d20 grid, for any ruleset: squares, spaces and distances, the terrain lookup (kinds and
// their bits given by the ruleset), path pricing with the ruleset's cost model, straight lines.
export { adjacent, distanceFt, sameSquare } from "./distance.ts";
export { type Blocks, lineBlocked } from "./lineBlocked.ts";
export { oppositeSides } from "./oppositeSides.ts";
export {
  CUTS_CORNER,
  type GridPricing,
  type GridRules,
  NOT_A_STEP,
  type PathCost,
  pathCost,
  type StepCostModel,
  stepDoublings,
  stepViolation,
} from "./pathCost.ts";
export {
  aroundIntersection,
  creatureGapFt,
  gapBetween,
  gapFt,
  intersectionGapFt,
  isSubSquare,
  overlaps,
  type Placed,
  type Space,
  sideOf,
  sizeRank,
  spaceAt,
  spaceOf,
  spaceSquares,
} from "./space.ts";
export { isStraightLine } from "./straightLine.ts";
export { onSomeLine } from "./sweptLine.ts";
export {
  BLOCKED,
  OFF_MAP,
  TERRAIN_BITS,
  TerrainGrid,
  type TerrainKinds,
  terrainLookup,
} from "./terrainGrid.ts";
