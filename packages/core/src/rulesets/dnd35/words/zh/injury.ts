import type { CatalogueLike } from "../../../../words/catalogue.ts";
import type { ThreeXEventMap } from "../../../3x/log/fightEvent.ts";
import type { Vitals } from "../../../3x/state/index.ts";
import { vitalWord } from "../../injury/index.ts";
import { TURNING_BROKEN } from "../../special/turningBroken.ts";
import type { injuryTexts as english } from "../injury.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

// The vital states (seed 000 瘫痪, 濒死, 稳定, 死亡) and the conditions by name; any other is kept.
const VITALS: Readonly<Record<string, string>> = {
  ok: "正常",
  disabled: "瘫痪",
  dying: "濒死",
  stable: "稳定",
  dead: "死亡",
  unconscious: "昏迷",
};

const CONDITIONS: Readonly<Record<string, string>> = {
  asleep: "睡着",
  blinded: "目盲",
  concealed: "隐蔽",
  cowering: "畏缩",
  dazzled: "目眩",
  entangled: "纠缠",
  frightened: "恐惧",
  improvedCover: "强化掩蔽",
  invisible: "隐形",
  kneeling: "跪姿",
  paralyzed: "麻痹",
  pinned: "被压制",
  prone: "俯卧",
  shaken: "战栗",
  squeezing: "挤入狭窄空间",
  stunned: "震慑",
  totallyConcealed: "完全隐蔽",
  flatFooted: "措手不及",
  grappling: "擒抱中",
  grappled: "被擒抱",
};

/** A plain condition as a state (`处于俯卧状态`), the others as what they are. */
function inState(name: string, no: boolean): string {
  const phrase = conditionPhrase(name);
  if (phrase !== undefined) return `${no ? "不再" : ""}${phrase}`;
  return `${no ? "不再" : ""}处于${CONDITIONS[name] ?? name}状态`;
}

/** A condition that is no plain name as a reader says it (as ../injury.ts's conditionPhrase). */
function conditionPhrase(name: string): string | undefined {
  const [kind, a, b] = name.split(":");
  if (kind === "feinted" && a !== undefined)
    return `被${a}虚招所骗（面对${a}的下一次近战攻击时失去AC上的敏捷加值）`;
  if (kind === "aidedAttack" && b !== undefined)
    return `得到${b}的协助（对${a}的下一次攻击检定+2）`;
  if (kind === "turned" && b !== undefined) return `被${a}驱散（逃离；驱散检定${b}）`;
  if (kind === "commanded" && a !== undefined) return `被${a}命令`;
  // 命令: `order:<cleric>:<target>`, or `order:<cleric>:` to stand.
  if (kind === "order" && a !== undefined)
    return b === undefined || b === "" ? `被${a}命令原地不动` : `被${a}命令攻击${b}`;
  if (kind === "pinHeld" && a !== undefined) return `被${a}压制住（压制持续一轮）`;
  if (kind === "silencedBy" && a !== undefined)
    return `被${a}阻止说话（被${a}压制期间无法施展带言语成分的法术）`;
  if (kind === "aidedSkill" && b !== undefined) return `得到${b}的协助（下一次${a}检定+2）`;
  if (kind === "aidedAc" && b !== undefined) return `得到${b}的协助（对${a}的下一次攻击AC+2）`;
  return undefined;
}

/** Why a condition ended, where the rule it cites says more than its lapse (a broken turning). */
function removedBecause(d: Data<"ConditionRemoved">): string {
  const by = d.condition.split(":")[1];
  switch (d.rule) {
    case TURNING_BROKEN.approach:
      return ` —— ${by}来到其10尺之内，因此它摆脱了驱散`;
    case TURNING_BROKEN.melee:
      return ` —— ${by}对其进行了近战攻击，因此它摆脱了驱散`;
    case TURNING_BROKEN.rangedClose:
      return ` —— ${by}在10尺之内对其进行了攻击，因此它摆脱了驱散`;
    default:
      return "";
  }
}

/** dnd35's Chinese texts of injury and conditions (the English: ../injury.ts). */
export const injuryTexts = {
  "dnd35:event.VitalsChanged": ({ target, vitals, why }: Data<"VitalsChanged">) => {
    const state = vitalWord(vitals as Vitals);
    return `${target}：hp ${vitals.hp}/${vitals.maxHp} ${VITALS[state] ?? state} —— ${why}`;
  },
  "dnd35:event.ConditionAdded": (d: Data<"ConditionAdded">) =>
    `${d.target}${inState(d.condition, false)}${d.until === undefined ? "" : `，直至第${d.until.round}轮先攻${d.until.count}`}`,
  "dnd35:event.ConditionRemoved": (d: Data<"ConditionRemoved">) =>
    `${d.target}${inState(d.condition, true)}${removedBecause(d)}`,
} satisfies CatalogueLike<typeof english>;
