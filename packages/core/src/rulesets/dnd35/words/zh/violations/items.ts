import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import type { itemViolationTexts as english } from "../../violations/items.ts";

// An item's kind in words (any other as it comes).
const KIND: Readonly<Record<string, string>> = {
  potion: "药剂",
  oil: "油",
  scroll: "卷轴",
  wand: "魔杖",
  staff: "法杖",
  weapon: "武器",
};

/** dnd35's Chinese refusals about using items and stabilizing (the English: ../../violations/items.ts). */
export const itemViolationTexts = {
  "dnd35:violation.item.wrongKind": (p) =>
    `${p.item}是${KIND[p.kind] ?? p.kind}：不能用${p.activity}来使用它`,
  "dnd35:violation.item.noCharges": (p) => `${p.item}没有剩余的充能`,
  "dnd35:violation.item.potionTarget": (p) => `药剂只影响饮用者：${p.item}不需要目标`,
  "dnd35:violation.item.oilTarget": (p) => `油只能涂在自己或一个相邻的生物身上：${p.target}都不是`,
  "dnd35:violation.item.scrollCastingTime": (p) =>
    `${p.item}：施法时间为一轮或更长的法术卷轴尚未建模`,
  "dnd35:violation.stabilize.noTarget": () => "StabilizeAlly：请指明对象（target）",
  "dnd35:violation.stabilize.notDying": (p) => `${p.target}并未濒死`,
  "dnd35:violation.stabilize.notAdjacent": (p) => `${p.target}不相邻：医疗检定要在濒死生物身旁进行`,
} satisfies CatalogueLike<typeof english>;
