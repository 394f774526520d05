import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import type { actionViolationTexts as english } from "../../violations/actions.ts";

/** dnd35's Chinese refusals of a turn's other actions (the English: ../../violations/actions.ts). */
export const actionViolationTexts = {
  "dnd35:violation.noSuchCreature.toFollow": (p) => `没有其他名为“${p.after}”的战斗者`,
  "dnd35:violation.unknownActivity": (p) => `没有“${p.activity}”这种动作`,
  "dnd35:violation.notProne.stand": (p) => `${p.actor}并未俯卧`,
  "dnd35:violation.alreadyProne": (p) => `${p.actor}已经俯卧`,
  "dnd35:violation.unknownSpell": (p) => `${p.actor}没有“${p.spell}”这个法术`,
  "dnd35:violation.noTarget.spell": (p) => `${p.spell}需要一个目标`,
  "dnd35:violation.noTarget.none": (p) => `没有名为“${p.target}”的战斗者`,
  "dnd35:violation.noTarget.toWake": (p) => `没有其他名为“${p.target}”的战斗者可以唤醒`,
  "dnd35:violation.personalSpell": (p) => `${p.spell}的距离为个人：只影响${p.actor}自己`,
  "dnd35:violation.outOfReach.touch": (p) => `${p.target}在接触范围之外`,
  "dnd35:violation.noCharge": (p) => `${p.actor}没有持有接触法术`,
  "dnd35:violation.tooManyTouched": () => "最多接触六个不同的盟友",
  "dnd35:violation.notAnAlly": (p) => `${p.target}不是盟友：敌人只能单独接触`,
  "dnd35:violation.notAdjacent.wake": (p) => `${p.target}与${p.actor}不相邻`,
  "dnd35:violation.notAlly": (p) => `${p.target}不是${p.actor}的盟友`,
  "dnd35:violation.notAsleep": (p) => `${p.target}并未睡着`,
} satisfies CatalogueLike<typeof english>;
