import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatPath, formatSquare } from "../../../../words/format.ts";
import type { Message } from "../../../../words/message.ts";
import type {
  CombatantDeclaration,
  ReadiedAction,
  ReadyTrigger,
  ThreeXGmDeclaration,
} from "../../../3x/log/declarations.ts";
import type { declarationTexts as english } from "../declarations.ts";

type Decl<K extends CombatantDeclaration["kind"]> = Extract<CombatantDeclaration, { kind: K }>;
type Gm<K extends ThreeXGmDeclaration["kind"]> = Extract<ThreeXGmDeclaration, { kind: K }>;

// The declarations', activities', special attacks' and free actions' names (seed 000 表：标准动作,
// 表：特殊攻击动作); an unknown one as it is.
const NAMES: Readonly<Record<string, string>> = {
  Attack: "攻击",
  FullAttack: "全力攻击",
  Move: "移动",
  FiveFootStep: "五尺快步",
  Crawl: "爬行",
  Charge: "冲锋",
  Run: "奔跑",
  Withdraw: "撤退",
  MinimumMove: "最小移动",
  TotalDefense: "全防御",
  CoupDeGrace: "致命一击",
  StartFullRound: "开始整轮动作",
  CompleteFullRound: "完成整轮动作",
  WakeSleeper: "唤醒",
  FreeAction: "自由动作",
  Cast: "施法",
  Touch: "接触",
  Delay: "延迟",
  Ready: "准备动作",
  EndTurn: "结束回合",
  DrinkPotion: "饮用药水",
  ReadScroll: "阅读卷轴",
  UseMagicItem: "使用魔法物品",
  AidAnother: "协助他人",
  StabilizeAlly: "稳定伙伴伤势",
  LightTorchWithTindertwig: "用火柴点燃火把",
  DrawWeapon: "拔出武器",
  SheatheWeapon: "收起武器",
  ReadyShield: "装备盾牌",
  LooseShield: "卸下盾牌",
  TowerShieldCover: "以塔盾作掩蔽",
  StowItem: "收起物品",
  LoadLightCrossbow: "装填轻弩",
  LoadHeavyCrossbow: "装填重弩",
  PickUpItem: "捡起物品",
  RetrieveStoredItem: "取出收存的物品",
  OpenDoor: "开门",
  AttackObject: "攻击物体",
  MoveHeavyObject: "移动重物",
  StandUp: "站起",
  DropProne: "卧倒",
  LightTorch: "点燃火把",
  ExtinguishFlames: "扑灭火焰",
  EscapeNet: "挣脱网",
  BullRush: "冲撞",
  Disarm: "缴械",
  Feint: "虚招",
  Grapple: "擒抱",
  MountSteed: "骑上坐骑",
  DismountSteed: "跳下坐骑",
  ControlMount: "控制坐骑",
  Overrun: "闯越",
  Sunder: "破坏武器",
  ThrowSplash: "投掷泼溅武器",
  Trip: "绊摔",
  TurnUndead: "驱散不死生物",
  DropItem: "丢下物品",
  Speak: "说话",
  CeaseConcentration: "停止专注",
};

/** A declaration's, an activity's or an action's name in Chinese. */
export function nameWord(name: string): string {
  return NAMES[name] ?? name;
}

// The answers to the choices the special attacks ask (as ../special.ts's answerPhrase).
const ANSWERS: Readonly<Record<string, string>> = {
  avoid: "避开",
  block: "阻挡",
  tripBack: "反绊",
  decline: "放过",
  keep: "保留武器",
  drop: "丢下武器",
  grab: "抓取（精通抓取）",
};

/** An answer to a special attack's choice in Chinese (an unknown one as it is). */
export function answerWord(answer: string): string {
  return ANSWERS[answer] ?? answer;
}

/** Until when a delay waits (as ../declarations.ts's delayUntil). */
export function delayUntil(d: {
  readonly after?: string;
  readonly count?: number;
  readonly nextRound?: boolean;
}): string {
  if (d.after !== undefined) return `至${d.after}之后`;
  if (d.count !== undefined) return `至${d.nextRound === true ? "下一轮" : ""}先攻值${d.count}`;
  return "直至它选择插入行动（每个之后的回合结束时询问）";
}

