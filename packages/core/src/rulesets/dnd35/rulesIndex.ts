import { type RuleEntry, SEED_DND35, seed, srd } from "../../rules/ruleSource.ts";

const s = (heading: string, summary: string, quote: string) =>
  seed(SEED_DND35, heading, summary, quote);
const x = (ref: string, summary: string) => srd("3.5", ref, summary);

/**
 * Every rule id the dnd35 ruleset cites, with its section of seed 000 and the sentence of it that
 * states the rule, quoted verbatim (or, marked `srd`, the 3.5 SRD text the seeds rely on without
 * spelling out: not stored here, so never quoted). Explanations and test names cite these.
 */
export const dnd35Rules = {
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
  "dnd35.injury": s(
    "受伤和死亡INJURY AND DEATH",
    "hit point damage has no effect above 0 hp",
    "不论你损失了多少生命值，只要生命值没有掉到0或以下，你的角色都不会受到任何障碍。",
  ),
  // 巨创Massive Damage is a run-in under 失去生命值LOSS OF HIT POINTS, not 受伤和死亡's own text.
  "dnd35.massiveDamage": s(
    "失去生命值LOSS OF HIT POINTS",
    "50+ damage from one attack: Fort DC 15 or die",
    "如果单独一次攻击造成了你50点及以上的伤害，并且没有立刻杀死你，你必须做一次DC15的强韧检定。如果该检定失败，不管你有多少实际生命值你都将立刻死去。",
  ),
  "dnd35.disabled": s(
    "瘫痪DISABLED（0HP）",
    "at 0 hp: one move or standard action a round; a standard action drops one to −1",
    "此时你每轮只能做一个移动或标准动作（但是不能同时做两个动作，也不能做整轮动作）。你可以做一个移动动作而不会继续损伤你自己，但是如果你做了任何标准动作（或者任何其他费力的动作），你都会在动作结束后受到1点伤害。除非你的动作可以增加你的生命值，否则你将成为-1HP，陷入濒死。",
  ),
  "dnd35.dying": s(
    "濒死DYING（-1到-9HP）",
    "−1 to −9: unconscious, loses 1 hp a round until stable or dead",
    "濒死的角色立刻陷入无意识状态，而且不能做任何行动。 濒死的角色每轮都将失去一点生命值，直到角色死亡或被稳定（见之后）",
  ),
  "dnd35.dead": s(
    "死亡DEAD（-10或更低HP）",
    "−10 or less: dead",
    "当你角色实际生命值为-10或更低时，或者他遭受巨创（见之前说明），他就死了。",
  ),
  "dnd35.stabilize": s(
    "稳定角色伤势和恢复STABLE CHARACTERS AND RECOVERY",
    "from the round after falling: d% each round, 10% stabilizes, else −1 hp",
    "当角色实际生命值降低到-1到-9后下一轮以及接下来的所有轮内，投掷百分骰以决定濒死角色是否能够稳定。他有10%的机会稳定伤势。如果没能稳定，他将失去一点生命值。",
  ),
  "dnd35.healing": s(
    "治疗HEALING",
    "healing never exceeds max hp; healing a dying character stabilizes it",
    "在受到伤害后，你可以通过自然治疗或者魔法治疗来恢复生命值，在任何情况下，你都不能让你实际生命值超过你的正常总生命值。",
  ),
  "dnd35.temporaryHp": s(
    "暂时生命值TEMPORARY HIT POINTS",
    "temporary hp are lost first and cannot be healed",
    "当暂时生命值失去后，它们不能象真实生命值那样被恢复，即使魔法也不行。",
  ),
  "dnd35.nonlethal": s(
    "非致命伤NONLETHAL DAMAGE",
    "nonlethal = hp: staggered; > hp: unconscious; healing also heals nonlethal",
    "当你的非致命伤达到你的实际生命值时，你会变得恍惚，当超过实际生命值时，你会失去意识。",
  ),
  "dnd35.staggered": s(
    "非致命伤NONLETHAL DAMAGE",
    "staggered: one standard or move action a round",
    "当你的非致命伤等于你的实际生命值时，你会变得恍惚。在这种情况下你每轮只能做一次标准动作或一次移动动作。",
  ),
  "dnd35.twoWeaponFighting": s(
    "双武器战斗TWO-WEAPON FIGHTING",
    "off-hand attack; penalties −6/−10, light off hand −4/−8, feat −4/−4, both −2/−2",
    "如果你在副手上持有另一把武器，你每轮就可以用这把武器来进行一次额外的攻击。以这种方式进行战斗时，你通常的攻击方式或是主手的攻击就会受到-6的减值，而你副手的攻击则会受到-10的减值。",
  ),
  "dnd35.doubleWeapon": s(
    "双头武器",
    "a double weapon's off-hand end gives the extra two-weapon attack, its penalties as for a light off-hand weapon",
    "你可以使用双头武器副手端所在的那一头进行一次额外攻击，就像你在使用两把武器战斗时一样。计算减值时，把副手端所在的那一头视为一把轻型武器。",
  ),
  "dnd35.feat.combatReflexes": x(
    "Feats: Combat Reflexes",
    "extra AoOs per round equal to Dex bonus; AoO while flat-footed",
  ),
  "dnd35.feat.improvedInitiative": x("Feats: Improved Initiative", "+4 on initiative checks"),
  "dnd35.feat.improvedUnarmedStrike": x(
    "Feats: Improved Unarmed Strike",
    "unarmed strikes are armed and may deal lethal damage without penalty",
  ),
  "dnd35.feat.twoWeaponFighting": x(
    "Feats: Two-Weapon Fighting",
    "reduces two-weapon penalties by 2 (main) and 6 (off hand)",
  ),
  "dnd35.feat.preciseShot": x("Feats: Precise Shot", "no −4 for shooting into melee"),
  "dnd35.feat.run": x("Feats: Run", "run at ×5 speed (×4 in heavy armor)"),
  "dnd35.noActions": x(
    "Conditions: dazed, stunned",
    "dazed or stunned: no actions (no attacks of opportunity, no readied action fires); it may only end its turn and decline",
  ),
  "dnd35.criticalImmunity": x(
    "Types and subtypes: immunity to critical hits (undead, constructs, oozes …)",
    "a creature immune to critical hits takes a threat as a plain hit: no confirmation, no extra damage",
  ),
  "dnd35.weapons": x(
    "Equipment: Weapons table",
    "weapon damage, critical range and multiplier, range increment, reach",
  ),
  "dnd35.rangePenalty": x(
    "Combat: Range Penalty",
    "−2 per full range increment beyond the first; max 5 (thrown) or 10 (projectile) increments",
  ),
  "dnd35.abilityModifier": x("Basics: Ability Modifiers", "modifier = floor((score − 10) / 2)"),
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
  // ── fix-attacks ──
  "dnd35.spellCritical": s(
    "法术和重击",
    "a spell that needs an attack roll (a touch or ray) threatens on a natural 20 and, confirmed, deals its damage twice",
    "需要做攻击检定的法术都可能获得重击。不需要做攻击检定的法术不能造成重击。",
  ),
  // ── fix-movement ──
  "dnd35.hamperedMovement": s(
    "你的角色可以移动多远？",
    "poor visibility hampers movement: a blinded mover pays double for every square, stacking with terrain (SRD Hampered Movement ×2); no 5-foot step",
    "困难地形、障碍物、或者较差的能见度都会限制你的移动。",
  ),
  // ── fix-conditions ──
  "dnd35.helplessNoActions": s(
    "无助的防御者HELPLESS DEFENDERS",
    "helpless — paralyzed, held, asleep, bound, unconscious (SRD conditions): no actions on its turn, no attacks of opportunity, no readied action fires",
    "无助的防御者是指那些被捆绑的、睡眠中的、被麻痹的、失去意识的、或者处于其他你认为类似情况下的人。",
  ),
  "dnd35.knownConditions": x(
    "Conditions (the SRD's condition summary; the seed's modifier tables)",
    "a condition the ruleset gives no effect is refused, naming the known ones",
  ),
  "dnd35.sleepWakes": x(
    "Spells: Sleep",
    "a sleeper wakes when it takes damage, or when an adjacent creature slaps it awake (a standard action)",
  ),
  // ── gear ──
  "dnd35.drawSheathe": s(
    "拔出或者收回武器Draw or Sheathe a Weapon",
    "drawing or sheathing a weapon (or a wand) is a move action; merged into a move at base attack +1; Two-Weapon Fighting draws two light or one-handed weapons at once; only a weapon in hand is used",
    "需要一个移动动作拔出武器以便在战斗中使用它，或者把它放回去让你可以有空闲的手。",
  ),
  "dnd35.readyShield": s(
    "装备或者卸下盾牌Ready or Loose a Shield",
    "strapping a shield on (its AC counts only then) or loosing and dropping it is a move action; merged into a move at base attack +1; dropping a carried shield is free",
    "需要一个移动动作来把盾牌绑在臂膀上以获得AC上的盾牌加值，松开并扔掉盾牌以便使用那只手做其他事情也是移动动作。",
  ),
  "dnd35.manipulateItem": s(
    "操作一个物品Manipulate an Item",
    "taking out or putting away a stowed item, or picking one up, is a move action (and provokes, the actions table)",
    "在大部分情况下，移动或者操作一个物品是一个移动动作。 这些包括取出或者放回装起来的物品，捡起物品，移动很重的物品，还有开门。",
  ),
  "dnd35.dropItem": s(
    "丢掉物品Drop an Item",
    "dropping an item in one's space or an adjacent square is a free action",
    "把一件物品丢到你所在的空间或者一个邻近的方格是一个自由动作。",
  ),
  "dnd35.loading": s(
    "表：战斗中的动作Table: Actions in Combat",
    "a hand or light crossbow loads as a move action, a heavy or repeating one as a full-round action, each provoking; an unloaded crossbow cannot shoot",
    "给手弩或轻弩装弹 是",
  ),
  "dnd35.rapidReload": x(
    "Feats: Rapid Reload",
    "loading a hand or light crossbow is a free action, a heavy one a move action",
  ),
  "dnd35.towerShieldCover": x(
    "Equipment: Armor, Tower Shield",
    "a tower shield used as total cover, its attacks given up (a standard action, until the bearer's next turn): no attack reaches the bearer and it makes none; targeted spells still reach it",
  ),
  "dnd35.shields": x(
    "Equipment: Armor, shields",
    "a buckler leaves its hand free (−1 on attacks with that hand or a bow); a tower shield gives −2 on attacks",
  ),
  // ── naturals ──
  "dnd35.naturalAttacks": x(
    "Combat/Monsters: natural weapons",
    "a full attack makes every natural attack once (no iterative attacks from a high BAB); an attack action makes one",
  ),
  "dnd35.naturalSecondary": x(
    "Combat/Monsters: natural weapons",
    "a secondary natural attack is made at −5 and adds only ½ × Str to damage",
  ),
  "dnd35.naturalSole": x(
    "Combat/Monsters: natural weapons",
    "a creature whose single natural attack is its only attack adds 1½ × Str to its damage",
  ),
  "dnd35.naturalWithWeapons": x(
    "Combat/Monsters: natural weapons",
    "beside a manufactured melee weapon, natural attacks of other limbs are made as secondary attacks; a limb holding the weapon makes none",
  ),
  "dnd35.feat.multiattack": x(
    "Monster feats: Multiattack",
    "secondary natural attacks take only a −2 penalty",
  ),
  // ── items ──
  "dnd35.drinkPotion": s(
    "表：战斗中的动作Table: Actions in Combat",
    "drinking a potion or applying an oil (to oneself or an adjacent ally) is a standard action that provokes; its spell takes effect on the drinker or the one anointed, and the item is used up (SRD Potions and Oils)",
    "喝药剂或者使用油 是",
  ),
  "dnd35.readScroll": s(
    "表：战斗中的动作Table: Actions in Combat",
    "reading a scroll casts its spell: a standard action that provokes unless cast on the defensive, interrupted by a hit as casting is; the scroll is used up (SRD Scrolls)",
    "阅读卷轴 是",
  ),
  "dnd35.useMagicItem": s(
    "表：战斗中的动作Table: Actions in Combat",
    "using a wand or staff (a magic item other than a potion or oil) is a standard action that does not provoke; it spends a charge, and with none left it cannot be used (SRD Wands, Staffs)",
    "使用除药剂和油之外的魔法物品 否",
  ),
  "dnd35.healCheck": s(
    "稳定角色伤势和恢复STABLE CHARACTERS AND RECOVERY",
    "a DC 15 Heal check (d20 + Heal, Wis by default) stabilizes an adjacent dying creature; stabilizing an ally is a standard action that provokes (the actions table)",
    "你可以通过一次DC15的医疗检定来不让濒死角色继续丢失生命值并稳定住他的伤势。",
  ),
  "dnd35.buckler": x(
    "Equipment: Armor, Buckler",
    "a buckler leaves its hand free: a weapon used in that hand (an off-hand weapon, or a two-handed one) is at −1 and the buckler's AC is lost until one's next turn; a bow or crossbow is used without penalty",
  ),
  "dnd35.towerShield": x(
    "Equipment: Armor, Tower Shield",
    "a tower shield gives +4 AC, a maximum Dex bonus of +2 and −2 on attack rolls",
  ),
  "dnd35.stunnedDrops": x("Conditions: Stunned", "a stunned creature drops everything held"),
  // ── special-attacks ──
  "dnd35.specialAttacks": s(
    "表：特殊攻击动作",
    "the special attacks: aid another, bull rush, charge, disarm, feint, grapple, overrun, sunder, throw splash weapon, trip, turn or rebuke undead, two-weapon fighting",
    "协助他人 使同伴在攻击检定或AC上得到+2加值 冲撞 将目标向后撞退5英尺或是更远 冲锋 最多能够以2倍的正常速度移动，并使攻击检定得到+2加值 卸除武器 将武器从你对手的手中击落 虚招 使你对手的AC失去敏捷加值 擒抱 和对手进行扭斗 闯越 在移动中穿过或是从上方越过你的对手 击破武器 击破对手的武器或是盾牌 投掷泼溅武器 向目标投掷装有危险液体的容器 绊摔 绊摔目标 驱散（斥喝）不死生物 引导正能量（或负能量）来驱逐（或威慑）不死生物 双武器战斗 双手各持一把武器进行战斗",
  ),
  "dnd35.feint": s(
    "虚招FEINT",
    "a feint is a standard action (a move action with Improved Feint) that does not provoke: Bluff against the target's Sense Motive plus its base attack bonus, −4 against a nonhumanoid, −8 against animal Int (1–2), impossible against a mindless creature; exceeding it, the target loses its Dex bonus to AC against the feinter's next melee attack, made on or before its next turn",
    "使用虚招时，你要进行一次“唬骗”检定，来对抗目标的“察言观色”检定。目标可以将他的基本攻击加值加到“察言观色”的检定结果上去。如果你的“唬骗”检定结果超过目标的“察言观色”检定结果，则你下一次对该目标进行近战攻击时，他的AC便失去敏捷加值（如果有敏捷加值的话）。",
  ),
  "dnd35.aidAnother": s(
    "协助他人AID ANOTHER",
    "aid another is a standard action: a melee attack roll against AC 10 on a foe in melee with an ally and within one's reach; success gives the ally +2 on its next attack roll against that foe, or +2 AC against that foe's next attack, before the aider's next turn; several aids stack",
    "你必须进行一次目标AC=10的攻击检定。如果你成功了，那么你的同伴针对该敌人进行的下一次攻击检定就可以得到+2加值，或是在防御该敌人的下一次攻击时AC得到+2加值（由你决定）——只要上述攻击是在你的下一轮行动开始之前作出的。",
  ),
  "dnd35.turnUndead": s(
    "驱散检定",
    "turning is a standard action that does not provoke, 3 + Cha modifier times a day: a turning check (d20 + Cha) read on the turning table for the most Hit Dice affected, then turning damage 2d6 + level + Cha for the total Hit Dice, nearest undead first within 60 ft and not behind total cover; turned undead flee for 10 rounds",
    "驱散不死生物是一种超自然能力，人物可以通过一个标准动作来施展它。进行驱散不会引发借机攻击。",
  ),
  "dnd35.turningBrokenApproach": s(
    "驱散效果与持续时间",
    "a turned creature overcomes the turning when its turner approaches within 10 ft of it: a step that ends within 10 ft and closer than it began (standing within 10 ft does not break it)",
    "不过，如果你在它们身周10英尺的范围以内向它们逼近，它们就会克服驱散效果，并能正常行动。（你可以站在它们身周10英尺的范围以内，这样并不会破坏驱散效果——你只是不能去逼近它们。）",
  ),
  "dnd35.turningBrokenMelee": s(
    "驱散效果与持续时间",
    "a turned creature overcomes the turning when its turner attacks it in melee; anyone else may attack it in any way",
    "你可以对它们进行远程攻击（至少要从10英尺以外），而其他人则可以用任意方式来攻击它们而不破坏驱散效果。",
  ),
  "dnd35.turningBrokenClose": s(
    "驱散效果与持续时间",
    "a turned creature overcomes the turning when its turner makes a ranged attack on it from closer than 10 ft (ranged attacks from at least 10 ft away do not break it)",
    "你可以对它们进行远程攻击（至少要从10英尺以外），而其他人则可以用任意方式来攻击它们而不破坏驱散效果。",
  ),
  "dnd35.turningTable": s(
    "表：驱散不死生物",
    "the most powerful undead affected: level − 4 at 0 or lower, − 3 at 1–3, − 2 at 4–6, − 1 at 7–9, level at 10–12, + 1 at 13–15, + 2 at 16–18, + 3 at 19–21, + 4 at 22 or higher",
    "0或更低 牧师等级 – 4 1–3 牧师等级 – 3 4–6 牧师等级 – 2 7–9 牧师等级 – 1 10–12 牧师等级 13–15 牧师等级 + 1 16–18 牧师等级 + 2 19–21 牧师等级 + 3 22或更高 牧师等级 + 4",
  ),
  "dnd35.destroyUndead": s(
    "驱散或斥喝不死生物TURN OR REBUKE UNDEAD",
    "a turner of twice or more an undead's Hit Dice destroys what it would turn",
    "如果你的等级是目标不死生物HD值的2倍（或是更多），那么你就会直接毁灭你平时只能施以驱散效果的不死生物。",
  ),
  "dnd35.rebukeUndead": s(
    "邪恶阵营的牧师和不死生物",
    "an evil cleric rebukes (the undead cower 10 rounds) or commands (those it would destroy, up to its level in total Hit Dice); it dispels a turning with a check at least the turner's, and bolsters undead: the table's Hit Dice count for them against turning for 10 rounds",
    "邪恶阵营的牧师可以引导负能量来斥喝（威慑）或是命令（控制）不死生物，而非引导正能量来驱散或是毁灭它们。邪恶牧师进行步骤完全相同的驱散检定。而原本会受到驱散效果的不死生物则转而受到斥喝效果，那些会被毁灭的不死生物则转而处于被命令状态。",
  ),
  "dnd35.neutralTurning": s(
    "中立阵营的牧师和不死生物",
    "a neutral cleric either turns or rebukes, as chosen: never both",
    "中立阵营的牧师不是选择获取驱散不死生物的能力，就是选择获取斥喝不死生物的能力。",
  ),
  "dnd35.paladinTurning": s(
    "圣武士和不死生物",
    "a paladin of 4th level or more turns undead as a cleric three levels lower",
    "从第4级开始，圣武士也可以得到驱散不死生物的能力，在使用该能力时，就视为他们是比自身的实际等级低3级的牧师。",
  ),
  "dnd35.turnOthers": s(
    "驱散其它生物",
    "some clerics turn creatures other than undead, with the same check and damage",
    "某些牧师有能力来驱散除不死生物以外的其它生物。 其驱散检定也是按上述的方式来决定其驱散结果。",
  ),
  "dnd35.trip": s(
    "拌摔TRIP",
    "a trip is an unarmed melee touch attack (or one with a trip weapon) on a creature at most one size larger, provoking from it unless made with a weapon or with Improved Trip; on a hit, Str against the defender's Str or Dex (the higher), +4 per size step from Medium, +4 stability: the defender falls prone; a loss lets it trip back if it chooses, Str against Str or Dex, unless the tripper chooses to drop its trip weapon",
    "你可以尝试用一次徒手近战攻击来绊摔对手。你只能绊摔体型比你大一级、体型和你相同或是更小的目标。",
  ),
  "dnd35.feat.improvedTrip": x(
    "Feats: Improved Trip",
    "no attack of opportunity for a trip, +4 on the Str check to trip, and a melee attack on the foe just tripped as if the trip had not used the attack (with a weapon that threatens it)",
  ),
  "dnd35.disarm": s(
    "卸除武器（DISARM）",
    "a disarm is a melee attack that provokes from the defender (not with Improved Disarm) and fails if that attack deals damage; opposed attack rolls, +4 two-handed, −4 light or unarmed, +4 a size step to the larger, −4 to a defender whose item is not a melee weapon; won, the item falls in the defender's square, or into the disarmer's hand if unarmed; lost, the defender may at once disarm the disarmer (a melee weapon only)",
    "你可以尝试通过一个近战攻击动作来卸除对手的武器。如果你是使用武器来进行卸武，那么就会将对手的武器从他手中打落，掉在地上。如果你是尝试以徒手卸武，那么就会将对手的武器夺到自己手中。",
  ),
  "dnd35.grabItem": s(
    "夺取物品",
    "grabbing an item is an unarmed disarm: held or worn items, firmly attached ones only from a pinned foe (+4 to its roll); a failed grab allows no counter-disarm",
    "你可以通过一个卸武动作来夺取穿戴在目标身上的某个物品。如果你打算将该物品直接抢到手里，那么你就必须通过徒手攻击来进行卸武尝试。",
  ),
  "dnd35.feat.improvedDisarm": x(
    "Feats: Improved Disarm",
    "a disarm provokes no attack of opportunity",
  ),
  "dnd35.sunder": s(
    "击破武器SUNDER",
    "a sunder strikes a held weapon or shield with a slashing or bludgeoning melee weapon: it provokes from the defender (not with Improved Sunder); opposed attack rolls with the disarm's modifiers; won, the weapon's damage less the object's hardness comes off its hit points; an item carried or worn is attacked against AC 10 + its size modifier + its bearer's Dex modifier; armor worn cannot be sundered",
    "你可以使用挥砍或是钝击武器对敌人所持有的武器或是盾牌进行一次近战攻击。",
  ),
  "dnd35.objectHardness": s(
    "表：普通盔甲、武器、和盾牌的硬度以及生命值",
    "hardness and hit points of weapons and shields by kind (Medium; ×2 per size larger, ½ per size smaller); an object at 0 hit points is destroyed",
    "此处给出的HP数值只是针对中型的盔甲、武器和盾牌而言。相应的装备每比中型小1个体型级别，则在此数值基础上除以2，而每比中型大1个体型级别，则在此数值基础上乘以2。",
  ),
  "dnd35.feat.improvedSunder": x(
    "Feats: Improved Sunder",
    "a sunder provokes no attack of opportunity",
  ),
  "dnd35.bullRush": s(
    "冲撞BULL RUSH",
    "a bull rush is a standard action or the end of a charge (+2), against a creature at most one size larger: entering its space provokes from all who threaten the rusher (the defender too, unless Improved Bull Rush); opposed Str checks, +4 a size step from Medium, +4 stability; won, the defender is pushed 5 ft straight back, and with the rusher following 5 ft more per 5 points won by, no farther than the rusher's speed, the defender's push provoking from all who threaten it but the rusher and the rusher's following from all but the defender; an attack of opportunity on either of the two, by another than the other, is rolled and then strikes the other on a d% of 25 or less; lost, the rusher falls back",
    "你可以用一个标准动作来进行冲撞（视为一次攻击动作），或是作为冲锋动作的一部分（参阅下文的“冲锋”）。当你进行冲撞时，你可以尝试将目标向正后方沿直线撞退，而不是对他造成伤害。你只能对体型大你一级、体型和你相同、或是体型比你更小的目标进行冲撞。",
  ),
  "dnd35.feat.improvedBullRush": x(
    "Feats: Improved Bull Rush",
    "a bull rush provokes no attack of opportunity from the defender, and +4 on the Str check",
  ),
  "dnd35.overrun": s(
    "闯越OVERRUN",
    "an overrun is a standard action during a move, through the space of a creature at most one size larger, once a round, not in a charge (errata; the house option overrunOnCharge allows one: a straight charge's move at double speed, charging, +2 on the Str check): the defender's attack of opportunity; it avoids, and the mover goes on, or blocks: Str against its Str or Dex, +4 a size step, +4 stability; won, it is prone and the move goes on; lost, it may knock the mover prone (Str against Str or Dex, size only), and the move ends",
    "在你进行移动的过程中，可以通过一个标准动作来尝试进行闯越（译者注：根据勘误表PHB09242003，冲锋时无法进行闯越）。（通常而言，你无法在移动的过程中作出标准动作，但这是一个例外。）在进行闯越时，你可以尝试在移动中从对方的身边穿过，或是从对方的上方越过（直接穿越对方所占据的那个方格）。",
  ),
  "dnd35.feat.improvedOverrun": x(
    "Feats: Improved Overrun",
    "the target of an overrun cannot choose to avoid it, and +4 on the Str check",
  ),
  "dnd35.opposedCheck": x(
    "Using Skills: Opposed Checks",
    "an opposed check: the higher total wins; a tie goes to the higher modifier, and equal modifiers roll again (the grapple check's rule in seed 000 擒抱检定)",
  ),
  // ── splash ──
  "dnd35.throwSplash": s(
    "投掷泼溅武器THROW SPLASH WEAPON",
    "a splash weapon is thrown as a ranged touch attack with no nonproficiency penalty; a hit deals direct-hit damage to the target and splash damage to every creature within 5 ft of it; or at a grid intersection no creature's body covers, a ranged attack against AC 5 that splashes every creature in the squares touching it and hits none directly; a miss scatters 1d8 (1 back toward the thrower, 2–8 clockwise) a square per range increment and splashes the creatures adjacent to where it lands",
    "使用泼溅武器进行攻击时，要针对目标进行一次远程接触攻击。使用投掷类武器不需要任何武器擅长，所以你在攻击时不会受到-4的非擅长武器减值。攻击命中则对目标造成直接命中伤害，并对目标周围5英尺以内的所有生物都造成泼溅伤害。",
  ),
  "dnd35.splashWeapons": x(
    "Special Substances and Items",
    "alchemist's fire and acid flask deal 1d6 direct and 1 splash, holy water 2d4 and 1 to undead; range increment 10 ft; used up when thrown",
  ),
  // ── grapple ──
  "dnd35.grappleCheck": s(
    "擒抱检定",
    "the grapple check: base attack bonus + Str modifier + the special size modifier (Colossal +16, Gargantuan +12, Huge +8, Large +4, Medium +0, Small −4, Tiny −8, Diminutive −12, Fine −16), opposed",
    "擒抱检定就如同近战攻击检定。你在擒抱检定时的攻击加值为：基本攻击加值+力量调整值+特殊体型调整值。",
  ),
  "dnd35.grappleStart": s(
    "发动擒抱",
    "starting a grapple: the target's attack of opportunity (damage spoils it), a melee touch attack to grab, an opposed grapple check to hold (automatically failed against a target two or more sizes larger; ties to the higher modifier, then again), on success unarmed damage and a move into the target's square",
    "想要发动擒抱，你就必须先抓住你的目标并将其定身。要发动擒抱必须先进行一次成功的攻击检定。",
  ),
  "dnd35.grappleConsequences": s(
    "擒抱结果",
    "a grappler threatens no square, loses its Dex bonus to AC against those not in its grapple, and cannot move normally",
    "当你处于擒抱状态时，你无法对身边的任何区域形成威胁。 没有敏捷加值：当没有和你擒抱的敌人对你作出攻击时，你的AC会失去敏捷加值（如果你有敏捷加值的话）。",
  ),
  "dnd35.grappleOptions": s(
    "当你处于擒抱状态时",
    "while grappling: activate a magic item that is not spell completion, attack the opponent with an unarmed strike, natural or light weapon at −4 (no two-weapon attacks), cast a spell of at most a standard action without somatic components (Concentration DC 20 + level), damage the opponent (opposed check; nonlethal 1d3 Medium, 1d2 Small, + Str; lethal at −4), draw a light weapon, escape (beating every grappler; or Escape Artist as a standard action), move at half speed, retrieve a component, pin, break another's pin, use the opponent's light weapon at −4",
    "当你处于擒抱状态时（无论是谁先开始擒抱的），可以进行下述的任何一种动作。其中有些动作可以被视为攻击动作（而不是视为标准动作或是移动动作）。",
  ),
  "dnd35.grapplePinning": s(
    "当你压制住擒抱对手的时候",
    "a pinner may damage, use the foe's weapon or move the grapple, silence the foe, release it as a free action; it cannot draw or use weapons, escape a third party, retrieve components, pin another or break another's pin",
    "你可以尝试通过一次对抗擒抱检定来伤害你的对手、你可以尝试利用对手的武器反过来对付他本人、或者你可以尝试拖动整个擒抱战团（这些在上文均有描述）。如果你愿意的话，你还可以阻止被你压制住的对手说话。",
  ),
  "dnd35.grapplePinned": s(
    "当你被擒抱对手压制住的时候",
    "a pinned creature is held immobile for 1 round (not helpless), −4 AC against others than its pinner; it may try to escape the pin by an opposed grapple check or Escape Artist (a standard action)",
    "当擒抱对手把你压制住的时候，你就被定住达1轮之久，无法活动（但并不是处于“无助状态”）。当你被压制的时候，除了正在压制你的对手以外的其他人如果对你作出攻击，你的AC就会受到-4的减值。",
  ),
  "dnd35.grappleJoin": s(
    "加入擒抱",
    "joining a grapple: the target does not threaten the joiner and the grab succeeds automatically; the opposed check against one grappler of the joiner's choice is still needed",
    "如果你的目标正在和其他人进行擒抱，那么你就可以通过一个攻击动作来发动擒抱，如上文所述，但区别是你的目标不会得到对你进行借机攻击的机会，而且你尝试抓住目标时可以自动视为成功。不过你还是必须通过一次成功的对抗擒抱检定才能加入该擒抱战团。",
  ),
  "dnd35.grappleMultiple": s(
    "多人擒抱",
    "up to four grapplers on one target in a round: a creature a size or more smaller takes half a place, one size larger two, two or more sizes larger four; escaping beats every grappler",
    "在同一个擒抱战团中可以包含有多个擒抱者。在一个战斗轮中，最多可以有4名擒抱者同时抱住同一个目标。体型比你小一级或是更小的生物视为占有半个擒抱位，体型比你大一级的生物视为占有2个擒抱位，而体型比你大两级或是更大的生物则视为占有4个擒抱位。",
  ),
  "dnd35.feat.improvedGrapple": x(
    "Feats: Improved Grapple",
    "no attack of opportunity starting a grapple, +4 on grapple checks",
  ),
  "dnd35.unarmedStrike": x(
    "Weapons: Unarmed Strike",
    "an unarmed strike: 1d3 Medium, 1d2 Small, 1 Tiny, 1d4 Large, 1d6 Huge, 1d8 Gargantuan, 2d6 Colossal, nonlethal",
  ),
} as const satisfies Record<string, RuleEntry>;

/** A rule id of the dnd35 ruleset. */
export type Dnd35RuleId = keyof typeof dnd35Rules;
