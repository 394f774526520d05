import { buildCoverage } from "./buildCoverage.ts";
import { container, notYet } from "./judge.ts";
import type { MapRow, SeedCoverage } from "./status.ts";

// The seeds whose ruleset does not exist yet. Every rule heading is "not yet": none of them is
// outside a fight's time scale, character building, adventure-scale or left to the GM (each is
// an action, a timing or a number of one fight). When a ruleset lands, it supplies its own map
// from its folder (as rulesets/dnd35/coverage.ts does) and its rows leave this file.

/** Seed 002 (the 5e-derived house rules, ruleset dnd5e-variant, not yet written). */
export const rows002: readonly MapRow[] = [
  [1, "战斗流程", notYet()],
  [5, "突袭", notYet()],
  [19, "战斗步骤", notYet()],
  [33, "先攻", notYet()],
  [41, "你的回合", notYet()],
  [51, "附赠动作", notYet()],
  [59, "反应", notYet()],
  [65, "交互动作", notYet()],
  [121, "无需任何动作", notYet()],
  [141, "移动与位置", notYet()],
  [149, "不同的移动方式", notYet()],
  [161, "攀爬、游泳、匍匐", notYet()],
  [167, "分拆移动", notYet()],
  [171, "攻击间移动", notYet()],
  [175, "使用不同速度", notYet()],
  [181, "困难地形", notYet()],
  [189, "倒地", notYet()],
  [197, "生物体型", notYet()],
  [203, "体型与战斗", container],
  [205, "空间", notYet()],
  [213, "绕过其它生物", notYet()],
  [223, "格子地图", notYet()],
  [241, "挤身通过狭窄空间", notYet()],
  [245, "战斗动作", notYet()],
  [251, "延后（降低先攻）", notYet()],
  [271, "预备（动作和移动力）", notYet()],
  [305, "攻击（动作或附赠动作）", container],
  [307, "攻击动作", notYet()],
  [317, "附赠动作攻击", notYet()],
  [323, "借机攻击（反应）", notYet()],
  [329, "借机攻击触发条件", notYet()],
  [359, "施法（动作或附赠动作）", container],
  [361, "施法动作", notYet()],
  [365, "附赠动作施法", notYet()],
  [369, "发动战技（替换攻击机会）", notYet()],
  [373, "疾走（动作）", notYet()],
  [379, "撤离（动作）", notYet()],
  [383, "回避（动作）", notYet()],
  [387, "躲藏（动作）", notYet()],
  [391, "进行躲藏", notYet()],
  [401, "主动结束躲藏", notYet()],
  [411, "被找到", notYet()],
  [423, "保护（动作）", notYet()],
  [429, "搀扶（动作）", notYet()],
  [433, "搜索（附赠动作）", notYet()],
  [437, "辨认怪物（附赠动作）", notYet()],
  [441, "辨认怪物的技能", notYet()],
  [447, "辨认正在施展的法术，或反制法术（无需任何动作，或反应）", notYet()],
  [451, "辨认法术的技能", notYet()],
  [469, "辨认正在生效的法术（附赠动作）", notYet()],
  [473, "辨认法术的技能", notYet()],
  [477, "使用物件（动作）", notYet()],
  [481, "转化附赠动作（动作）", notYet()],
  [485, "转化反应（动作）", notYet()],
  [491, "启动魔法物品（动作或附赠动作）", notYet()],
  [497, "启动职业特性（动作或附赠动作）", notYet()],
  [501, "冲刺（动作、附赠动作、移动力）", notYet()],
  [507, "转化法术位（无需任何动作）", notYet()],
  [511, "闭眼和睁眼（反应）", notYet()],
  [517, "震碎物件（移动力，或无需任何动作）", notYet()],
  [547, "即兴动作（动作或附赠动作）", notYet()],
  [567, "碾压（动作）", notYet()],
  [573, "抛砸（动作）", notYet()],
  [579, "堵嘴（动作）", notYet()],
  [585, "锁臂（动作）", notYet()],
  [591, "喂毒（动作）", notYet()],
  [597, "缴械（动作）", notYet()],
  [601, "笼罩（动作）", notYet()],
  [605, "绳技（动作）", notYet()],
  [611, "嘲讽（附赠动作）", notYet()],
  [617, "换位（附赠动作）", notYet()],
];

/** Seed 003 (the 3.0 PHB chapter 8, ruleset dnd30, not yet written). */
export const rows003: readonly MapRow[] = [
  [1, "战斗中的动作", notYet()],
  [5, "战斗回合", notYet()],
  [10, "动作类型", notYet()],
  [13, "表8-1：战斗基本动作", notYet()],
  [52, "借机攻击", notYet()],
  [62, "攻击动作", notYet()],
  [65, "攻击", notYet()],
  [86, "冲锋", notYet()],
  [94, "整回合攻击", notYet()],
  [107, "表8-2：双武器格斗处罚", notYet()],
  [120, "魔法动作", notYet()],
  [123, "施法", notYet()],
  [140, "激活魔法物品", notYet()],
  [145, "使用特殊能力", notYet()],
  [152, "纯移动动作", notYet()],
  [155, "双倍移动", notYet()],
  [161, "奔跑", notYet()],
  [166, "部分动作", notYet()],
  [176, "表格8－3：部分动作", notYet()],
  [203, "杂项动作", notYet()],
  [206, "表格8－4：杂项动作", notYet()],
];

const unimplemented = (file: string, rows: readonly MapRow[]): SeedCoverage =>
  buildCoverage({ file, ruleset: undefined, rows, index: {}, leads: {} });

/** The maps of the seeds no ruleset implements yet. */
export const noRulesetYet: readonly SeedCoverage[] = [
  unimplemented("002_cbeb21557dc87670.txt", rows002),
  unimplemented("003_288e66b713d08000.txt", rows003),
];
