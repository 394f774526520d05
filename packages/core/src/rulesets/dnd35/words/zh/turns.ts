import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatTerms } from "../../../../words/format.ts";
import type { ThreeXEventMap } from "../../../3x/log/fightEvent.ts";
import type { turnTexts as english } from "../turns.ts";
import { nameWord } from "./declarations.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

const SLOTS: Readonly<Record<string, string>> = {
  fullRound: "整轮动作",
  fiveFootStep: "五尺快步",
  standard: "标准动作",
  move: "移动动作",
  free: "自由动作",
  attack: "攻击动作",
};

function slotName(slot: string): string {
  return SLOTS[slot] ?? `${slot}动作`;
}

// The ruleset's words for why a turn is restricted or skipped (the engine's are kept as given).
const STATES: Readonly<Record<string, string>> = {
  surprise: "突袭",
  disabled: "瘫痪",
  staggered: "踉跄",
  dead: "死亡",
  dying: "濒死",
  stable: "稳定",
  unconscious: "昏迷",
};

function stateWord(s: string): string {
  return STATES[s] ?? s;
}

/** dnd35's Chinese texts of the turn machine's facts (the English: ../turns.ts). */
export const turnTexts = {
  "dnd35:event.CombatBegan": (d: Data<"CombatBegan">) =>
    `战斗开始${d.surprise ? "，先进行突袭轮" : ""}。`,
  "dnd35:initiative.heading": () => "先攻：",
  "dnd35:initiative.entry": (x: Data<"InitiativeRolled">["entries"][number]) => {
    const ties = x.tiebreak.length === 0 ? "" : `；平局比较 ${x.tiebreak.join("/")}`;
    return `${x.id} ${x.count}（${formatTerms(x.breakdown)}${ties}）`;
  },
  "dnd35:initiative.order": (p: { order: readonly string[] }) => `顺序：${p.order.join("、")}`,
  "dnd35:event.RoundStarted": (d: Data<"RoundStarted">) =>
    `══ 第${d.round}轮${d.surprise ? "（突袭轮）" : ""} ══`,
  "dnd35:event.TurnStarted": (d: Data<"TurnStarted">) =>
    `── ${d.actor}的回合${d.resumed === "delay" ? "（结束延迟，插入行动）" : ""}${d.restriction === undefined ? "" : `（${stateWord(d.restriction)}：只能执行一个动作）`} ──`,
  "dnd35:event.TurnSkipped": (d: Data<"TurnSkipped">) =>
    `── ${d.actor}的回合被跳过：${stateWord(d.reason)} ──`,
  "dnd35:event.ActionTaken": (d: Data<"ActionTaken">) =>
    `${nameWord(d.action)}：${slotName(d.slot)}`,
  "dnd35:event.FightEnded": (d: Data<"FightEnded">) =>
    `战斗结束：${d.winner === undefined ? "没有胜者" : `${d.winner}获胜`}（${d.reason}）。`,
} satisfies CatalogueLike<typeof english>;
