import type { Term } from "../../../../model/breakdown.ts";
import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatTerms } from "../../../../words/format.ts";
import type { specialTexts as english } from "../special.ts";

/** A word from a table, or the word as it came when the table does not know it. */
const word = (table: Readonly<Record<string, string>>, w: string): string => table[w] ?? w;

/** The special attacks (declaration kinds), in the seed's words. */
const ATTACKS: Readonly<Record<string, string>> = {
  AidAnother: "协助他人",
  BullRush: "冲撞",
  "bull rush": "冲撞",
  Disarm: "卸除武器",
  Feint: "虚招",
  Grapple: "擒抱",
  Overrun: "闯越",
  overrun: "闯越",
  Sunder: "击破武器",
  Trip: "绊摔",
  trip: "绊摔",
  TurnUndead: "驱散不死生物",
  ThrowSplash: "投掷泼溅武器",
  ControlMount: "控制坐骑",
  MountSteed: "上坐骑",
  DismountSteed: "下坐骑",
  melee: "近战",
};

/** Which check of a special attack it is. */
const PURPOSES: Readonly<Record<string, string>> = {
  trip: "绊摔",
  tripBack: "反绊",
  overrun: "闯越",
  knockBack: "反将对方击倒",
  bullRush: "冲撞",
  feint: "虚招",
  sunder: "击破武器",
  disarm: "卸除武器",
  counterDisarm: "反卸除武器",
  grab: "强化擒抱",
  start: "发起擒抱",
  hold: "擒住",
  join: "加入擒抱",
  damage: "造成伤害",
  pin: "压制",
  escape: "脱离擒抱",
  escapeArtist: "以脱逃脱离擒抱",
  move: "移动",
  drawLight: "拔出轻型武器",
  breakPin: "挣脱压制",
  useOpponentWeapon: "使用对手的武器",
  release: "放开",
  retrieveComponent: "取出施法材料",
};

/** What each side rolls. */
const CHECKS: Readonly<Record<string, string>> = {
  attack: "攻击检定",
  grapple: "擒抱检定",
  Str: "力量检定",
  Dex: "敏捷检定",
  "Str or Dex": "力量或敏捷检定",
  Bluff: "“唬骗”检定",
  "Sense Motive": "“察言观色”检定",
  "Escape Artist": "“脱逃”检定",
  Ride: "“骑术”检定",
};

/** The answers to the choices the special attacks ask (an unknown one as it is). */
const ANSWERS: Readonly<Record<string, string>> = {
  avoid: "避开",
  block: "阻挡",
  tripBack: "反过来绊摔对方",
  decline: "放过",
  keep: "保留武器",
  drop: "丢下武器",
  grab: "擒抱（强化擒抱）",
};

/** What happens to a turned creature. */
const OUTCOMES: Readonly<Record<string, string>> = {
  turned: "被驱散",
  destroyed: "被毁灭",
  rebuked: "被斥喝",
  commanded: "被命令",
  released: "驱散效果被解除",
  bolstered: "被鼓舞",
};

/** Why a special attack failed before its roll. */
const REASONS: Readonly<Record<string, string>> = {
  "the attack of opportunity dealt damage": "借机攻击造成了伤害",
};

/** Why an opposed check was won without the dice. */
const automatic = (why: string): string => {
  const larger = /^(.+) is two or more sizes larger$/.exec(why);
  return larger === null ? why : `${larger[1]}的体型大两级或以上`;
};

/** The attack and which of its checks, once when both are the same word. */
const attackPurpose = (attack: string, purpose: string): string => {
  const a = word(ATTACKS, attack);
  const p = word(PURPOSES, purpose);
  return a === p ? a : `${a}（${p}）`;
};

type Side = { readonly who: string; readonly check: string; readonly bonus: readonly Term[] };
type Roll = { readonly naturals: readonly number[]; readonly totals: readonly number[] };

/** One side of one roll: who, what it rolls, the d20, the terms, the total. */
function side(sides: readonly Side[], r: Roll, i: number): string {
  const s = sides[i]!;
  return `${s.who}${word(CHECKS, s.check)} d20 ${r.naturals[i]} ${formatTerms(s.bonus)} = ${r.totals[i]}`;
}

const MODES: Readonly<Record<string, string>> = {
  turn: "驱散",
  rebuke: "斥喝",
  dispel: "解除对",
  bolster: "鼓舞",
};

/** dnd35's Chinese texts of the special attacks' facts (the English: ../special.ts). */
export const specialTexts = {
  "dnd35:event.OpposedCheckRolled": (d) => {
    const rolls = d.rolls
      .map((r) => `${side(d.sides, r, 0)} 对抗 ${side(d.sides, r, 1)}`)
      .join("；平手，重投：");
    const why = d.automatic === undefined ? "" : `（${automatic(d.automatic)}）`;
    return `${attackPurpose(d.attack, d.purpose)}：${rolls}：${d.winner}胜出${why}`;
  },
  "dnd35:event.TurnUndeadRolled": (d) =>
    `${d.turner}${word(MODES, d.mode)}${d.mode === "dispel" ? "不死生物的驱散效果" : "不死生物"}：d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total}：最多影响${d.maxHd} HD（等级${d.level}）`,
  "dnd35:event.TurningDamageRolled": (d) =>
    `驱散伤害 2d6 ${d.dice} ${formatTerms(d.bonus)} = ${d.total} HD：${d.affected.length === 0 ? "无不死生物受到影响" : d.affected.map((a) => `${a.target}（${a.hd} HD）${word(OUTCOMES, a.outcome)}`).join("，")}`,
  "dnd35:event.ObjectDamaged": (d) =>
    `${d.attacker}击中${d.owner}的${d.item}：${d.rolled}点伤害 − 硬度${d.hardness} = ${d.amount}；剩余${d.hpLeft}/${d.hp} hp${d.hpLeft <= 0 ? "：被摧毁" : ""}`,
  "dnd35:event.SpecialAttackSpoiled": (d) =>
    `${d.actor}对${d.target}的${word(ATTACKS, d.attack)}失败：${word(REASONS, d.reason)}`,
  "dnd35:audit.breakdown.objectDamage": (d) => `对${d.item}的伤害`,
  "dnd35:audit.breakdown.turningCheck": () => "驱散检定",
  "dnd35:audit.breakdown.turningDamage": () => "驱散伤害（生命骰）",
  "dnd35:event.ChoiceMade": (d) => `${d.actor}选择${word(ANSWERS, d.answer)}（${d.question}）`,
  "dnd35:audit.breakdown.opposedCheck": (d) =>
    `${attackPurpose(d.attack, d.purpose)}：${d.who}的检定`,
} satisfies CatalogueLike<typeof english>;
