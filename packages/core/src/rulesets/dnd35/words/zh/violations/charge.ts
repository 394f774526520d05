import type { Square } from "../../../../../model/ids.ts";
import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import { formatSquare as sq } from "../../../../../words/format.ts";
import type { chargeViolationTexts as english } from "../../violations/charge.ts";

// A charge's lane, between its start's and its end's corner squares.
const lane = (p: { from: Square; to: Square }) => `从${sq(p.from)}到${sq(p.to)}的连线`;

/** dnd35's Chinese refusals of a charge (the English: ../../violations/charge.ts). */
export const chargeViolationTexts = {
  "dnd35:violation.chargeHampered.lane": (p) =>
    `${sq(p.square)}的${p.blocked ? "墙壁或坑洞" : "困难地形或障碍物"}位于${lane(p)}上`,
  "dnd35:violation.chargeHampered.path": (p) => `${sq(p.square)}的困难地形或障碍物挡住了冲锋的去路`,
  "dnd35:violation.chargeLane.creature": (p) =>
    `${sq(p.square)}的${p.id}位于${lane(p)}上：冲锋不能穿过任何非无助的生物`,
  "dnd35:violation.noMeleeWeapon": () => "冲锋以一次近战攻击结束",
  "dnd35:violation.noLineOfSight": (p) =>
    `${p.actor}与${p.target}之间没有视线（${p.sight}）：不能冲锋`,
  "dnd35:violation.chargeTooShort": () => "冲锋至少要移动10尺",
  "dnd35:violation.chargeNotDirect.toward": () => "冲锋要直接朝目标移动",
  "dnd35:violation.chargeNotDirect.cost": (p) =>
    `冲锋要走直线：该路径要花费${p.cost}尺才前进${p.covered}尺`,
  "dnd35:violation.chargeNotDirect.line": (p) =>
    `冲锋要沿直线移动：从${sq(p.from)}到${sq(p.to)}的任何连线都不经过${sq(p.off)}`,
  "dnd35:violation.chargeNotNearest": (p) =>
    `冲锋要停在最近的可以发动攻击的方格（距离${p.nearest}尺，而不是${p.covered}尺）`,
} satisfies CatalogueLike<typeof english>;
