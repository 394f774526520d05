// 3.x cover: the corner-to-corner lines, and the AC term the edition's table gives each result.
export { coverTerms } from "./coverTerms.ts";
export { type Cover, lineOfEffectToIntersection, meleeCover, rangedCover } from "./lines.ts";
export type { CoverByCondition, CoverTable } from "./table.ts";
