import type { pathViolationTexts as english } from "../../../../../d20/grid/pathViolationTexts.ts";
import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import { formatSquare } from "../../../../../words/format.ts";

/** The Chinese of the grid's refusals of a path's step (the English: d20/grid/pathViolationTexts.ts). */
export const pathViolationTexts = {
  "d20:violation.brokenPath": () => "路径的每个方格都必须与前一个方格相邻",
  "d20:violation.offMap": (p) => `方格${formatSquare(p.square)}在地图之外`,
  "d20:violation.blockedTerrain": (p) => `${formatSquare(p.square)}：墙壁或坑洞挡住了去路`,
  "d20:violation.cutsCorner": (p) => `斜向移动到${formatSquare(p.square)}会切过墙角`,
} satisfies CatalogueLike<typeof english>;