/** A `Ready` in words (as ../ready.ts's readyWords): `准备 全防御，当地精-1开始移动时`. */
export function readyWords(a: ReadiedAction, t: ReadyTrigger): string {
  return `准备 ${readiedWords(a)}，当${t.by ?? "敌人"}${triggerWords(t)}时`;
}

function readiedWords(a: ReadiedAction): string {
  const step =
    a.kind === "Move" || a.kind === "Crawl" || a.step === undefined
      ? ""
      : `（先五尺快步至${formatSquare(a.step)}）`;
  switch (a.kind) {
    case "Move":
      return `移动 ${formatPath(a.path)}`;
    case "Crawl":
      return `爬行至${formatSquare(a.to)}`;
    case "Cast":
      return `${a.counter === true ? "以反制法术对抗" : "施法"} ${a.spell}${a.target === undefined ? "" : ` → ${a.target}`}${step}`;
    case "Attack":
      return `攻击${a.target === undefined ? "" : ` → ${a.target}`}${a.weapon === undefined ? "" : `（${a.weapon}）`}${step}`;
    case "Touch":
      return `接触${a.target === undefined ? "" : ` → ${a.target}`}${step}`;
    case "Activity":
      return `${nameWord(a.activity)}${a.aiding === undefined ? "" : `（协助${a.aiding}）`}${step}`;
    case "FreeAction":
      return `自由动作 ${nameWord(a.action)}${step}`;
    case "TotalDefense":
      return `全防御${step}`;
    default:
      return unreachable(a);
  }
}

// What sets off a readied action or opens a window, when it is no declaration's name.
const TRIGGERS: Readonly<Record<string, string>> = {
  rangedAttack: "远程攻击",
  unarmedAttack: "徒手攻击",
  turnEnded: "结束回合",
  TouchAllies: "接触伙伴",
  casts: "施法",
  attacks: "攻击",
  movesIntoReach: "移动进入触及范围",
  chargesIntoReach: "冲锋进入触及范围",
  startsToMove: "开始移动",
  entersSquare: "进入方格",
  uses: "使用",
};

/** A window's trigger in words: its own word, or the name of the action that set it off. */
export function triggerWord(trigger: string): string {
  return TRIGGERS[trigger] ?? nameWord(trigger);
}

/** The trigger in words: "施法", "移动进入触及范围", "进入(3,4)", "使用 饮用药水". */
function triggerWords(t: ReadyTrigger): string {
  if (t.on === "entersSquare") return `进入${formatSquare(t.square)}`;
  if (t.on === "uses") return `使用${nameWord(t.activity ?? t.action)}`;
  return TRIGGERS[t.on] ?? t.on;
}

// The renderer turns a throw into the plain rendering of the message (a readied kind unknown).
function unreachable(a: never): never {
  throw new Error(`invariant: a readied ${(a as { kind: string }).kind}`);
}

