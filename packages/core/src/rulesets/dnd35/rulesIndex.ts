import { type RuleEntry, SEED_DND35, seed, srd } from "../../rules/ruleSource.ts";

const s = (heading: string, summary: string) => seed(SEED_DND35, heading, summary);
const x = (ref: string, summary: string) => srd("3.5", ref, summary);

/**
 * Every rule id the dnd35 ruleset cites, with its section of seed 000 (or, marked `srd`, the
 * 3.5 SRD text the seeds rely on without spelling out). Explanations and test names cite these.
 */
export const dnd35Rules = {
  "dnd35.sequence": s(
    "战斗流程",
    "combat sequence: flat-footed until first acting, surprise, rounds in initiative order",
  ),
  "dnd35.flatFooted": s(
    "先攻INITIATIVE",
    "flat-footed until one's first action: no Dex to AC, no AoO",
  ),
  "dnd35.initiative": s(
    "先攻INITIATIVE",
    "initiative = d20 + Dex; ties by higher modifier, then re-roll",
  ),
  "dnd35.surprise": s(
    "突袭SURPRISE",
    "surprise round: aware combatants act once (standard or move) in initiative order",
  ),
  "dnd35.awareness": s("决定觉察情况", "awareness decides who acts in the surprise round"),
  "dnd35.attackRoll": s(
    "攻击检定ATTACK ROLL",
    "d20 + attack bonus >= AC hits; natural 1 misses, natural 20 hits and threatens",
  ),
  "dnd35.attackBonus": s(
    "命中奖励ATTACK BONUS",
    "melee: BAB + Str + size; ranged: BAB + Dex + size + range penalty",
  ),
  "dnd35.sizeModifier": s("表：体型修正", "size modifier to attack and AC"),
  "dnd35.damage": s(
    "伤害DAMAGE",
    "damage: Str bonus, off hand ½, two hands 1½, bow Str penalty, minimum 1, multiplied damage",
  ),
  "dnd35.armorClass": s(
    "防御等级ARMOR CLASS",
    "AC = 10 + armor + shield + Dex + size (+ enhancement, deflection, natural, dodge); touch AC",
  ),
  "dnd35.hitPoints": s("生命值HIT POINTS", "0 hp disabled, −1 dying, −10 dead"),
  "dnd35.speed": s("速度SPEED", "speed; double move; run ×4 (×3 in heavy armor)"),
  "dnd35.savingThrows": s(
    "豁免检定SAVING THROWS",
    "save = base + ability; natural 1 fails, natural 20 succeeds",
  ),
  "dnd35.combatRound": s(
    "战斗轮THE COMBAT ROUND",
    "a round runs from an initiative count to the same count next round",
  ),
  "dnd35.actionTypes": s(
    "动作类型",
    "standard + move, or full-round; move instead of standard; free actions; restricted turns",
  ),
  "dnd35.actionsTable": s("战斗中的动作", "the Actions in Combat table and its footnotes"),
  "dnd35.attackAction": s(
    "攻击Attack",
    "an attack is a standard action; melee reach; unarmed; ranged range; critical hits",
  ),
  "dnd35.unarmed": s(
    "攻击Attack",
    "unarmed: 1d3 (Medium), nonlethal, −4 to deal lethal without Improved Unarmed Strike",
  ),
  "dnd35.critical": s(
    "攻击Attack",
    "threat range, confirmation roll, multiplier; a roll that misses is never a threat",
  ),
  "dnd35.fightingDefensively": s("攻击Attack", "fighting defensively: −4 attack, +2 dodge AC"),
  "dnd35.totalDefense": s(
    "全防御Total Defense",
    "total defense: +4 dodge AC, no attacks of opportunity",
  ),
  "dnd35.startCompleteFullRound": s(
    "开始/完成整轮动作Start/Complete Full-Round Action",
    "a restricted turn starts or completes a full-round action as a standard action",
  ),
  "dnd35.move": s("移动Move", "moving up to one's speed is a move action"),
  "dnd35.fullRoundAction": s(
    "整轮动作FULL-ROUND ACTIONS",
    "a full-round action takes the whole round; only a 5-foot step besides",
  ),
  "dnd35.fullAttack": s(
    "全攻击Full Attack",
    "full attack: iterative attacks in descending order; may switch to a move after the first; a disarm, sunder, trip or a grapple's attempt or option made in place of an attack takes one of its attacks, at that attack's iterative step",
  ),
  "dnd35.run": s(
    "奔跑Run",
    "run: a full-round action, ×4 speed (×3 in heavy armor) in a straight line, not through difficult terrain; Dex bonus to AC lost without the Run feat",
  ),
  "dnd35.freeActions": s("自由动作FREE ACTIONS", "free actions take almost no time"),
  "dnd35.fiveFootStep": s(
    "五尺快步Take 5-Foot Step",
    "one 5-foot step a round, only in a round without other movement; not with speed ≤ 5 ft nor in difficult terrain or darkness",
  ),
  "dnd35.injury": s("受伤和死亡INJURY AND DEATH", "hit point damage has no effect above 0 hp"),
  "dnd35.massiveDamage": s(
    "受伤和死亡INJURY AND DEATH",
    "50+ damage from one attack: Fort DC 15 or die",
  ),
  "dnd35.disabled": s(
    "瘫痪DISABLED（0HP）",
    "at 0 hp: one move or standard action a round; a standard action drops one to −1",
  ),
  "dnd35.dying": s(
    "濒死DYING（-1到-9HP）",
    "−1 to −9: unconscious, loses 1 hp a round until stable or dead",
  ),
  "dnd35.dead": s("死亡DEAD（-10或更低HP）", "−10 or less: dead"),
  "dnd35.stabilize": s(
    "稳定角色伤势和恢复STABLE CHARACTERS AND RECOVERY",
    "from the round after falling: d% each round, 10% stabilizes, else −1 hp",
  ),
  "dnd35.healing": s(
    "治疗HEALING",
    "healing never exceeds max hp; healing a dying character stabilizes it",
  ),
  "dnd35.temporaryHp": s(
    "暂时生命值TEMPORARY HIT POINTS",
    "temporary hp are lost first and cannot be healed",
  ),
  "dnd35.nonlethal": s(
    "非致命伤NONLETHAL DAMAGE",
    "nonlethal = hp: staggered; > hp: unconscious; healing also heals nonlethal",
  ),
  "dnd35.staggered": s(
    "非致命伤NONLETHAL DAMAGE",
    "staggered: one standard or move action a round",
  ),
  "dnd35.twoWeaponFighting": s(
    "双武器战斗TWO-WEAPON FIGHTING",
    "off-hand attack; penalties −6/−10, light off hand −4/−8, feat −4/−4, both −2/−2",
  ),
  "dnd35.doubleWeapon": s(
    "双头武器",
    "a double weapon's off-hand end gives the extra two-weapon attack, its penalties as for a light off-hand weapon",
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
  ),
  "dnd35.tacticalMovement": s(
    "移动，位置，距离",
    "the battle grid: squares of 5 ft; creatures stand on the map",
  ),
  "dnd35.measuringDistance": s(
    "测量距离",
    "diagonals count 1, 2, 1, 2 squares; no moving diagonally past a wall's corner, though past a creature or a pit",
  ),
  "dnd35.movingThrough": s(
    "移动穿过一个方格",
    "pass allies (not charging), not standing foes; helpless ones and creatures three sizes apart may be passed; a tiny creature may enter occupied squares; no ending in another's space",
  ),
  "dnd35.terrain": s(
    "地形和障碍物",
    "difficult terrain and obstacles cost double (a diagonal 3 squares); no running or charging through difficult terrain; blocking obstacles cannot be crossed",
  ),
  "dnd35.doubledCost": s(
    "特殊移动规则",
    "a cost doubled twice is ×4 a square, ×6 a diagonal; the minimum move of 5 ft",
  ),
  "dnd35.minimumMove": s(
    "在困难地形上移动五尺Move 5 Feet through Difficult Terrain",
    "a full-round action moves 5 ft, diagonals included, however slowed; not a 5-foot step",
  ),
  "dnd35.bigAndLittle": s(
    "战斗中大型和小型生物BIG AND LITTLE CREATURES IN COMBAT",
    "space and natural reach by size: Tiny and smaller share squares with reach 0; Large 2×2 squares with reach 10 ft …; reach weapons double natural reach",
  ),
  "dnd35.withdraw": s(
    "撤退Withdraw",
    "withdraw: a full-round action moving up to double speed, no 5-foot step that round; restricted: a standard action moving up to speed",
  ),
  "dnd35.helpless": s(
    "无助的防御者HELPLESS DEFENDERS",
    "helpless (bound, asleep, paralyzed, unconscious): Dex treated as 0 (−5), AC −4 against melee",
  ),
  "dnd35.flanking": s(
    "夹击FLANKING",
    "+2 on melee attacks when an ally threatening the defender is across it; reach-0 creatures never flank",
  ),
  "dnd35.intoMelee": s(
    "射击或投掷攻击近战中的对手Shooting or Throwing into a Melee",
    "−4 on a ranged attack at a foe engaged in melee (mutually threatening) with an ally; not with Precise Shot",
  ),
  "dnd35.coupDeGrace": s(
    "无助的防御者HELPLESS DEFENDERS",
    "coup de grace: full-round, helpless foe, automatic critical hit, Fort DC 10 + damage or die; never against a creature immune to critical hits",
  ),
  "dnd35.combatModifiers": s(
    "战斗修正COMBAT MODIFIERS",
    "the attack-roll and AC modifier tables: prone, dazzled, shaken, squeezing, kneeling, stunned, blinded, cowering, pinned …",
  ),
  "dnd35.intoGrapple": s(
    "表：防御等级修正",
    "footnote 3: a ranged attack at a grappler, by one not in its grapple, strikes a grappler picked at random (a die as large as the grapple, rolled after the attack roll, which is set against the AC of the one struck)",
  ),
  "dnd35.cover": s(
    "掩蔽COVER",
    "cover from walls: ranged and reach by the corner-to-corner rule, adjacent melee by any line between the squares: +4 AC; no line of effect is total cover (no attack)",
  ),
  "dnd35.lowObstacleCover": s(
    "低矮障碍和掩蔽",
    "a low obstacle (under half one's height) gives cover only to creatures within 30 ft of it; an attacker nearer it than the target ignores it",
  ),
  "dnd35.softCover": s(
    "软掩蔽",
    "creatures, allies or foes, on the corner-to-corner lines give +4 AC against ranged attacks only",
  ),
  "dnd35.improvedCover": s(
    "变化掩蔽程度",
    "improved cover, the GM's call: the cover bonus doubled to +8 AC, in place of +4",
  ),
  "dnd35.concealment": s(
    "隐蔽CONCEALMENT",
    "a hit on a concealed defender misses on d% 1–20; totally concealed 1–50; concealments do not stack",
  ),
  "dnd35.grapple": s(
    "擒抱GRAPPLE",
    "a grappler attacks its grapple opponent at −4 with an unarmed strike, natural or light weapon; it keeps its Dex only against that opponent",
  ),
  "dnd35.higherGround": s(
    "表：攻击检定修正",
    "an attacker on higher ground: +1 on melee attacks, +0 on ranged",
  ),
  "dnd35.gm": x("GM adjudication", "a GM decision recorded with its reason"),
  "dnd35.aoo": s(
    "借机攻击ATTACKS OF OPPORTUNITY",
    "threatened squares; one AoO a round, at the normal attack bonus; flat-footed creatures make none",
  ),
  "dnd35.aooMove": s(
    "引发借机攻击",
    "moving out of a threatened square provokes, once per threatener per move; 5-foot step and withdraw excepted",
  ),
  "dnd35.combatReflexes": s(
    "战斗反射和额外的借机攻击",
    "Combat Reflexes: 1 + Dex AoOs a round, never two for one opportunity",
  ),
  "dnd35.combatReflexesFeat": x(
    "Combat Reflexes feat",
    "with Combat Reflexes a creature may make attacks of opportunity while flat-footed",
  ),
  "dnd35.unarmedAttack": s(
    "徒手攻击Unarmed Attacks",
    "an unarmed attack on an armed foe provokes that foe's AoO first, and nobody else's",
  ),
  "dnd35.castSpell": s(
    "施法Cast a Spell",
    "casting provokes; damage from it calls for concentration DC 10 + damage + spell level",
  ),
  "dnd35.castAoo": s(
    "施法Cast a Spell",
    "casting a spell provokes attacks of opportunity from those threatening the caster",
  ),
  "dnd35.castingTime": s(
    "施法时间Casting Time",
    "a spell of a full round or more takes effect just before the caster's next turn",
  ),
  "dnd35.concentration": s(
    "专注Concentration",
    "each hit while casting calls for concentration DC 10 + its damage + spell level, rolled as it lands; a failure loses the spell",
  ),
  "dnd35.castDefensively": s(
    "防御式施法Casting on the Defensive",
    "casting on the defensive provokes nothing; concentration DC 15 + spell level or lose the spell",
  ),
  "dnd35.touchSpell": s(
    "战斗中的触摸性法术Touch Spells in Combat",
    "cast, then touch in the same or a later round; an ally is touched automatically",
  ),
  "dnd35.touchAttack": s(
    "触摸攻击Touch Attacks",
    "a touch attack ignores armor, shield and natural armor",
  ),
  "dnd35.holdingCharge": s(
    "暂不散发Holding the Charge",
    "a touch spell not discharged is held until a touch discharges it",
  ),
  "dnd35.delay": s(
    "延迟DELAY",
    "delay: take no action now, act later at a count of one's choosing; no interrupting",
  ),
  "dnd35.delayInitiative": s(
    "延迟的先攻结果",
    "the count where the delayer acts is its count; if its next turn comes first the delayed action is lost",
  ),
  "dnd35.ready": s(
    "准备READY",
    "ready a standard, move or free action with a trigger; it resolves just before the trigger",
  ),
  "dnd35.readyInitiative": s(
    "准备的先攻结果",
    "after a readied action the readier acts just before the triggering creature; unused, it is lost",
  ),
  "dnd35.counterspell": s(
    "准备反制法术",
    "a readied counterspell: Spellcraft DC 15 + level identifies the spell; the same spell counters it",
  ),
  "dnd35.crawl": s(
    "爬行Crawling",
    "crawling 5 ft is a move action that provokes from anyone threatening any point of the path",
  ),
  "dnd35.setVsCharge": s(
    "准备武器对抗冲锋",
    "a weapon set against a charge deals double damage on a hit",
  ),
  // ── fix-attacks ──
  "dnd35.spellCritical": s(
    "法术和重击",
    "a spell that needs an attack roll (a touch or ray) threatens on a natural 20 and, confirmed, deals its damage twice",
  ),
  // ── fix-movement ──
  "dnd35.hamperedMovement": s(
    "你的角色可以移动多远？",
    "poor visibility hampers movement: a blinded mover pays double for every square, stacking with terrain (SRD Hampered Movement ×2); no 5-foot step",
  ),
  // ── fix-conditions ──
  "dnd35.helplessNoActions": s(
    "无助的防御者HELPLESS DEFENDERS",
    "helpless — paralyzed, held, asleep, bound, unconscious (SRD conditions): no actions on its turn, no attacks of opportunity, no readied action fires",
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
  ),
  "dnd35.readyShield": s(
    "装备或者卸下盾牌Ready or Loose a Shield",
    "strapping a shield on (its AC counts only then) or loosing and dropping it is a move action; merged into a move at base attack +1; dropping a carried shield is free",
  ),
  "dnd35.manipulateItem": s(
    "操作一个物品Manipulate an Item",
    "taking out or putting away a stowed item, or picking one up, is a move action (and provokes, the actions table)",
  ),
  "dnd35.dropItem": s(
    "丢掉物品Drop an Item",
    "dropping an item in one's space or an adjacent square is a free action",
  ),
  "dnd35.loading": s(
    "表：战斗中的动作Table: Actions in Combat",
    "a hand or light crossbow loads as a move action, a heavy or repeating one as a full-round action, each provoking; an unloaded crossbow cannot shoot",
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
  ),
  "dnd35.readScroll": s(
    "表：战斗中的动作Table: Actions in Combat",
    "reading a scroll casts its spell: a standard action that provokes unless cast on the defensive, interrupted by a hit as casting is; the scroll is used up (SRD Scrolls)",
  ),
  "dnd35.useMagicItem": s(
    "表：战斗中的动作Table: Actions in Combat",
    "using a wand or staff (a magic item other than a potion or oil) is a standard action that does not provoke; it spends a charge, and with none left it cannot be used (SRD Wands, Staffs)",
  ),
  "dnd35.healCheck": s(
    "稳定角色伤势和恢复STABLE CHARACTERS AND RECOVERY",
    "a DC 15 Heal check (d20 + Heal, Wis by default) stabilizes an adjacent dying creature; stabilizing an ally is a standard action that provokes (the actions table)",
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
  ),
  "dnd35.feint": s(
    "虚招FEINT",
    "a feint is a standard action (a move action with Improved Feint) that does not provoke: Bluff against the target's Sense Motive plus its base attack bonus, −4 against a nonhumanoid, −8 against animal Int (1–2), impossible against a mindless creature; exceeding it, the target loses its Dex bonus to AC against the feinter's next melee attack, made on or before its next turn",
  ),
  "dnd35.aidAnother": s(
    "协助他人AID ANOTHER",
    "aid another is a standard action: a melee attack roll against AC 10 on a foe in melee with an ally and within one's reach; success gives the ally +2 on its next attack roll against that foe, or +2 AC against that foe's next attack, before the aider's next turn; several aids stack",
  ),
  "dnd35.turnUndead": s(
    "驱散检定",
    "turning is a standard action that does not provoke, 3 + Cha modifier times a day: a turning check (d20 + Cha) read on the turning table for the most Hit Dice affected, then turning damage 2d6 + level + Cha for the total Hit Dice, nearest undead first within 60 ft and not behind total cover; turned undead flee for 10 rounds",
  ),
  "dnd35.turningBrokenApproach": s(
    "驱散效果与持续时间",
    "a turned creature overcomes the turning when its turner approaches within 10 ft of it: a step that ends within 10 ft and closer than it began (standing within 10 ft does not break it)",
  ),
  "dnd35.turningBrokenMelee": s(
    "驱散效果与持续时间",
    "a turned creature overcomes the turning when its turner attacks it in melee; anyone else may attack it in any way",
  ),
  "dnd35.turningBrokenClose": s(
    "驱散效果与持续时间",
    "a turned creature overcomes the turning when its turner makes a ranged attack on it from closer than 10 ft (ranged attacks from at least 10 ft away do not break it)",
  ),
  "dnd35.turningTable": s(
    "表：驱散不死生物",
    "the most powerful undead affected: level − 4 at 0 or lower, − 3 at 1–3, − 2 at 4–6, − 1 at 7–9, level at 10–12, + 1 at 13–15, + 2 at 16–18, + 3 at 19–21, + 4 at 22 or higher",
  ),
  "dnd35.destroyUndead": s(
    "驱散或斥喝不死生物TURN OR REBUKE UNDEAD",
    "a turner of twice or more an undead's Hit Dice destroys what it would turn",
  ),
  "dnd35.rebukeUndead": s(
    "邪恶阵营的牧师和不死生物",
    "an evil cleric rebukes (the undead cower 10 rounds) or commands (those it would destroy, up to its level in total Hit Dice); it dispels a turning with a check at least the turner's, and bolsters undead: the table's Hit Dice count for them against turning for 10 rounds",
  ),
  "dnd35.neutralTurning": s(
    "中立阵营的牧师和不死生物",
    "a neutral cleric either turns or rebukes, as chosen: never both",
  ),
  "dnd35.paladinTurning": s(
    "圣武士和不死生物",
    "a paladin of 4th level or more turns undead as a cleric three levels lower",
  ),
  "dnd35.turnOthers": s(
    "驱散其它生物",
    "some clerics turn creatures other than undead, with the same check and damage",
  ),
  "dnd35.trip": s(
    "拌摔TRIP",
    "a trip is an unarmed melee touch attack (or one with a trip weapon) on a creature at most one size larger, provoking from it unless made with a weapon or with Improved Trip; on a hit, Str against the defender's Str or Dex (the higher), +4 per size step from Medium, +4 stability: the defender falls prone; a loss lets it trip back if it chooses, Str against Str or Dex, unless the tripper chooses to drop its trip weapon",
  ),
  "dnd35.feat.improvedTrip": x(
    "Feats: Improved Trip",
    "no attack of opportunity for a trip, +4 on the Str check to trip, and a melee attack on the foe just tripped as if the trip had not used the attack (with a weapon that threatens it)",
  ),
  "dnd35.disarm": s(
    "卸除武器（DISARM）",
    "a disarm is a melee attack that provokes from the defender (not with Improved Disarm) and fails if that attack deals damage; opposed attack rolls, +4 two-handed, −4 light or unarmed, +4 a size step to the larger, −4 to a defender whose item is not a melee weapon; won, the item falls in the defender's square, or into the disarmer's hand if unarmed; lost, the defender may at once disarm the disarmer (a melee weapon only)",
  ),
  "dnd35.grabItem": s(
    "夺取物品",
    "grabbing an item is an unarmed disarm: held or worn items, firmly attached ones only from a pinned foe (+4 to its roll); a failed grab allows no counter-disarm",
  ),
  "dnd35.feat.improvedDisarm": x(
    "Feats: Improved Disarm",
    "a disarm provokes no attack of opportunity",
  ),
  "dnd35.sunder": s(
    "击破武器SUNDER",
    "a sunder strikes a held weapon or shield with a slashing or bludgeoning melee weapon: it provokes from the defender (not with Improved Sunder); opposed attack rolls with the disarm's modifiers; won, the weapon's damage less the object's hardness comes off its hit points; an item carried or worn is attacked against AC 10 + its size modifier + its bearer's Dex modifier; armor worn cannot be sundered",
  ),
  "dnd35.objectHardness": s(
    "表：普通盔甲、武器、和盾牌的硬度以及生命值",
    "hardness and hit points of weapons and shields by kind (Medium; ×2 per size larger, ½ per size smaller); an object at 0 hit points is destroyed",
  ),
  "dnd35.feat.improvedSunder": x(
    "Feats: Improved Sunder",
    "a sunder provokes no attack of opportunity",
  ),
  "dnd35.bullRush": s(
    "冲撞BULL RUSH",
    "a bull rush is a standard action or the end of a charge (+2), against a creature at most one size larger: entering its space provokes from all who threaten the rusher (the defender too, unless Improved Bull Rush); opposed Str checks, +4 a size step from Medium, +4 stability; won, the defender is pushed 5 ft straight back, and with the rusher following 5 ft more per 5 points won by, no farther than the rusher's speed, the defender's push provoking from all who threaten it but the rusher and the rusher's following from all but the defender; an attack of opportunity on either of the two, by another than the other, is rolled and then strikes the other on a d% of 25 or less; lost, the rusher falls back",
  ),
  "dnd35.feat.improvedBullRush": x(
    "Feats: Improved Bull Rush",
    "a bull rush provokes no attack of opportunity from the defender, and +4 on the Str check",
  ),
  "dnd35.overrun": s(
    "闯越OVERRUN",
    "an overrun is a standard action during a move, through the space of a creature at most one size larger, once a round, not in a charge (errata; the house option overrunOnCharge allows one: a straight charge's move at double speed, charging, +2 on the Str check): the defender's attack of opportunity; it avoids, and the mover goes on, or blocks: Str against its Str or Dex, +4 a size step, +4 stability; won, it is prone and the move goes on; lost, it may knock the mover prone (Str against Str or Dex, size only), and the move ends",
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
  ),
  "dnd35.splashWeapons": x(
    "Special Substances and Items",
    "alchemist's fire and acid flask deal 1d6 direct and 1 splash, holy water 2d4 and 1 to undead; range increment 10 ft; used up when thrown",
  ),
  // ── grapple ──
  "dnd35.grappleCheck": s(
    "擒抱检定",
    "the grapple check: base attack bonus + Str modifier + the special size modifier (Colossal +16, Gargantuan +12, Huge +8, Large +4, Medium +0, Small −4, Tiny −8, Diminutive −12, Fine −16), opposed",
  ),
  "dnd35.grappleStart": s(
    "发动擒抱",
    "starting a grapple: the target's attack of opportunity (damage spoils it), a melee touch attack to grab, an opposed grapple check to hold (automatically failed against a target two or more sizes larger; ties to the higher modifier, then again), on success unarmed damage and a move into the target's square",
  ),
  "dnd35.grappleConsequences": s(
    "擒抱结果",
    "a grappler threatens no square, loses its Dex bonus to AC against those not in its grapple, and cannot move normally",
  ),
  "dnd35.grappleOptions": s(
    "当你处于擒抱状态时",
    "while grappling: activate a magic item that is not spell completion, attack the opponent with an unarmed strike, natural or light weapon at −4 (no two-weapon attacks), cast a spell of at most a standard action without somatic components (Concentration DC 20 + level), damage the opponent (opposed check; nonlethal 1d3 Medium, 1d2 Small, + Str; lethal at −4), draw a light weapon, escape (beating every grappler; or Escape Artist as a standard action), move at half speed, retrieve a component, pin, break another's pin, use the opponent's light weapon at −4",
  ),
  "dnd35.grapplePinning": s(
    "当你压制住擒抱对手的时候",
    "a pinner may damage, use the foe's weapon or move the grapple, silence the foe, release it as a free action; it cannot draw or use weapons, escape a third party, retrieve components, pin another or break another's pin",
  ),
  "dnd35.grapplePinned": s(
    "当你被擒抱对手压制住的时候",
    "a pinned creature is held immobile for 1 round (not helpless), −4 AC against others than its pinner; it may try to escape the pin by an opposed grapple check or Escape Artist (a standard action)",
  ),
  "dnd35.grappleJoin": s(
    "加入擒抱",
    "joining a grapple: the target does not threaten the joiner and the grab succeeds automatically; the opposed check against one grappler of the joiner's choice is still needed",
  ),
  "dnd35.grappleMultiple": s(
    "多人擒抱",
    "up to four grapplers on one target in a round: a creature a size or more smaller takes half a place, one size larger two, two or more sizes larger four; escaping beats every grappler",
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
