import type { RuleEntry } from "../../../rules/ruleSource.ts";
import { s, x } from "./entry.ts";

/** The GM, attacks of opportunity, spells and concentration, delay and ready (seed 000 借机攻击, 施法, 延迟, 准备). */
export const interruptsRules = {
  "dnd35.gm": x("GM adjudication", "a GM decision recorded with its reason"),
  "dnd35.aoo": s(
    "借机攻击ATTACKS OF OPPORTUNITY",
    "threatened squares; one AoO a round, at the normal attack bonus; flat-footed creatures make none",
    "一个借机攻击就是一次近战攻击，一轮内只能做一次借机攻击。如果你不想进行借机攻击你可以不做。",
  ),
  "dnd35.aooMove": s(
    "引发借机攻击",
    "moving out of a threatened square provokes, once per threatener per move; 5-foot step and withdraw excepted",
    "移出威胁范围通常会引发对方的借机攻击，有两种移动方式不会受到借机攻击，分别是5尺快步和撤退行动(withdraw)（见之后的说明）。",
  ),
  "dnd35.combatReflexes": s(
    "战斗反射和额外的借机攻击",
    "Combat Reflexes: 1 + Dex AoOs a round, never two for one opportunity",
    "如果你有战斗反射专长，那么你每轮可以增加和你敏捷修正数相同的借机攻击数。该专长无法让你对一次机会进行多次借机攻击，但是如果一个敌人给了你两次借机攻击的机会，那么你可以对他进行两次独立的借机攻击（每次攻击对应不同的机会）。",
  ),
  "dnd35.combatReflexesFeat": x(
    "Combat Reflexes feat",
    "with Combat Reflexes a creature may make attacks of opportunity while flat-footed",
  ),
  "dnd35.unarmedAttack": s(
    "徒手攻击Unarmed Attacks",
    "an unarmed attack on an armed foe provokes that foe's AoO first, and nobody else's",
    "如果你徒手攻击的目标有武装，那么徒手攻击会遭受她的借机攻击。该借机攻击在你攻击前发生。徒手攻击不会导致其他敌人的借机攻击，也不会导致徒手对手的借机攻击。",
  ),
  "dnd35.castSpell": s(
    "施法Cast a Spell",
    "casting provokes; damage from it calls for concentration DC 10 + damage + spell level",
    "通常在施法时那些威胁到你的敌人会对你进行借机攻击。如果你被借机攻击伤害到，你必须做一个专注检定（DC为10加受到的伤害数加法术等级），否则将失去该法术。",
  ),
  "dnd35.castAoo": s(
    "施法Cast a Spell",
    "casting a spell provokes attacks of opportunity from those threatening the caster",
    "通常在施法时那些威胁到你的敌人会对你进行借机攻击。",
  ),
  // The full-round 施法Cast a Spell (line 314, under 整轮动作): the lead 施法时间Casting Time
  // (245) speaks only of standard-action spells. Two headings share the text; the quote tells
  // which, and the coverage map places the rule there by `also`.
  "dnd35.castingTime": s(
    "施法Cast a Spell",
    "a spell of a full round or more takes effect just before the caster's next turn",
    "施放整轮施法时间的法术是一个整轮动作。法术效果在你开始施法后的下一轮中你行动前产生。",
  ),
  "dnd35.concentration": s(
    "专注Concentration",
    "each hit while casting calls for concentration DC 10 + its damage + spell level, rolled as it lands; a failure loses the spell",
    "如果你已经开始了施法，但是其他事情干扰了你，你必须做一次专注检定，否则将失去这个法术。该检定的DC依赖于干扰本身（见专注技能说明）。如果你在该检定上失败了，该法术将耗散掉而没有任何效果。",
  ),
  "dnd35.castDefensively": s(
    "防御式施法Casting on the Defensive",
    "casting on the defensive provokes nothing; concentration DC 15 + spell level or lose the spell",
    "以防御姿态施法不会导致借机攻击。但是这样做必须通过一个专注检定（DC=15+法术等级）。失败意味着失去该法术。",
  ),
  "dnd35.touchSpell": s(
    "战斗中的触摸性法术Touch Spells in Combat",
    "cast, then touch in the same or a later round; an ally is touched automatically",
    "要使用该类法术，你要先施放法术，然后触摸目标，两者可以在同一轮或者之后任何时间。",
  ),
  "dnd35.touchAttack": s(
    "触摸攻击Touch Attacks",
    "a touch attack ignores armor, shield and natural armor",
    "对抗你的触摸攻击时，你对手的AC不包括任何盔甲加值，盾牌加值，以及天生防御加值。",
  ),
  "dnd35.holdingCharge": s(
    "暂不散发Holding the Charge",
    "a touch spell not discharged is held until a touch discharges it",
    "如果在施法轮中你没有释放掉法术，你可以暂时继续保持该法术（暂不散发）。你可以继续在之后轮内做触摸攻击。",
  ),
  "dnd35.delay": s(
    "延迟DELAY",
    "delay: take no action now, act later at a count of one's choosing; no interrupting",
    "通过选择延迟，你将不进行动作，之后在由你决定行动的先攻值时正常进行动作。当你延迟时，你根据自己的选择降低在之后战斗中你的先攻值。",
  ),
  "dnd35.delayInitiative": s(
    "延迟的先攻结果",
    "the count where the delayer acts is its count; if its next turn comes first the delayed action is lost",
    "你的先攻值停留在你进行延迟后动作的数字上。如果到了你下一个动作你还没有做动作，你就不能进行延迟后的动作（尽管你可以再次延迟）。",
  ),
  "dnd35.ready": s(
    "准备READY",
    "ready a standard, move or free action with a trigger; it resolves just before the trigger",
    "要这么做，你必须先指定你要做何种动作以及何种条件下你会做该动作。之后，在你下一个动作之前的任何时候，你都可以用准备好的动作来回应触发条件。这个准备好的动作正好发生在触发动作前。",
  ),
  "dnd35.readyInitiative": s(
    "准备的先攻结果",
    "after a readied action the readier acts just before the triggering creature; unused, it is lost",
    "你的先攻值会停留在你做准备的动作的数字上。如果到了你下一个动作你还没有做准备的动作，你就不能进行准备的动作（尽管你可以再次准备）。",
  ),
  "dnd35.counterspell": s(
    "准备反制法术",
    "a readied counterspell: Spellcraft DC 15 + level identifies the spell; the same spell counters it",
    "在这种情况下，当施法者开始施法时，你有一个机会来通过辨识法术技能Spellcraft检定鉴别出对方施展何种法术（DC为15+法术等级）。如果你鉴别出来并且你能施展相同的法术（能施展它并且之前准备了此法术，如果你采用准备法术方式施法），那么你可以施展此法术作为反制法术来抵消其他施法者的法术。",
  ),
  "dnd35.crawl": s(
    "爬行Crawling",
    "crawling 5 ft is a move action that provokes from anyone threatening any point of the path",
    "你可以以移动动作爬行5尺。爬行会导致任何能威胁到你爬行路线任何一点的敌人对你借机攻击。",
  ),
  "dnd35.setVsCharge": s(
    "准备武器对抗冲锋",
    "a weapon set against a charge deals double damage on a hit",
    "你可以准备某些特定的穿刺武器，将它们固定好来对付冲锋。如果成功地用准备好的这类武器击中冲锋的对手就可以造成双倍伤害。",
  ),
} as const satisfies Record<string, RuleEntry>;
