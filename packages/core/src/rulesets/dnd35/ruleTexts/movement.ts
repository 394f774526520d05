import type { RuleEntry } from "../../../rules/ruleSource.ts";
import { s } from "./entry.ts";

/** Charging, tactical movement, terrain, helplessness, flanking and the attack modifiers (seed 000 冲锋, 移动，位置，距离, 战斗修正). */
export const movementRules = {
  "dnd35.charge": s(
    "冲锋CHARGE",
    "charge: up to double speed toward the foe, +2 attack, −2 AC until next turn",
    "你的攻击检定可以得到+2加值，而你的AC则受到-2减值，这种状态会一直持续到你下一回合的行动开始之前。",
  ),
  "dnd35.tacticalMovement": s(
    "移动，位置，距离",
    "the battle grid: squares of 5 ft; creatures stand on the map",
    "战场网格上的一个方格是一英寸见方，代表了5*5尺区域。",
  ),
  "dnd35.measuringDistance": s(
    "测量距离",
    "diagonals count 1, 2, 1, 2 squares; no moving diagonally past a wall's corner, though past a creature or a pit",
    "在测量距离时，第一个对角线计为1个方格，第二个计为2个方格，第三个计为1，第四个计为2，依此类推。 你无法沿着对角线移动通过一个转角（即使采用五尺快步也不行）。你可以沿着对角线通过一个生物，即使是敌对生物。",
  ),
  "dnd35.movingThrough": s(
    "移动穿过一个方格",
    "pass allies (not charging), not standing foes; helpless ones and creatures three sizes apart may be passed; a tiny creature may enter occupied squares; no ending in another's space",
    "你可以移动通过被友方人物占据的方格，除非你在冲锋中。当你移动通过被友方人物占据的方格时，那个人物不能给予你掩蔽。 敌方：你无法移动通过被敌方人物占据的方格，除非对方在无助状态中。",
  ),
  "dnd35.terrain": s(
    "地形和障碍物",
    "difficult terrain and obstacles cost double (a diagonal 3 squares); no running or charging through difficult terrain; blocking obstacles cannot be crossed",
    "困难地形会限制移动。计算移动时在困难地形里的每个方格都算作两个方格。（困难地形中每个对角线移动算作三个方格。）",
  ),
  "dnd35.doubledCost": s(
    "特殊移动规则",
    "a cost doubled twice is ×4 a square, ×6 a diagonal; the minimum move of 5 ft",
    "如果移动代价要翻倍两次，那么每个方格计为四个（对角线移动计为六个）。",
  ),
  "dnd35.minimumMove": s(
    "在困难地形上移动五尺Move 5 Feet through Difficult Terrain",
    "a full-round action moves 5 ft, diagonals included, however slowed; not a 5-foot step",
    "在这种情况下，你必须用一个整轮动作来向某个方向移动五尺（一个方格），包括对角线。尽管看上去像一个五尺快步，但是它不是，因此它会如常遭受借机攻击。",
  ),
  "dnd35.bigAndLittle": s(
    "战斗中大型和小型生物BIG AND LITTLE CREATURES IN COMBAT",
    "space and natural reach by size: Tiny and smaller share squares with reach 0; Large 2×2 squares with reach 10 ft …; reach weapons double natural reach",
    "大型Large，超大型Huge，巨型Gargantuan，超巨型Colossal生物：非常大的生物占据空间不止一个方格。 占据空间超过一个方格的生物通常有10尺或者更多的天生触及范围，这意味着即使他们不在临近的方格内也可以触及目标。",
  ),
  "dnd35.withdraw": s(
    "撤退Withdraw",
    "withdraw: a full-round action moving up to double speed, no 5-foot step that round; restricted: a standard action moving up to speed",
    "从近战中撤退是一个全回合动作。当你撤退时，你可以移动至多双倍速度的距离。",
  ),
  "dnd35.helpless": s(
    "无助的防御者HELPLESS DEFENDERS",
    "helpless (bound, asleep, paralyzed, unconscious): Dex treated as 0 (−5), AC −4 against melee",
    "无助的防御者在对抗近战攻击时AC受到-4惩罚，但是在对抗远程攻击时AC不受惩罚。 无助的防御者无法应用任何AC上的敏捷加值。实际上，他的敏捷值视为0，他AC上的敏捷修正视为-5（游荡者可以偷袭他）。",
  ),
  "dnd35.flanking": s(
    "夹击FLANKING",
    "+2 on melee attacks when an ally threatening the defender is across it; reach-0 creatures never flank",
    "在进行近战攻击时，如果你的对手正在被你对边或者对角的友方人物或生物所威胁，那么你将获得+2夹击奖励。",
  ),
  "dnd35.intoMelee": s(
    "射击或投掷攻击近战中的对手Shooting or Throwing into a Melee",
    "−4 on a ranged attack at a foe engaged in melee (mutually threatening) with an ally; not with Precise Shot",
    "如果你用远程武器来射击或者投掷攻击一个正在和你的同伴近战的敌人时，在攻击检定上你将受到-4惩罚。两个正在近战的对手是指两者彼此敌对并且彼此威胁。",
  ),
  "dnd35.coupDeGrace": s(
    "无助的防御者HELPLESS DEFENDERS",
    "coup de grace: full-round, helpless foe, automatic critical hit, Fort DC 10 + damage or die; never against a creature immune to critical hits",
    "你自动命中并且算作重击。如果目标没有因为这个伤害而死，他必须做一次强韧豁免检定（DC为10+伤害值），没通过就会死。",
  ),
  "dnd35.combatModifiers": s(
    "战斗修正COMBAT MODIFIERS",
    "the attack-roll and AC modifier tables: prone, dazzled, shaken, squeezing, kneeling, stunned, blinded, cowering, pinned …",
    "跪或坐Kneeling or sitting –2 +2 被压制Pinned –44 +04 俯卧Prone –4 +4 挤入狭窄空间Squeezing through a space –4 –4 震慑中Stunned –21 –21",
  ),
  "dnd35.intoGrapple": s(
    "表：防御等级修正",
    "footnote 3: a ranged attack at a grappler, by one not in its grapple, strikes a grappler picked at random (a die as large as the grapple, rolled after the attack roll, which is set against the AC of the one struck)",
    "掷随机骰来决定究竟击中了哪个擒抱中的战斗者。",
  ),
  "dnd35.cover": s(
    "掩蔽COVER",
    "cover from walls: ranged and reach by the corner-to-corner rule, adjacent melee by any line between the squares: +4 AC; no line of effect is total cover (no attack)",
    "要判断你的远程攻击中目标是否有掩蔽，从你的占据区域上选择一个角。如果从这个角到对方区域的任何一个角之间的连线穿过了某个能阻挡效果线或者提供掩蔽的方格或边线，或者穿过了某个被其他生物占据的方格，那么该目标处于掩蔽状态（+4 AC）。",
  ),
  "dnd35.lowObstacleCover": s(
    "低矮障碍和掩蔽",
    "a low obstacle (under half one's height) gives cover only to creatures within 30 ft of it; an attacker nearer it than the target ignores it",
    "较矮的障碍（例如不到你一半高的墙）提供掩蔽，但是只对周围30尺（6个方格）内的生物起作用。如果攻击者比目标更接近该障碍物，那么攻击者可以忽视此掩蔽。",
  ),
  "dnd35.softCover": s(
    "软掩蔽",
    "creatures, allies or foes, on the corner-to-corner lines give +4 AC against ranged attacks only",
    "生物，甚至你的敌人都可以在远程攻击（译者注：根据PHB勘误表0924003，软掩蔽只对远程攻击提供AC加值）中给你提供掩蔽，让你的AC获得+4加值。",
  ),
  "dnd35.improvedCover": s(
    "变化掩蔽程度",
    "improved cover, the GM's call: the cover bonus doubled to +8 AC, in place of +4",
    "在某些情况中，掩蔽可能会提供更多的AC加值和反射检定加值。在这些情况下，正常的AC上掩蔽加值和反射检定上的掩蔽加值得到翻倍（分别为+ 8和+4）。",
  ),
  "dnd35.concealment": s(
    "隐蔽CONCEALMENT",
    "a hit on a concealed defender misses on d% 1–20; totally concealed 1–50; concealments do not stack",
    "隐蔽效果会让成功的攻击也有20%的机会失手。如果攻击者在攻击检定中命中，防御者必须做一次失手机会百分骰检定来避免被击中。多种隐蔽条件不能累加。",
  ),
  "dnd35.grapple": s(
    "擒抱GRAPPLE",
    "a grappler attacks its grapple opponent at −4 with an unarmed strike, natural or light weapon; it keeps its Dex only against that opponent",
    "在擒抱状态下，你可以使用徒手、天生武器、或是轻型武器对和你擒抱的对手进行攻击。你的这种攻击会受到-4的减值。",
  ),
  "dnd35.higherGround": s(
    "表：攻击检定修正",
    "an attacker on higher ground: +1 on melee attacks, +0 on ranged",
    "在较高地势On higher ground +1 +0",
  ),
} as const satisfies Record<string, RuleEntry>;
