import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import type { componentViolationTexts as english } from "../../violations/components.ts";

// Why a caster cannot speak ("silenced", "silenced by its pinner <id>"; any other as it comes).
const PINNER = "silenced by its pinner ";
const mute = (why: string) =>
  why === "silenced"
    ? "被沉默"
    : why.startsWith(PINNER)
      ? `被压制它的${why.slice(PINNER.length)}堵住了嘴`
      : why;
// The components missing ("material", "focus", joined by " and ").
const missing = (m: string) =>
  m
    .split(" and ")
    .map((x) => (x === "material" ? "材料" : x === "focus" ? "器材" : x))
    .join("和");

/** dnd35's Chinese refusals of spell components (the English: ../../violations/components.ts). */
export const componentViolationTexts = {
  "dnd35:violation.component.silenced": (p) =>
    `${p.actor}无法说话（${mute(p.why)}）：${p.spell}具有言语构件（V），需要清晰的发声`,
  "dnd35:violation.component.noFreeHand": (p) =>
    `${p.actor}没有空手来做${p.spell}的手势（肢体构件，S）：先收起或丢下一只手中的东西`,
  "dnd35:violation.component.grappledSomatic": (p) =>
    `${p.actor}正处于擒抱中：${p.spell}具有肢体构件（S），具有肢体构件的法术都不能在擒抱中施放`,
  "dnd35:violation.component.grappledCastingTime": (p) =>
    `${p.actor}正处于擒抱中：${p.spell}的施法时间长于一个标准动作，在擒抱中太长了`,
  "dnd35:violation.component.notInHand": (p) =>
    `${p.actor}正处于擒抱中，且手中没有握着${p.spell}的${missing(p.missing)}：从法术器材包中取出它是擒抱选项retrieveComponent（一个整轮动作）`,
  "dnd35:violation.component.noneToRetrieve": (p) => `${p.spell}没有可取出的材料或器材构件`,
  "dnd35:violation.component.alreadyHeld": (p) => `${p.actor}已经握着${p.spell}的构件`,
  "dnd35:violation.component.scrollInGrapple": (p) =>
    `${p.actor}正处于擒抱中：${p.item}是卷轴，属于法术完成类物品，不能在擒抱中使用（其他魔法物品可以）`,
} satisfies CatalogueLike<typeof english>;
