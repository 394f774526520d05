import type { Square } from "../../../../model/ids.ts";
import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatSquare, formatTerms } from "../../../../words/format.ts";
import type { mountedTexts as english } from "../mounted.ts";

const landing = (at: Square | undefined) => (at === undefined ? "" : `，落在${formatSquare(at)}`);

/** What each Ride check is for, in words. */
const PURPOSE: Readonly<Record<string, string>> = {
  fastMount: "快速上坐骑",
  fastDismount: "快速下坐骑",
  softFall: "缓和落马力道",
  control: "控制受惊的坐骑",
};

/** dnd35's Chinese texts of mounted combat's facts (the English: ../mounted.ts). */
export const mountedTexts = {
  "dnd35:event.MountChanged": (d) => {
    switch (d.change) {
      case "mount":
        return `${d.rider}骑上${d.mount}：骑手占据${d.mount}的空间，在坐骑的先攻顺位上行动`;
      case "dismount":
        return `${d.rider}从${d.mount}上下来${landing(d.at)}`;
      case "fall":
        return `${d.rider}从${d.mount}上跌落${landing(d.at)}`;
      case "pulledOff":
        return `${d.rider}被拉下${d.mount}${landing(d.at)}`;
    }
  },
  "dnd35:event.RideChecked": (d) =>
    `${d.rider}进行“骑术”检定（${PURPOSE[d.purpose] ?? d.purpose}）：d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total}，对抗DC ${d.dc}：${d.success ? "成功" : "失败"}`,
  "dnd35:event.SaddleRolled": (d) =>
    `${d.rider}被打到昏迷，d% ≤ ${d.chance}则留在鞍座上：${d.roll}，${d.stays ? "留在鞍座上" : "落马"}`,
  "dnd35:audit.breakdown.rideCheck": (p) => `${p.rider}的“骑术”检定（DC ${p.dc}）`,
} satisfies CatalogueLike<typeof english>;
