import { buildCoverage, type SeedMapSource, sliceCoverage } from "../../coverage/buildCoverage.ts";
import {
  container,
  implemented,
  introduces,
  notYet,
  outOfScope,
  partial,
} from "../../coverage/judge.ts";
import type { MapRow, SeedCoverage } from "../../coverage/status.ts";
import { SEED_DND35 } from "../../rules/ruleSource.ts";
import { dnd35Leads } from "./coverageLeads.ts";
import { dnd35Rules } from "./rulesIndex.ts";

/**
 * Every heading of seed 000 (seeds/headings/000_a8a34ede289908ea.tsv, in order) judged against
 * the dnd35 engine and its tests: implemented only when the whole text is; for partial, what is
 * left. Rules come from `dnd35Rules` (a citation leads to its heading); `also` adds what no
 * citation leads to — SRD rules, and rules cited at a container or at a text two headings share.
 */
export const dnd35SeedRows: readonly MapRow[] = [
  [3, "战斗I（基本规则）", container],
  [5, "战斗流程", implemented()],
  [13, "战斗数字", introduces(16, 20, 26, 34, 45, 58, 61, 65)],
  [16, "攻击检定ATTACK ROLL", implemented()],
  [20, "命中奖励ATTACK BONUS", implemented(["dnd35.rangePenalty", "dnd35.abilityModifier"])],
  [26, "表：体型修正", implemented()],
  [34, "伤害DAMAGE", partial("ability damage is not modelled")],
  [45, "防御等级ARMOR CLASS", implemented()],
  [58, "生命值HIT POINTS", implemented()],
  [61, "速度SPEED", partial("a dwarf's 20 ft in any armor: armor always slows 20 ft to 15 ft")],
  [65, "豁免检定SAVING THROWS", implemented()],
  [
    74,
    "先攻INITIATIVE",
    partial("uncanny dodge (keeping Dex to AC while flat-footed)", [
      "dnd35.feat.improvedInitiative",
      "dnd35.combatReflexesFeat",
    ]),
  ],
  [81, "突袭SURPRISE", implemented()],
  [84, "决定觉察情况", implemented()],
  [
    90,
    "借机攻击ATTACKS OF OPPORTUNITY",
    implemented(["dnd35.feat.combatReflexes", "dnd35.noActions"]),
  ],
  [105, "战斗中的动作", container],
  [107, "战斗轮THE COMBAT ROUND", implemented()],
  [112, "动作类型", implemented()],
  [
    127,
    "表：战斗中的动作Table: Actions in Combat",
    partial(
      "the rows of special attacks (disarm, grapple, trip …) and spell-like abilities have no effect or no declaration",
      ["dnd35.actionsTable", "dnd35.rapidReload"],
    ),
  ],
  [208, "标准动作STANDARD ACTIONS", container],
  [
    209,
    "攻击Attack",
    partial(
      "ranged attacks need the target in sight: there is no sight model beyond concealment and invisibility",
      [
        "dnd35.weapons",
        "dnd35.rangePenalty",
        "dnd35.feat.improvedUnarmedStrike",
        "dnd35.feat.preciseShot",
        "dnd35.criticalImmunity",
      ],
    ),
  ],
  [
    236,
    "施法Cast a Spell",
    partial(
      "a deaf caster's 20% failure with a verbal component, divine focus (DF) and XP components, concentrating to maintain a spell, dismissing a spell",
      [
        "dnd35.castSpell",
        "dnd35.castAoo",
        "dnd35.verbalComponent",
        "dnd35.somaticComponent",
        "dnd35.materialComponent",
        "dnd35.componentsUsed",
      ],
    ),
  ],
  [
    253,
    "启用魔法物品Activate Magic Item",
    partial(
      "a spell completion item is not cast like a spell (concentration, on the defensive): only the action and its provocation",
      ["dnd35.actionsTable"],
    ),
  ],
  [
    258,
    "使用特殊能力Use Special Ability",
    notYet("spell-like, supernatural and extraordinary abilities"),
  ],
  [265, "全防御Total Defense", implemented()],
  [268, "开始/完成整轮动作Start/Complete Full-Round Action", implemented()],
  [271, "移动动作MOVE ACTIONS", introduces(274, 280, 285, 289, 293, 296, 299)],
  [274, "移动Move", partial("climbing and swimming at ¼ speed, accelerated climbing")],
  [280, "拔出或者收回武器Draw or Sheathe a Weapon", implemented(["dnd35.actionsTable"])],
  [285, "装备或者卸下盾牌Ready or Loose a Shield", implemented()],
  [
    289,
    "操作一个物品Manipulate an Item",
    partial("doors and heavy objects are not on the map: opening one or moving it does nothing", [
      "dnd35.actionsTable",
    ]),
  ],
  [293, "引导或者改变已启动的法术方向Direct or Redirect a Spell", notYet()],
  [296, "站起Stand Up", implemented(["dnd35.actionsTable"])],
  [
    299,
    "上下坐骑Mount/Dismount a Steed",
    partial(
      "the armor check penalty on the fast mount's Ride check is the scenario's to fold into `ride` (the engine keeps no armor check penalties)",
      ["dnd35.rideSkill"],
    ),
  ],
  [303, "整轮动作FULL-ROUND ACTIONS", implemented()],
  [
    306,
    "全攻击Full Attack",
    partial("Cleave (an SRD feat that is an action of its own)", ["dnd35.fightingDefensively"]),
  ],
  [
    314,
    "施法Cast a Spell",
    partial(
      "one-minute casting times, metamagic and spontaneous casting times; a caster still threatens while casting",
      ["dnd35.castingTime"],
    ),
  ],
  [323, "使用特殊能力Use Special Ability", notYet("special abilities")],
  [326, "撤退Withdraw", implemented()],
  [
    333,
    "奔跑Run",
    partial("the Constitution checks after Con rounds of running, and the rest after", [
      "dnd35.feat.run",
    ]),
  ],
  [339, "在困难地形上移动五尺Move 5 Feet through Difficult Terrain", implemented()],
  [342, "自由动作FREE ACTIONS", implemented()],
  [345, "丢掉物品Drop an Item", implemented()],
  [348, "趴倒Drop Prone", implemented(["dnd35.actionsTable"])],
  [
    351,
    "说话Speak",
    outOfScope(
      "gmRuling",
      "speech has no effect the rules resolve; what is said, and how much, is the table's",
    ),
  ],
  [354, "停止对法术专注Cease Concentration on Spell", notYet("concentration-maintained spells")],
  [357, "施放瞬发法术Cast a Quickened Spell", notYet("quickened and free-action spells")],
  [360, "其他动作MISCELLANEOUS ACTIONS", container],
  [362, "五尺快步Take 5-Foot Step", implemented()],
  [
    368,
    "使用专长",
    partial("only the feats listed as SRD rules; any other feat has no effect", [
      "dnd35.feat.combatReflexes",
      "dnd35.feat.improvedInitiative",
      "dnd35.feat.improvedUnarmedStrike",
      "dnd35.feat.twoWeaponFighting",
      "dnd35.feat.preciseShot",
      "dnd35.feat.run",
    ]),
  ],
  [
    371,
    "使用技能",
    partial("only Concentration and Spellcraft (a readied counterspell); no other skill", [
      "dnd35.concentration",
      "dnd35.counterspell",
    ]),
  ],
  [377, "受伤和死亡INJURY AND DEATH", implemented()],
  [381, "失去生命值LOSS OF HIT POINTS", implemented(["dnd35.hitPoints"])],
  [389, "瘫痪DISABLED（0HP）", implemented()],
  [395, "濒死DYING（-1到-9HP）", implemented()],
  [400, "死亡DEAD（-10或更低HP）", partial("death from Constitution 0 (ability damage or drain)")],
  [
    403,
    "稳定角色伤势和恢复STABLE CHARACTERS AND RECOVERY",
    partial(
      "the Heal check (DC 15) that stabilizes an ally; recovery over hours is outside a fight",
    ),
  ],
  [
    415,
    "治疗HEALING",
    implemented(
      [],
      "natural healing and healing ability damage take nights: outside a fight's time scale",
    ),
  ],
  [423, "暂时生命值TEMPORARY HIT POINTS", partial("a raised Constitution's extra hit points")],
  [
    428,
    "非致命伤NONLETHAL DAMAGE",
    partial("healing nonlethal damage by the hour is outside a fight's time scale"),
  ],
  [440, "战斗 II（移动，修正，特殊动作）", container],
  [442, "移动，位置，距离", implemented()],
  [446, "战术移动TACTICAL MOVEMENT", container],
  [
    447,
    "你的角色可以移动多远？",
    partial("encumbrance; poor visibility hampering movement; class speed bonuses", [
      "dnd35.speed",
      "dnd35.run",
    ]),
  ],
  [
    456,
    "表：战术速度",
    partial("the dwarf's row (20 ft in medium or heavy armor)", ["dnd35.speed"]),
  ],
  [
    462,
    "测量距离",
    partial("equally near squares or creatures are not told apart by a random roll"),
  ],
  [
    468,
    "移动穿过一个方格",
    partial(
      "overrun and tumbling through a foe's square; a very small creature entering an occupied square provokes",
    ),
  ],
  [
    479,
    "地形和障碍物",
    partial("squeezing; flying and incorporeal creatures; obstacles that need a skill check"),
  ],
  [
    491,
    "特殊移动规则",
    partial("a move that ends where it may not stop is not put back at the last legal square"),
  ],
  [
    498,
    "战斗中大型和小型生物BIG AND LITTLE CREATURES IN COMBAT",
    partial("a creature of reach 0 entering its foe's square to attack (and provoking there)"),
  ],
  [
    506,
    "表：生物体型和尺寸",
    partial("long creatures: every Large or bigger creature has the tall row's reach", [
      "dnd35.bigAndLittle",
    ]),
  ],
  [525, "战斗修正COMBAT MODIFIERS", container],
  [527, "有利和不利条件FAVORABLE AND UNFAVORABLE CONDITIONS", container],
  [529, "表：攻击检定修正", implemented(["dnd35.combatModifiers", "dnd35.flanking"])],
  [
    543,
    "表：防御等级修正",
    implemented(["dnd35.combatModifiers", "dnd35.cover", "dnd35.helpless", "dnd35.flatFooted"]),
  ],
  [
    563,
    "掩蔽COVER",
    partial(
      "cover's bonus on Reflex saves and Hide checks, improved cover's improved evasion and +10 Hide",
    ),
  ],
  [
    575,
    "隐蔽CONCEALMENT",
    partial(
      "Hide checks; darkvision and low-light vision ignoring concealment; varying degrees of concealment",
    ),
  ],
  [586, "夹击FLANKING", implemented()],
  [
    593,
    "无助的防御者HELPLESS DEFENDERS",
    partial("a coup de grace on a totally concealed foe over two full rounds", [
      "dnd35.criticalImmunity",
    ]),
  ],
  [604, "特殊攻击", container],
  [
    606,
    "表：特殊攻击动作",
    implemented(
      [
        "dnd35.aidAnother",
        "dnd35.bullRush",
        "dnd35.charge",
        "dnd35.disarm",
        "dnd35.feint",
        "dnd35.grappleStart",
        "dnd35.overrun",
        "dnd35.sunder",
        "dnd35.throwSplash",
        "dnd35.trip",
        "dnd35.turnUndead",
        "dnd35.twoWeaponFighting",
      ],
      "each of its twelve rows is a declaration of its own; what is left of each is in its own heading's note",
    ),
  ],
  [
    621,
    "协助他人AID ANOTHER",
    implemented(
      ["dnd35.sleepWakes"],
      "the +2 on an attack or AC in melee; aiding a skill check (Heal, Escape Artist, Bluff: the aider's own check at DC 10, SRD Aid Another); helping an ally affected by a spell is waking a sleeper (WakeSleeper, SRD Sleep: an application of aid another) — the catalogue's other spells leave nothing an ally can help with",
    ),
  ],
  [625, "冲撞BULL RUSH", implemented(["dnd35.feat.improvedBullRush"])],
  [
    632,
    "冲锋CHARGE",
    implemented(
      ["dnd35.lance"],
      "a lance doubles on its rider's share of the mount's charge (the mount charges, the rider strikes at its end); its one-handed use in the saddle (SRD) is not modelled: it stays two-handed",
    ),
  ],
  [
    647,
    "卸除武器（DISARM）",
    implemented(
      undefined,
      "a weapon taken unarmed is the taker's, in its free hand, as <item>@<owner>; the spiked gauntlet is a catalogue weapon (spiked-gauntlet), a locked gauntlet the flag lockedGauntlet on the weapon it holds",
    ),
  ],
  [
    656,
    "夺取物品",
    implemented(
      [],
      "a weapon's or an item's looselyAttached gives the +4; what is taken is the taker's, in its free hand, to wield or use (a potion to drink, a wand to use, its charges spent so far carried over)",
    ),
  ],
  [661, "虚招FEINT", implemented()],
  [667, "擒抱GRAPPLE", container],
  [668, "擒抱检定", implemented()],
  [
    672,
    "发动擒抱",
    implemented(
      ["dnd35.improvedGrab"],
      "the monsters that grapple without provoking (某些特定的怪物) are the SRD's improved grab: a weapon flag (improvedGrab), on the stock brown bear's claws; a grappler that cannot fit into the target's square lets go",
    ),
  ],
  [
    684,
    "擒抱结果",
    implemented(
      ["dnd35.grapple"],
      "a grappler threatens nothing, keeps Dex only against those it grapples, and moves only by moving the grapple with a grapple check (当你处于擒抱状态时 移动)",
    ),
  ],
  [
    690,
    "当你处于擒抱状态时",
    implemented(
      ["dnd35.grapple"],
      "damage, pin, escape (one check against every grappler's, or Escape Artist), break a pin and attacking the opponent at −4 with a light or natural weapon (no off-hand attack) are played, each check in place of one attack of a full attack at that attack's lower base attack; moving the grapple (a standard action, one check beating every other grappler's, half speed along a path, +4 with a lone pinned foe, the mover provoking as it walks, the others dragged) drawing a light weapon (a move action, on a won check) and using the opponent's light weapon (a won check, then an attack with it at −4) are played; casting (pinned too: at most a standard action, no somatic component, material and focus already in hand, concentration DC 20 + level, no grapple check), retrieving a spell's material and focus (a full-round action, no check) and activating any magic item but a scroll (no check) are played; the monk's exception (例外: a sheet's monkUnarmed, SRD Monk: its own unarmed damage, normal, nonlethal at no −4); a pin holds one round (压制对手: through the pinned's turn and the pinner's next, lapsing after it unless renewed)",
    ),
  ],
  [
    707,
    "当你压制住擒抱对手的时候",
    implemented(
      undefined,
      "the pin and its release; silencing the pinned (a pin declared with silence: no verbal components until the pin ends); a pinner cannot escape a third party, pin a second creature, break another's pin, retrieve spell components, draw a weapon or use one (its unarmed strike and natural weapons only); removing or grabbing a firmly attached item by a disarm, the foe +4 (夺取物品)",
    ),
  ],
  [
    713,
    "当你被擒抱对手压制住的时候",
    implemented(
      undefined,
      "held immobile: only an escape (check or Escape Artist), a spell a grapple allows (当你处于擒抱状态时 施法) or the end of its turn, −4 AC against others than the pinner, silenced if its pinner chose; held one round (the pin lapses after the pinner's next turn unless renewed)",
    ),
  ],
  [716, "加入擒抱", implemented()],
  [
    720,
    "多人擒抱",
    implemented(
      [],
      "the places (½, 1, 2, 4 of 4) are checked on joining; an escape (and a move of the grapple) is one check of the escaper, its d20 set against each grappler's own (a tie against one rolled again between those two)",
    ),
  ],
  [
    724,
    "骑乘战斗MOUNTED COMBAT",
    partial(
      "guiding with the knees (Ride DC 5, else a hand on the reins) is not modelled; a rider's attack or spell during its mount's double move or run comes after the move, read as made halfway through it (−4/−8, the concentration check) but measured from where the mount stopped; an uncontrolled steed not trained for war flees by its policies (the engine does not forbid it other actions)",
      ["dnd35.horses", "dnd35.rideSkill"],
    ),
  ],
  [
    737,
    "闯越OVERRUN",
    implemented(
      ["dnd35.feat.improvedOverrun"],
      "an overrun as part of a charge follows the errata by default, the text as printed under the house option overrunOnCharge; a mounted overrun is declared by the mount, which moves (its Str and size, the rider's Trample)",
    ),
  ],
  [747, "击破武器SUNDER", implemented(["dnd35.feat.improvedSunder"])],
  [
    750,
    "表：普通盔甲、武器、和盾牌的硬度以及生命值",
    implemented(
      undefined,
      "every row, armor's by its material (the SRD's substances: cloth 0, leather 2, iron 10) and armor bonus × 5; worn armor is never struck (你无法击破其他人物所穿戴的盔甲), so its row shows in the refusal; magic adds +2 hardness and +10 hp per +1 (SRD)",
    ),
  ],
  [
    777,
    "投掷泼溅武器THROW SPLASH WEAPON",
    implemented(
      ["dnd35.splashWeapons"],
      "at a creature (ranged touch, direct hit, 5-ft splash) or at a grid intersection (AC 5, the squares touching it splashed, none inside a body); a miss scatters (d8, a square per range increment) and splashes where it lands; used up. The SRD items' own rules beyond damage (energy types, alchemist's fire burning on, holy water on evil outsiders) are not modelled",
    ),
  ],
  [
    783,
    "拌摔TRIP",
    implemented(
      undefined,
      "a mounted foe opposes with Ride when it beats its Dex or Str, and a success pulls it off, prone beside its mount",
    ),
  ],
  [793, "驱散或斥喝不死生物TURN OR REBUKE UNDEAD", implemented()],
  [796, "驱散检定", implemented()],
  [805, "表：驱散不死生物", implemented()],
  [817, "邪恶阵营的牧师和不死生物", implemented()],
  [824, "中立阵营的牧师和不死生物", implemented()],
  [828, "圣武士和不死生物", implemented()],
  [831, "驱散其它生物", implemented()],
  [835, "双武器战斗TWO-WEAPON FIGHTING", implemented(["dnd35.feat.twoWeaponFighting"])],
  [
    841,
    "表：双武器战斗减值",
    partial(
      "throwing a weapon in each hand (darts and shuriken as light; javelins, bolas, nets and slings as one-handed)",
      ["dnd35.twoWeaponFighting", "dnd35.feat.twoWeaponFighting"],
    ),
  ],
  [851, "特殊先攻动作SPECIAL INITIATIVE ACTIONS", introduces(854, 860)],
  [854, "延迟DELAY", implemented()],
  [
    860,
    "准备READY",
    partial("no trigger on a creature coming into view (there is no sight model)"),
  ],
];

/** What the dnd35 map of seed 000 is built from: its rows, the rules index and the leads. */
export const dnd35Source000: SeedMapSource = {
  file: SEED_DND35,
  ruleset: "dnd35",
  rows: dnd35SeedRows,
  index: dnd35Rules,
  leads: dnd35Leads,
};

/** The dnd35 map of seed 000 (the 3.5 SRD combat text). */
export const dnd35Coverage000: SeedCoverage = buildCoverage(dnd35Source000);

/**
 * The maps of the seeds dnd35 implements: 000, and 001 and 004, which are exact slices of it
 * (seeds/headings/README.md), so their statuses are 000's, never copied by hand.
 */
export const dnd35Coverage: readonly SeedCoverage[] = [
  dnd35Coverage000,
  sliceCoverage(dnd35Coverage000, "001_285465d9c77e5003.txt", 1, 101),
  sliceCoverage(dnd35Coverage000, "004_d58b4611d7e54bb4.txt", 525, 600),
];
