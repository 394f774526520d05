import type { RuleEntry } from "../../../rules/ruleSource.ts";
import { s, x } from "./entry.ts";

/** The special attacks: aid, turning, trip, disarm, sunder, bull rush, overrun, splash weapons and grapple (seed 000 特殊攻击). */
export const specialRules = {
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
  "dnd35.pinLapses": s(
    "当你处于擒抱状态时",
    "a pin holds its foe immobile for one round: through the pinned creature's turn and the pinner's next, when the pinner may use it (damage, its foe's weapon, moving it at +4, silence) or pin again; just after that turn it lapses unless renewed, the two still grappling",
    "压制对手：通过一次成功的对抗擒抱检定（置换一次攻击动作），你就可以定住对手达一轮之久，使其无法活动。",
  ),
  "dnd35.turnedFlee": s(
    "驱散效果与持续时间",
    "turned undead flee their turner by the best and quickest way they have, for 10 rounds: while turned, each move a creature declares must end farther from its turner than it began; it may stand up, or end its turn, and take no other action",
    "被驱散的不死生物会以它们所能使用的最好同时也是最快的方式从你面前逃离。它们会持续逃跑10轮（1分钟）。",
  ),
  "dnd35.turnedCower": s(
    "驱散效果与持续时间",
    "a turned creature that cannot flee cowers: judged at each of its turns (grappling, no speed, or no square beside it farther from its turner that it can enter), it cowers until just before its next turn, then is judged again — attacks on it gain +2 (−2 AC, no Dex bonus) and it takes no actions (SRD cowering, outside the seeds)",
    "如果它们无法逃跑，就会处于畏缩状态（使得任何对它们的攻击都可以得到+2加值）。",
  ),
  "dnd35.commandUndead": s(
    "邪恶阵营的牧师和不死生物",
    "an evil cleric orders the undead it commands with a standard action (a mental command, no attack of opportunity): to attack one creature, or to stand; a commanded creature does only that — with no order, or told to stand, it takes no actions; told to attack, it moves and attacks that creature only (and takes attacks of opportunity on it only); the cleric may release undead it commands to command others",
    "命令：处于被命令状态下的不死生物会受到邪恶牧师的心灵控制。该牧师必须通过一个标准动作来对处于被命令状态下的不死生物发号心灵指令。",
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
  "dnd35.improvedGrab": x(
    "Special Abilities: Improved Grab",
    "a creature with improved grab that hits with the weapon named (a claw, a bite) may at once start a grapple as a free action, with no attack of opportunity and no touch attack, against a foe at least one size smaller: the opposed grapple check of the hold, and on from there",
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
