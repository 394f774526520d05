import type { RuleEntry } from "../../../rules/ruleSource.ts";
import { s } from "./entry.ts";

/** The combat sequence, the rolls and the actions of a turn (seed 000 战斗流程, 攻击检定, 动作类型, 全回合动作, 五尺快步). */
export const turnsRules = {
  "dnd35.sequence": s(
    "战斗流程",
    "combat sequence: flat-footed until first acting, surprise, rounds in initiative order",
    "4．按照从高到低的先攻顺序行动。 5．当所有人都过了一轮后，先攻最高的作战者再次行动，并且重复步骤4和5直到作战结束。",
  ),
  "dnd35.flatFooted": s(
    "先攻INITIATIVE",
    "flat-footed until one's first action: no Dex to AC, no AoO",
    "在战斗开始后，在你行动前（尤其是第一个正常轮中你的回合前），你都处于措手不及状态。在措手不及状态下你将失去AC上的敏捷加值（如果有）。",
  ),
  "dnd35.initiative": s(
    "先攻INITIATIVE",
    "initiative = d20 + Dex; ties by higher modifier, then re-roll",
    "该先攻检定是一项敏捷检定。做先攻检定需要加上敏捷修正。之后人物按照从高到低的顺序行动。",
  ),
  "dnd35.surprise": s(
    "突袭SURPRISE",
    "surprise round: aware combatants act once (standard or move) in initiative order",
    "任何觉察到敌人的作战者都可以在突袭轮中行动，因此他们必须作先攻检定。按照从高到低的先攻顺序，在突袭轮里那些觉察到敌人的作战者可以做一个标准动作。",
  ),
  "dnd35.awareness": s(
    "决定觉察情况",
    "awareness decides who acts in the surprise round",
    "如果只有一部分作战者觉察到他们的对手，则正常轮开始前有一个突袭轮。任何觉察到敌人的作战者都可以在突袭轮中行动，因此他们必须作先攻检定。",
  ),
  "dnd35.attackRoll": s(
    "攻击检定ATTACK ROLL",
    "d20 + attack bonus >= AC hits; natural 1 misses, natural 20 hits and threatens",
    "当作攻击检定时，你要投一个d20并且加上你的攻击奖励（通常其他修正也要应用在这次检定上）。如果结果大于等于对手的防御等级，那么你命中了对手，并造成伤害。",
  ),
  "dnd35.attackBonus": s(
    "命中奖励ATTACK BONUS",
    "melee: BAB + Str + size; ranged: BAB + Dex + size + range penalty",
    "使用近战武器的命中奖励是： 基础命中奖励+强壮修正+体型修正 使用远程武器的命中奖励是： 基础命中奖励+敏捷修正+体型修正+距离惩罚",
  ),
  "dnd35.sizeModifier": s(
    "表：体型修正",
    "size modifier to attack and AC",
    "超巨型Colossal –8 小型Small +1 巨型Gargantuan –4 超小型Tiny +2 超大型Huge –2 微型Diminutive +4 大型Large –1 超微型Fine +8 中型Medium +0",
  ),
  "dnd35.damage": s(
    "伤害DAMAGE",
    "damage: Str bonus, off hand ½, two hands 1½, bow Str penalty, minimum 1, multiplied damage",
    "当使用近战武器或者投掷武器（包括投石索）时，强壮修正要应用在伤害上。使用普通弓而不是复合弓攻击时，强壮惩罚（不是加值）要应用在伤害上。",
  ),
  "dnd35.armorClass": s(
    "防御等级ARMOR CLASS",
    "AC = 10 + armor + shield + Dex + size (+ enhancement, deflection, natural, dodge); touch AC",
    "AC等于10+盔甲奖励+盾牌奖励+敏捷修正+体型修正。",
  ),
  "dnd35.hitPoints": s(
    "生命值HIT POINTS",
    "0 hp disabled, −1 dying, −10 dead",
    "当你的生命值总数到0时嘛，你处于瘫痪状态。当达到-1时，你处于濒死状态。当达到-10时，你死了。",
  ),
  "dnd35.speed": s(
    "速度SPEED",
    "speed; double move; run ×4 (×3 in heavy armor)",
    "如果你一轮中做两次移动动作（有时叫双移动动作），你可以移动你速度的两倍距离。如果你整轮都用在奔跑上，你可以移动四倍速度（穿重甲时为三倍）。",
  ),
  "dnd35.savingThrows": s(
    "豁免检定SAVING THROWS",
    "save = base + ability; natural 1 fails, natural 20 succeeds",
    "和攻击检定类似，豁免检定也是掷一次d20加上一个豁免加值，该值依赖于你的职业，等级，还有属性值。你的豁免修正等于基本豁免奖励+属性修正。",
  ),
  "dnd35.combatRound": s(
    "战斗轮THE COMBAT ROUND",
    "a round runs from an initiative count to the same count next round",
    "一轮可以是从第一个行动的角色到最后一个行动角色之间的游戏时间，但是通常它代表某个相同先攻值两次轮到之间的时间。最终结果是某个特定轮正好在相同先攻值开始之前结束。",
  ),
  "dnd35.actionTypes": s(
    "动作类型",
    "standard + move, or full-round; move instead of standard; free actions; restricted turns",
    "在一个正常轮内，你可以做一个标准动作加上一个移动动作，或者可以做一个整轮动作。你还可以做一个或几个自由动作。你还可以用一个移动动作来代替那个标准动作。",
  ),
  "dnd35.actionsTable": s(
    "战斗中的动作",
    "the Actions in Combat table and its footnotes",
    "不管动作是什么，只要你移出威胁范围，通常都会遭受借机攻击。这一栏指的是动作本身是否会遭受借机攻击，而非移动部分。",
  ),
  "dnd35.attackAction": s(
    "攻击Attack",
    "an attack is a standard action; melee reach; unarmed; ranged range; critical hits",
    "做一次攻击是一个标准动作。",
  ),
  "dnd35.unarmed": s(
    "攻击Attack",
    "unarmed: 1d3 (Medium), nonlethal, −4 to deal lethal without Improved Unarmed Strike",
    "中体型角色的徒手攻击可以造成1d3的伤害（和正常情况一样要加上你的强壮修正）。小体型角色的徒手攻击伤害为1d2，大体型角色的伤害为 1d4。所有徒手攻击伤害都是非致命伤。",
  ),
  "dnd35.critical": s(
    "攻击Attack",
    "threat range, confirmation roll, multiplier; a roll that misses is never a threat",
    "为了判断该攻击是否是重击，你必须立刻再做一次重击检定，即另外一次攻击检定，所有攻击修正都和之前攻击的修正相同。如果这次重击检定的结果大于或等于对方的AC，你这一击就是重击。",
  ),
  "dnd35.fightingDefensively": s(
    "攻击Attack",
    "fighting defensively: −4 attack, +2 dodge AC",
    "你可以在攻击时选择战斗防卫姿态。如果这么做，你将在本轮中所有攻击上受到-4命中惩罚，同时在该轮中防御等级上有+2闪避加值。",
  ),
  "dnd35.totalDefense": s(
    "全防御Total Defense",
    "total defense: +4 dodge AC, no attacks of opportunity",
    "你可以用一个标准动作来防卫自己。你在一轮内上获得+4AC闪避加值。",
  ),
  "dnd35.startCompleteFullRound": s(
    "开始/完成整轮动作Start/Complete Full-Round Action",
    "a restricted turn starts or completes a full-round action as a standard action",
    "标准动作“开始整轮动作” 可以让你开始一个整轮动作，你要在下一轮内用另外一个标准动作完成该整轮动作。",
  ),
  "dnd35.move": s(
    "移动Move",
    "moving up to one's speed is a move action",
    "单纯的移动动作可以让你按你的速度移动。",
  ),
  "dnd35.fullRoundAction": s(
    "整轮动作FULL-ROUND ACTIONS",
    "a full-round action takes the whole round; only a 5-foot step besides",
    "一个整轮动作需要一整轮时间来做。因此它不能同时做一个标准或移动动作，不过如果该动作不包括任何移动，你可以做一个五尺快步。",
  ),
  "dnd35.fullAttack": s(
    "全攻击Full Attack",
    "full attack: iterative attacks in descending order; may switch to a move after the first; a disarm, sunder, trip or a grapple's attempt or option made in place of an attack takes one of its attacks, at that attack's iterative step",
    "如果是由于较高的基本攻击奖励而获得多次攻击，你必须按照由高到低的顺序进行这些攻击。",
  ),
  "dnd35.run": s(
    "奔跑Run",
    "run: a full-round action, ×4 speed (×3 in heavy armor) in a straight line, not through difficult terrain; Dex bonus to AC lost without the Run feat",
    "你可以以整轮动作奔跑。（如果你奔跑了，你无法同时做一个五尺快步。）当你奔跑时，你可以在一条直线上移动至多四倍速的距离（或者三倍速，如果穿重甲）。",
  ),
  "dnd35.freeActions": s(
    "自由动作FREE ACTIONS",
    "free actions take almost no time",
    "自由动作不需要花费任何时间，不过可能有一轮中可以做的自由动作数量上限。",
  ),
  "dnd35.fiveFootStep": s(
    "五尺快步Take 5-Foot Step",
    "one 5-foot step a round, only in a round without other movement; not with speed ≤ 5 ft nor in difficult terrain or darkness",
    "你可以在没有做任何类型移动的任何回合中移动五尺。做一个五尺快步永远不会被借机攻击。一轮中只能做一个五尺快步，在你移动任何距离后，你都不能再在同一轮内作五尺快步。",
  ),
} as const satisfies Record<string, RuleEntry>;
