import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatSquare } from "../../../../words/format.ts";
import type { ThreeXWindowKind } from "../../../3x/log/facts.ts";
import type { ThreeXEventMap } from "../../../3x/log/fightEvent.ts";
import type { interruptTexts as english } from "../interrupts.ts";
import { delayUntil, readyWords, triggerWord } from "./declarations.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];
/** A fact told inside a window, with the kind of that window. */
type InWindow<K extends keyof ThreeXEventMap> = Data<K> & { readonly inWindow?: string };

/** What opened a window, in words: leaving a square, an action's name, or a trigger. */
function why(trigger: string, at: { x: number; y: number }): string {
  const where = formatSquare(at);
  if (trigger === "move") return `（离开${where}）`;
  return `（在${where}${triggerWord(trigger)}）`;
}

function opened(d: Data<"WindowOpened">): string {
  const who = d.candidates.join("、");
  const kind = d.window as ThreeXWindowKind;
  switch (kind) {
    case "opportunity":
      return `⚔ 窗口：${who}可以对${d.provoker}进行借机攻击${why(d.trigger, d.at)}`;
    case "readied":
      return `⏱ 窗口：${d.provoker}${d.trigger === "move" ? "移动" : triggerWord(d.trigger)}时（在${formatSquare(d.at)}），${who}准备的动作可以触发`;
    case "delay":
      return `⏳ 延迟窗口：${d.provoker}的回合结束；${who}可以现在插入行动或继续等待`;
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** dnd35's Chinese texts of interrupts, delays and readied actions (the English: ../interrupts.ts). */
export const interruptTexts = {
  "dnd35:event.WindowOpened": opened,
  "dnd35:event.WindowClosed": (d: InWindow<"WindowClosed">) => {
    if (d.inWindow === "delay") return "延迟窗口关闭";
    return d.outcome === "resumed"
      ? `窗口关闭；${d.provoker}继续行动`
      : `窗口关闭；${d.provoker}的动作被打断`;
  },
  "dnd35:event.AttackOfOpportunity": (d: Data<"AttackOfOpportunity">) =>
    `${d.attacker}对${d.target}进行借机攻击（${d.weapon}）`,
  "dnd35:event.OpportunityDeclined": (d: InWindow<"OpportunityDeclined">) =>
    d.inWindow === "delay" ? `${d.by}继续等待` : `${d.by}放弃`,
  "dnd35:event.ActionReadied": (d: Data<"ActionReadied">) =>
    `${d.actor}准备：${readyWords(d.action, d.trigger).replace(/^准备 /, "")}`,
  "dnd35:event.ReadiedActionFired": (d: Data<"ReadiedActionFired">) =>
    `${d.by}准备的动作触发：${d.by}此后在先攻值${d.count}行动，紧接在${d.triggeredBy}之前`,
  "dnd35:event.ReadiedActionLost": (d: Data<"ReadiedActionLost">) =>
    `${d.actor}准备的动作失效（它的回合先到了）`,
  "dnd35:event.Delayed": (d: Data<"Delayed">) => `${d.actor}延迟${delayUntil(d)}`,
  "dnd35:event.DelayEnded": (d: Data<"DelayEnded">) =>
    d.lapsed
      ? `${d.actor}的延迟失效：它的先攻值${d.count}再次轮到，延迟的动作失去；接着进行正常回合`
      : `${d.actor}结束延迟，插入行动：此后它在先攻值${d.count}行动`,
} satisfies CatalogueLike<typeof english>;
