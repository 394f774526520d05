import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatSquare } from "../../../../words/format.ts";
import type { gearTexts as english } from "../gear.ts";

const HANDS = { main: "主手", off: "副手", both: "双手" } as const;

/** dnd35's Chinese texts of a change of gear (the English: ../gear.ts). */
export const gearTexts = {
  "dnd35:event.GearChanged": (d) => {
    const into = d.hand === undefined ? "" : `（${HANDS[d.hand]}）`;
    const item = d.item === "shield" ? "盾牌" : d.item;
    switch (d.change) {
      case "draw":
        return `${d.actor}拔出${item}${d.also === undefined ? "" : `和${d.also}`}${into}`;
      case "retrieve":
        return `${d.actor}从背包中取出${item}${into}`;
      case "sheathe":
        return `${d.actor}收回${item}`;
      case "stow":
        return `${d.actor}将${item}收进背包`;
      case "drop":
        return d.rule === "dnd35.attackAction"
          ? `${d.actor}投掷的${item}${d.square === undefined ? "落地" : `落在${formatSquare(d.square)}`}`
          : d.rule === "dnd35.disarm"
            ? `${d.actor}的${item}被从手中击落，${d.square === undefined ? "掉在地上" : `掉在${formatSquare(d.square)}`}`
            : `${d.actor}${d.square === undefined ? "丢下" : `在${formatSquare(d.square)}丢下`}${item}`;
      case "pickUp":
        return `${d.actor}${d.square === undefined ? "" : `从${formatSquare(d.square)}`}捡起${item}${into}`;
      case "readyShield":
        return `${d.actor}装备上盾牌（盾牌的AC加值计入）`;
      case "looseShield":
        return `${d.actor}卸下盾牌，盾牌${d.square === undefined ? "留在地上" : `落在${formatSquare(d.square)}`}`;
      case "load":
        return `${d.actor}为${item}装填`;
      case "useUp":
        return `${d.actor}的${item}已用尽`;
      case "spendCharge":
        return `${d.actor}的${item}消耗一次充能`;
      case "destroy":
        return `${d.actor}的${item}被摧毁`;
      case "taken":
        return `${d.by}夺走了${d.actor}的${item}`;
      default:
        return d.change satisfies never;
    }
  },
} satisfies CatalogueLike<typeof english>;
