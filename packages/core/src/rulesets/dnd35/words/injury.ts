import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import type { Vitals } from "../../3x/state/index.ts";
import { vitalWord } from "../injury/index.ts";
import { TURNING_BROKEN } from "../special/turningBroken.ts";
import { fact, type Tellers, type Texts } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

/** Hit points and their state (seed 000 伤害, 濒死, 稳定) and conditions coming and going. */
export const injuryTellers: Tellers = {
  VitalsChanged: (d) => fact("VitalsChanged", d),
  ConditionAdded: (d) => fact("ConditionAdded", d),
  ConditionRemoved: (d) => fact("ConditionRemoved", d),
};

/**
 * A condition as a reader says it: most by their name; a feint's and an aid's (seed 000 虚招FEINT,
 * 协助他人AID ANOTHER, named `feinted:<by>`, `aidedAttack:<foe>:<by>`, `aidedAc:<foe>:<by>`) with
 * what they give; a turning's and a command's (驱散或斥喝不死生物) with who gave them.
 */
function conditionPhrase(name: string): string {
  const [kind, a, b] = name.split(":");
  if (kind === "feinted" && a !== undefined)
    return `feinted by ${a} (no Dex bonus to AC against its next melee attack)`;
  if (kind === "aidedAttack" && b !== undefined)
    return `aided by ${b} (+2 on its next attack roll against ${a})`;
  if (kind === "turned" && b !== undefined) return `turned by ${a} (it flees; turning check ${b})`;
  if (kind === "commanded" && a !== undefined) return `commanded by ${a}`;
  // 命令: `order:<cleric>:<target>`, or `order:<cleric>:` to stand.
  if (kind === "order" && a !== undefined)
    return b === undefined || b === ""
      ? `ordered by ${a} to stand`
      : `ordered by ${a} to attack ${b}`;
  if (kind === "pinHeld" && a !== undefined) return `held pinned by ${a} (a pin holds one round)`;
  if (kind === "silencedBy" && a !== undefined)
    return `kept from speaking by ${a} (no spells with a verbal component while ${a} pins it)`;
  if (kind === "aidedSkill" && b !== undefined) return `aided by ${b} (+2 on its next ${a} check)`;
  if (kind === "aidedAc" && b !== undefined)
    return `aided by ${b} (+2 AC against ${a}'s next attack)`;
  return name;
}

/**
 * Why a condition ended, where the rule it cites says more than its lapse: a turning its turner
 * broke (seed 000 驱散效果与持续时间), the turner read from the condition (`turned:<by>:<check>`).
 */
function removedBecause(d: Data<"ConditionRemoved">): string {
  const by = d.condition.split(":")[1];
  switch (d.rule) {
    case TURNING_BROKEN.approach:
      return ` — ${by} came within 10 ft of it, so it overcomes the turning`;
    case TURNING_BROKEN.melee:
      return ` — ${by} attacked it in melee, so it overcomes the turning`;
    case TURNING_BROKEN.rangedClose:
      return ` — ${by} attacked it from closer than 10 ft, so it overcomes the turning`;
    default:
      return "";
  }
}

/** The English texts of injury and conditions. */
export const injuryTexts = {
  "dnd35:event.VitalsChanged": ({ target, vitals, why }: Data<"VitalsChanged">) =>
    `${target}: hp ${vitals.hp}/${vitals.maxHp} ${vitalWord(vitals as Vitals)} — ${why}`,
  "dnd35:event.ConditionAdded": (d: Data<"ConditionAdded">) =>
    `${d.target} is ${conditionPhrase(d.condition)}${d.until === undefined ? "" : ` until round ${d.until.round} count ${d.until.count}`}`,
  "dnd35:event.ConditionRemoved": (d: Data<"ConditionRemoved">) =>
    `${d.target} is no longer ${conditionPhrase(d.condition)}${removedBecause(d)}`,
} satisfies Texts;
