import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatSquare } from "../../../../words/format.ts";
import type { ThreeXEventMap } from "../../../3x/log/fightEvent.ts";
import type { awaitingTexts as english } from "../awaiting.ts";
import { answerWord, triggerWord } from "./declarations.ts";

type Opened = ThreeXEventMap["WindowOpened"];

const whyAsked = (d: Opened) =>
  d.trigger === "move"
    ? `离开${formatSquare(d.at)}`
    : `在${formatSquare(d.at)}${triggerWord(d.trigger)}`;

/** dnd35's Chinese texts of what is awaited and of the questions in windows (the English: ../awaiting.ts). */
export const awaitingTexts = {
  "dnd35:awaiting.begin": () => "等待GM开始战斗",
  "dnd35:awaiting.declaration": (a: { actor: string }) => `等待${a.actor}宣告`,
  "dnd35:awaiting.window.opportunity": (a: { actor: string; provoker: string }) =>
    `等待${a.actor}决定是否对${a.provoker}进行借机攻击`,
  "dnd35:awaiting.window.readied": (a: { actor: string; provoker: string }) =>
    `等待${a.actor}决定是否触发由${a.provoker}引发的准备动作`,
  "dnd35:awaiting.window.delay": (a: { actor: string; provoker: string }) =>
    `等待${a.actor}决定在${a.provoker}之后插入行动还是继续延迟`,
  "dnd35:awaiting.choice": (a: { actor: string; options: readonly string[] }) =>
    `等待${a.actor}选择：${a.options.map(answerWord).join("或")}`,
  "dnd35:awaiting.engine": () => "等待引擎（自动步骤）",
  "dnd35:awaiting.ended": () => "无：战斗已结束",
  "dnd35:question.unknown": (p: { actor: string }) => `${p.actor}需要对一个插入动作作出回应`,
  "dnd35:question.opportunity": (d: Opened & { actor: string }) =>
    `⚔ ${d.actor}，${d.provoker}引发了借机攻击（${whyAsked(d)}）：进行攻击或放弃`,
  "dnd35:question.readied": (d: Opened & { actor: string }) =>
    `⏱ ${d.actor}，你准备动作的触发条件出现了：${d.provoker}在${formatSquare(d.at)}${triggerWord(d.trigger)}：触发或保留`,
  "dnd35:question.delay": (d: Opened & { actor: string }) =>
    `⏳ ${d.actor}，你正在延迟，而${d.provoker}的回合已结束：现在插入行动或继续等待`,
} satisfies CatalogueLike<typeof english>;