/** A special attack as a line says it (as ../declarations.ts's specialAttackWords). */
function specialAttackWords(d: Decl<"SpecialAttack">): string {
  const f = d as Decl<"SpecialAttack"> & Record<string, unknown>;
  const parts: string[] = [String(f.option ?? f.mode ?? "")].filter((p) => p !== "");
  if (typeof f.weapon === "string") parts.push(`使用${f.weapon}`);
  if (typeof f.item === "string") parts.push(`物品${f.item}`);
  if (typeof f.ally === "string")
    parts.push(
      `协助${f.ally}的${f.aid === "ac" ? "AC" : f.aid === "skill" ? String(f.skill) : "攻击"}`,
    );
  if (f.follow === true) parts.push("跟进");
  if (f.charge === true) parts.push("冲锋");
  if (f.grab === true) parts.push("抓取");
  if (f.dropWeapon === true) parts.push("若被反绊则丢下武器");
  if (f.lethal === true) parts.push("致命伤害");
  if (typeof f.spell === "string") parts.push(`为了${f.spell}`);
  if (f.silence === true) parts.push("使其无法出声");
  if (f.fullAttack === true) parts.push("全力攻击的第一次攻击");
  if (Array.isArray(f.undead)) parts.push(`对${(f.undead as string[]).join("、")}`);
  if (f.release === true) parts.push("解除控制");
  else if (f.mode === "command" && f.target === undefined) parts.push("原地不动");
  if (f.fast === true) parts.push("快速：自由动作，骑术DC 20");
  if (Array.isArray(f.path)) parts.push(`沿${formatPath(f.path as never)}`);
  // A splash weapon's `at` is a grid intersection, the top-left corner of that square.
  if (f.at !== undefined)
    parts.push(
      `目标${d.attack === "ThrowSplash" ? "方格线交叉点" : ""}${formatSquare(f.at as never)}`,
    );
  if (f.to !== undefined) parts.push(`至${formatSquare(f.to as never)}`);
  const target = typeof f.target === "string" ? ` → ${f.target}` : "";
  return `${nameWord(d.attack)}${target}${parts.length === 0 ? "" : `（${parts.join("，")}）`}`;
}

function strike(decl: Decl<"Attack" | "FullAttack" | "Charge">): string {
  const how = [
    decl.weapon,
    decl.hand === "off" ? "副手" : undefined,
    decl.twoHanded === true ? "双手" : undefined,
    decl.thrown === true ? "投掷" : undefined,
    decl.nonlethal === true ? "非致命伤害" : undefined,
    decl.lethal === true ? "致命伤害" : undefined,
    decl.kind !== "Charge" && decl.fightingDefensively === true ? "防御性战斗" : undefined,
  ].filter((x) => x !== undefined);
  const path = decl.kind === "Charge" ? ` 经由${formatPath(decl.path)}` : "";
  return `${nameWord(decl.kind)} → ${decl.target}${how.length > 0 ? `（${how.join("，")}）` : ""}${path}`;
}

const moving = (d: Decl<"Move" | "Run" | "Withdraw">) => {
  const merged =
    d.kind !== "Move"
      ? []
      : [
          d.drawWeapon === true ? `拔出${d.draw ?? "武器"}` : undefined,
          d.readyShield === true ? "装备盾牌" : undefined,
        ].filter((x) => x !== undefined);
  return `${nameWord(d.kind)} ${formatPath(d.path)}${merged.length > 0 ? `（${merged.join("，")}）` : ""}`;
};
const stepping = (d: Decl<"FiveFootStep" | "MinimumMove" | "Crawl">) =>
  `${nameWord(d.kind)}至${formatSquare(d.to)}`;
const fullRound = (d: Decl<"StartFullRound" | "CompleteFullRound">) =>
  `${nameWord(d.kind)} ${nameWord(d.action)}`;

