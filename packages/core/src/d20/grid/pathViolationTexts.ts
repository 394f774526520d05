import type { Square } from "../../model/ids.ts";
import type { Catalogue } from "../../words/catalogue.ts";
import { formatSquare } from "../../words/format.ts";

/**
 * The English of the grid's refusals of a path's step (`stepViolation`), shared by the rulesets
 * that price paths on it: each one's catalogue carries them.
 */
export const pathViolationTexts = {
  "d20:violation.brokenPath": () => "each square of the path must neighbour the one before",
  "d20:violation.offMap": (p: { square: Square }) =>
    `square ${formatSquare(p.square)} is off the map`,
  "d20:violation.blockedTerrain": (p: { square: Square }) =>
    `${formatSquare(p.square)}: a wall or pit blocks the way`,
  "d20:violation.cutsCorner": (p: { square: Square }) =>
    `the diagonal step to ${formatSquare(p.square)} cuts a wall's corner`,
} satisfies Catalogue;
