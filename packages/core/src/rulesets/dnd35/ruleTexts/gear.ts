import type { RuleEntry } from "../../../rules/ruleSource.ts";
import { s, x } from "./entry.ts";

/** Fixes to attacks, movement and conditions, what a creature holds, natural weapons and items (seed 000 拔出或者收回武器, 操作一个物品; SRD equipment and natural weapons). */
export const gearRules = {
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
    'a sleeper wakes when it takes damage, or when an adjacent creature slaps it awake (a standard action, "an application of the aid another action": seed 000 协助他人AID ANOTHER\'s help to an ally affected by a spell)',
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
} as const satisfies Record<string, RuleEntry>;