/** dnd35's Chinese texts of declarations and inputs (the English: ../declarations.ts). */
export const declarationTexts = {
  "dnd35:input.combatant": (p: { by: string; decl: Message }, t) => `${p.by}宣告：${t(p.decl)}`,
  "dnd35:input.combatantWhy": (p: { by: string; decl: Message; why: string }, t) =>
    `${p.by}宣告：${t(p.decl)} —— ${p.why}`,
  "dnd35:input.gm": (p: { decl: Message; reason: string }, t) => `GM：${t(p.decl)} —— ${p.reason}`,
  "dnd35:declaration.Attack": strike,
  "dnd35:declaration.FullAttack": strike,
  "dnd35:declaration.Charge": strike,
  "dnd35:declaration.Move": moving,
  "dnd35:declaration.Run": moving,
  "dnd35:declaration.Withdraw": moving,
  "dnd35:declaration.FiveFootStep": stepping,
  "dnd35:declaration.MinimumMove": stepping,
  "dnd35:declaration.Crawl": stepping,
  "dnd35:declaration.Activity": (d: Decl<"Activity">) =>
    `${nameWord(d.activity)}${d.item === undefined ? "" : ` ${d.item}`}${d.also === undefined ? "" : `并${nameWord(d.also)}`}${d.target === undefined ? "" : ` → ${d.target}`}${d.aiding === undefined ? "" : `（协助${d.aiding}）`}${d.heldByOther === true ? "（由他人持有）" : ""}${d.defensively === true ? "（防御性地）" : ""}`,
  "dnd35:declaration.Cast": (d: Decl<"Cast">) =>
    `施法 ${d.spell}${d.target === undefined ? "" : ` → ${d.target}`}${d.defensively === true ? "（防御性施法）" : ""}`,
  "dnd35:declaration.Touch": (d: Decl<"Touch">) => `接触 → ${d.target}`,
  "dnd35:declaration.SpecialAttack": (d: Decl<"SpecialAttack">) => specialAttackWords(d),
  "dnd35:declaration.WakeSleeper": (d: Decl<"WakeSleeper">) => `唤醒 → ${d.target}`,
  "dnd35:declaration.Delay": (d: Decl<"Delay">) => `延迟 ${delayUntil(d)}`,
  "dnd35:declaration.Ready": (d: Decl<"Ready">) => readyWords(d.action, d.trigger),
  "dnd35:declaration.Choose": (d: Decl<"Choose">) => `选择${answerWord(d.answer)}`,
  "dnd35:declaration.Respond": (d: Decl<"Respond">) =>
    d.take ? `抓住机会${d.weapon === undefined ? "" : `（${d.weapon}）`}` : "放弃",
  "dnd35:declaration.CoupDeGrace": (d: Decl<"CoupDeGrace">) =>
    `致命一击 → ${d.target}${d.weapon === undefined ? "" : `（${d.weapon}）`}`,
  "dnd35:declaration.StartFullRound": fullRound,
  "dnd35:declaration.CompleteFullRound": fullRound,
  "dnd35:declaration.FreeAction": (d: Decl<"FreeAction">) =>
    `自由动作 ${nameWord(d.action)}${d.item === undefined ? "" : ` ${d.item}`}${d.to === undefined ? "" : ` 至${formatSquare(d.to)}`}`,
  "dnd35:declaration.TotalDefense": () => "全防御",
  "dnd35:declaration.EndTurn": () => "结束回合",
  "dnd35:gm.BeginCombat": () => "开始战斗",
  "dnd35:gm.ApplyDamage": (d: Gm<"ApplyDamage">) =>
    `对${d.target}造成${d.amount}点${d.nonlethal === true ? "非致命" : ""}伤害`,
  "dnd35:gm.ApplyHealing": (d: Gm<"ApplyHealing">) => `为${d.target}治疗${d.amount}点生命值`,
  "dnd35:gm.GrantTempHp": (d: Gm<"GrantTempHp">) => `给予${d.target} ${d.amount}点临时生命值`,
  "dnd35:gm.AddCondition": (d: Gm<"AddCondition">) =>
    `为${d.target}添加状态${d.condition}${d.until === undefined ? "" : `，直至第${d.until.round}轮先攻${d.until.count}`}`,
  "dnd35:gm.RemoveCondition": (d: Gm<"RemoveCondition">) => `移除${d.target}的状态${d.condition}`,
  "dnd35:gm.MoveCreature": (d: Gm<"MoveCreature">) => `将${d.target}移至${formatSquare(d.to)}`,
  "dnd35:gm.AddCombatant": (d: Gm<"AddCombatant">) => `加入作战者${d.spec.id}`,
  "dnd35:gm.RemoveCombatant": (d: Gm<"RemoveCombatant">) => `移除作战者${d.target}`,
  "dnd35:gm.MoveInOrder": (d: Gm<"MoveInOrder">) => `调整先攻顺序：${d.target}移到${d.before}之前`,
  "dnd35:gm.EndFight": (d: Gm<"EndFight">) =>
    `结束战斗${d.winner === undefined ? "" : `（胜者${d.winner}）`}`,
  "dnd35:gm.OverrideRuling": (d: Gm<"OverrideRuling">) => `推翻裁定（seq ${d.seq}）：${d.ruling}`,
} satisfies CatalogueLike<typeof english>;
