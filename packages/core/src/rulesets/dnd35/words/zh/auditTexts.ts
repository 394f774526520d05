import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatSquare } from "../../../../words/format.ts";
import type { ThreeXEventMap } from "../../../3x/log/fightEvent.ts";
import type { auditTexts as english } from "../auditTexts.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

/** What an attack roll was made at: its target, or the grid intersection thrown at. */
const attacked = (d: Data<"AttackResolved">): string =>
  d.at === undefined ? `${d.target}` : `方格线交叉点${formatSquare(d.at)}`;

// The rolls the rules make against touch AC (as ../attacks.ts's acWord).
const TOUCH_RULES = new Set([
  "dnd35.touchAttack",
  "dnd35.spellCritical",
  "dnd35.grappleStart",
  "dnd35.trip",
  "dnd35.throwSplash",
]);

/** `接触AC` for a roll the rules make against touch AC, else `AC`. */
const acWord = (d: Data<"AttackResolved">): string =>
  d.at === undefined && TOUCH_RULES.has(d.rule) ? "接触AC" : "AC";

const SLOTS: Readonly<Record<string, string>> = {
  standard: "标准动作",
  move: "移动动作",
  fullRound: "整轮动作",
  fiveFootStep: "五尺快步",
  free: "自由动作",
  attack: "攻击动作",
};

const MOVE_MODES: Readonly<Record<string, string>> = {
  walk: "行走",
  run: "奔跑",
  charge: "冲锋",
  withdraw: "撤退",
  fiveFootStep: "五尺快步",
  pushed: "被推动",
  follow: "跟随",
  crawl: "爬行",
};

const SAVES: Readonly<Record<string, string>> = { fort: "强韧", ref: "反射", will: "意志" };

/** dnd35's Chinese texts of the audit's lines (the English: ../auditTexts.ts). */
export const auditTexts = {
  "dnd35:audit.Declared": (input) => {
    if (input.by === "gm")
      return `GM：${input.decl.kind}（${(input.decl as { reason: string }).reason}）`;
    const { by, decl } = input;
    const target = "target" in decl ? `，目标${decl.target}` : "";
    return `${by}宣告${decl.kind}${target}`;
  },
  "dnd35:audit.AttackResolved": (d) => {
    const crit = d.critical ? "（重击）" : d.threat ? "（重击威胁）" : "";
    return `${d.attacker}以${d.weapon}${d.hit ? "命中" : "未命中"}${attacked(d)}：${d.total} 对抗 ${acWord(d)} ${d.acTotal}${crit}`;
  },
  "dnd35:audit.DamageDealt": (d) => {
    const kind = d.nonlethal ? "非致命伤害" : "伤害";
    return `${d.source ?? "GM"}对${d.target}造成${d.amount}点${kind}`;
  },
  "dnd35:audit.VitalsChanged": (d) => `${d.target}：${d.why}`,
  "dnd35:audit.InitiativeRolled": (d) => `先攻顺序：${d.order.join("、")}`,
  "dnd35:audit.ActionTaken": (d) => `${d.actor}进行${d.action}（${SLOTS[d.slot] ?? d.slot}）`,
  "dnd35:audit.Moved": (d) => `${d.actor}移动${d.feet}尺（${MOVE_MODES[d.mode] ?? d.mode}）`,
  "dnd35:audit.breakdown.attackRoll": () => "攻击检定",
  "dnd35:audit.breakdown.armorClass": () => "防御等级",
  "dnd35:audit.breakdown.damage": () => "伤害",
  "dnd35:audit.breakdown.save": (d) => `${SAVES[d.save] ?? d.save}豁免（DC ${d.dc}）`,
  "dnd35:audit.breakdown.saveDc": () => "豁免DC",
  "dnd35:audit.breakdown.move": (d) => `自(${d.from.x},${d.from.y})起移动的尺数`,
  "dnd35:audit.breakdown.initiative": (d) => `${d.id}的先攻`,
  "dnd35:audit.breakdown.healCheck": (d) => `为稳定${d.target}的伤势进行的医疗检定（DC ${d.dc}）`,
} satisfies CatalogueLike<typeof english>;
