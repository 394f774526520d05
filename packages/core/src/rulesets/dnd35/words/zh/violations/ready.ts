import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import type { readyViolationTexts as english } from "../../violations/ready.ts";

/** dnd35's Chinese refusals of a readied action (the English: ../../violations/ready.ts). */
export const readyViolationTexts = {
  "dnd35:violation.noSuchCreature.trigger": (p) => `没有名为“${p.by}”的战斗者`,
  "dnd35:violation.notAStep.readied": () => "五尺快步要移动到相邻的方格",
  "dnd35:violation.badTrigger.on": (p) => `没有“${p.on}”这种触发条件`,
  "dnd35:violation.badTrigger.uses": (p) => `"uses"所指的动作“${p.action}”不存在`,
  "dnd35:violation.badTrigger.usesActivity": (p) =>
    `"uses"只能用表中的某项活动来限定Activity（而不是“${p.activity}”）`,
  "dnd35:violation.readiedFullRound.action": (p) =>
    `${p.action}需要一整轮：请准备一个标准动作、移动动作或自由动作`,
  "dnd35:violation.readiedFullRound.kind": (p) =>
    `${p.kind}是整轮动作：请准备一个标准动作、移动动作或自由动作`,
  "dnd35:violation.readiedStepInMove": (p) => `准备好的${p.action}本身就是移动：不能再进行五尺快步`,
  "dnd35:violation.readiedStepAfterMove": () =>
    "只有在准备者本轮尚未移动时，准备动作中才能进行五尺快步",
  "dnd35:violation.badReadiedAction.step": () =>
    "五尺快步不是动作：请把它作为准备动作中的快步来进行",
  "dnd35:violation.badReadiedAction.kind": (p) =>
    `没有“${p.kind}”这种准备动作：可准备${p.kinds.join("、")}`,
  "dnd35:violation.counterNeedsCasting": () => "反制法术是针对正在施法的生物准备的",
  "dnd35:violation.badFreeAction": (p) => `没有“${p.action}”这种自由动作`,
} satisfies CatalogueLike<typeof english>;
