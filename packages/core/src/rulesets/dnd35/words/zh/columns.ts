import type { CatalogueLike } from "../../../../words/catalogue.ts";
import type { columnTexts as english } from "../columns.ts";

// The cells' values are the English words of ../columns.ts and ../tracker.ts (a vital state, a
// condition, what is held, what is being done): the known ones in the seed's words, the rest —
// names of creatures, weapons and spells — as they come.

/** The hit-point states (seed 000 受伤和死亡INJURY AND DEATH, 非致命伤NONLETHAL DAMAGE). */
const STATES: Readonly<Record<string, string>> = {
  ok: "正常",
  disabled: "瘫痪",
  dying: "濒死",
  stable: "稳定",
  dead: "死亡",
  unconscious: "失去意识",
};

/** The conditions (seed 000's table of conditions where it names them). */
const CONDITIONS: Readonly<Record<string, string>> = {
  "flat-footed": "措手不及",
  prone: "俯卧",
  grappled: "擒抱中",
  pinned: "被压制",
  charging: "冲锋中",
  cowering: "畏缩",
  staggered: "恍惚",
  blinded: "失明",
  stunned: "震慑",
  entangled: "纠缠",
  shaken: "战栗",
  frightened: "受惊吓",
  helpless: "无助",
  paralyzed: "麻痹",
  turned: "被驱散",
  rebuked: "被斥喝",
  commanded: "被命令",
  bolstered: "被鼓舞",
  "total defense": "全防御",
};

/** One thing held, as ../columns.ts's holdsWords words it. */
function held(w: string): string {
  if (w === "shield") return "盾牌";
  if (w === "shield (slung)") return "盾牌（未装备）";
  const unloaded = /^(.+) \(unloaded\)$/.exec(w);
  if (unloaded !== null) return `${unloaded[1]}（未装填）`;
  const ground = /^(.+) on the ground at (-?\d+,-?\d+)$/.exec(w);
  if (ground !== null)
    return `${ground[1] === "shield" ? "盾牌" : ground[1]}在地上（${ground[2]}）`;
  const component = /^(.+)'s (material|focus)$/.exec(w);
  if (component !== null)
    return `${component[1]}的${component[2] === "material" ? "材料" : "器材"}`;
  return w;
}

/** One thing being done, as ../tracker.ts's doingWords words it (a readied action's own words kept). */
function doing(w: string): string {
  const readied = /^readied: (.*)$/.exec(w);
  if (readied !== null) return `准备动作：${readied[1]}`;
  const casting = /^casting (.*)$/.exec(w);
  if (casting !== null) return `施法中：${casting[1]}`;
  const after = /^delaying until after (.*)$/.exec(w);
  if (after !== null) return `延迟至${after[1]}之后`;
  const count = /^delaying to count (-?\d+)( next round)?$/.exec(w);
  if (count !== null) return `延迟至${count[2] === undefined ? "" : "下一轮"}先攻${count[1]}`;
  if (w === "delaying until it chooses to step in") return "延迟至其选择行动时";
  return w;
}

/** dnd35's Chinese texts of the initiative tracker's columns (the English: ../columns.ts). */
export const columnTexts = {
  "dnd35:column.state": () => "状态",
  "dnd35:column.conditions": () => "状况",
  "dnd35:column.holds": () => "持有",
  "dnd35:column.ac": () => "AC",
  "dnd35:column.doing": () => "进行中",
  "dnd35:cell.ac": (p) =>
    p.value.length < 3 ? "–" : `${p.value[0]}（接触 ${p.value[1]}，措手不及 ${p.value[2]}）`,
  "dnd35:cell.doing": (p) => p.value.map(doing).join("；") || "–",
  "dnd35:cell.holds": (p) => p.value.map(held).join("、") || "空手",
  "dnd35:cell.state": (p) => STATES[p.value] ?? p.value,
  "dnd35:cell.conditions": (p) => p.value.map((c) => CONDITIONS[c] ?? c).join("、") || "–",
} satisfies CatalogueLike<typeof english>;
