import type { CombatantId, SideId, Square } from "../../../model/ids.ts";
import type { Size } from "../../../model/size.ts";
import type { Turning } from "../special/turning.ts";
import type { Item } from "./item.ts";
import type { Spell } from "./spell.ts";

/** The six ability scores. */
export interface Abilities {
  readonly str: number;
  readonly dex: number;
  readonly con: number;
  readonly int: number;
  readonly wis: number;
  readonly cha: number;
}

/** How a weapon is held (seed 000 伤害DAMAGE: one or two hands change the Str bonus). */
export type Handedness = "light" | "one-handed" | "two-handed";

/** A weapon as a combatant carries it (SRD weapons table, outside the seeds). */
export interface Weapon {
  readonly id: string;
  readonly name: string;
  /** Damage dice for the wielder's size, e.g. "1d8". */
  readonly damage: string;
  /** Lowest natural roll that threatens a critical (20 for "20/×2", 19 for "19–20/×2"). */
  readonly threat: number;
  readonly multiplier: number;
  readonly handedness: Handedness;
  /** Reach in feet for melee weapons (5, or 10 for reach weapons). */
  readonly reach: number;
  /** Can be set against a charge for double damage (seed 000 准备武器对抗冲锋): spears and the like. */
  readonly setAgainstCharge?: boolean;
  /**
   * A double weapon (a quarterstaff): its off-hand end gives the extra attack of two-weapon
   * fighting as a light weapon (seed 000 双头武器); list the weapon as `offHand` too to fight so.
   */
  readonly double?: boolean;
  /** Reach weapons threaten at their reach but not adjacent squares. */
  readonly reachOnly?: boolean;
  readonly ranged?: { readonly increment: number; readonly kind: "thrown" | "projectile" };
  /**
   * How Str applies to damage (seed 000 伤害DAMAGE). Default: "full" for melee and thrown
   * weapons, "none" for projectiles; a non-composite bow is "penaltyOnly"; a sling is "full".
   */
  readonly strToDamage?: "full" | "penaltyOnly" | "none";
  /** Extra dice that a critical does not multiply, e.g. "1d6" for flaming. */
  readonly extraDamage?: string;
  readonly enhancement?: number;
  /** Unarmed strike: nonlethal by default, does not threaten without Improved Unarmed Strike. */
  readonly unarmed?: boolean;
  /** Deals nonlethal damage unless an attack says `lethal` (−4): a sap, a whip (SRD). */
  readonly nonlethal?: boolean;
  /** `false`: attacks at its reach but threatens no square, so no AoO with it (a whip, SRD). */
  readonly threatens?: boolean;
  /**
   * A crossbow must be loaded before each shot (seed 000 表：战斗中的动作: 给手弩或轻弩装弹 a move
   * action, 给重弩或连射弩装弹 a full-round action; Rapid Reload, SRD feat, outside the seeds, makes
   * them a free and a move action).
   */
  readonly reload?: "move" | "fullRound";
  /**
   * A natural weapon (a claw, bite, slam, gore, tail slap, sting) and its kind (SRD
   * Combat/Monsters: natural weapons, outside the seeds): always wielded, no hand needed to hold
   * it, never "unarmed"; a full attack makes each once, primary at the full bonus, secondary at −5
   * and ½ Str.
   */
  readonly natural?: NaturalKind;
  /**
   * A natural weapon that is a limb which can hold a weapon (a claw, a slam): a hand holding a
   * manufactured weapon cannot also make this attack (SRD: natural and manufactured weapons
   * combine only "so long as a different limb is used for each attack").
   */
  readonly usesHand?: boolean;
  /** How many of this natural weapon the creature has (2 for a pair of claws); default 1. */
  readonly count?: number;
  /**
   * Improved grab (SRD special abilities, outside the seeds; seed 000 发动擒抱: 某些特定的怪物在进行
   * 擒抱尝试的时候不会引发借机攻击): a hit with it lets the creature start a grapple at once, as a
   * free action, with no attack of opportunity and no touch attack, on a foe at least one size
   * smaller.
   */
  readonly improvedGrab?: boolean;
  /**
   * A weapon made to trip with (SRD weapons: a flail, guisarme, halberd, whip, …; seed 000
   * 拌摔TRIP 使用武器绊摔): the trip's touch attack is made with it and provokes nothing.
   */
  readonly trip?: boolean;
  /**
   * A lance (SRD weapons, outside the seeds): double damage on a mounted charge (seed 000
   * 冲锋CHARGE 长枪(Lances)和冲锋攻击).
   */
  readonly lance?: boolean;
  /**
   * Held in a locking gauntlet (seed 000 卸除武器（DISARM）: 被固定在带锁手套中的武器): +10 to its
   * wielder's opposed roll against a disarm.
   */
  readonly lockedGauntlet?: boolean;
  /**
   * A spiked gauntlet (seed 000 卸除武器（DISARM）: 带刺铁手套): worn, it cannot be disarmed.
   */
  readonly spikedGauntlet?: boolean;
  /**
   * Poorly fastened, or easy to snatch or cut away, where it is worn (seed 000 夺取物品:
   * 该物品被固定得很差): +4 to the roll of one who grabs it.
   */
  readonly looselyAttached?: boolean;
}

/** Primary natural attacks get the full bonus and Str; secondary ones −5 and ½ Str (SRD). */
export type NaturalKind = "primary" | "secondary";

/** Armor worn (SRD armor table, outside the seeds). */
export interface Armor {
  readonly name: string;
  readonly bonus: number;
  readonly maxDex?: number;
  readonly enhancement?: number;
  readonly weight: "light" | "medium" | "heavy";
}

/** A shield carried. */
export interface Shield {
  readonly name: string;
  readonly bonus: number;
  readonly enhancement?: number;
  /**
   * The SRD's kinds of shield (outside the seeds): a buckler straps to the forearm and leaves the
   * hand free (a −1 on attacks with that hand or a bow, and no AC for the round after the hand
   * attacks); a tower shield gives −2 on attacks. Default "light"/"heavy" by nothing: a plain
   * shield fills the off hand.
   */
  readonly kind?: "buckler" | "light" | "heavy" | "tower";
  /** The maximum Dex bonus to AC while it is strapped on (a tower shield: +2, SRD). */
  readonly maxDex?: number;
}

/** The SRD's creature types (outside the seeds): a feint, turning and holy water read them. */
export type CreatureType =
  | "aberration"
  | "animal"
  | "construct"
  | "dragon"
  | "elemental"
  | "fey"
  | "giant"
  | "humanoid"
  | "magicalBeast"
  | "monstrousHumanoid"
  | "ooze"
  | "outsider"
  | "plant"
  | "undead"
  | "vermin";

/** Every creature type, in the order of `CreatureType`. */
export const CREATURE_TYPES = [
  "aberration",
  "animal",
  "construct",
  "dragon",
  "elemental",
  "fey",
  "giant",
  "humanoid",
  "magicalBeast",
  "monstrousHumanoid",
  "ooze",
  "outsider",
  "plant",
  "undead",
  "vermin",
] as const satisfies readonly CreatureType[];

/** The feats the combat rules name. */
export type Feat =
  | "CombatReflexes"
  | "ImprovedInitiative"
  | "ImprovedUnarmedStrike"
  | "TwoWeaponFighting"
  | "PreciseShot"
  | "RapidReload"
  | "Run"
  /** SRD monster feat: secondary natural attacks at −2 instead of −5. */
  | "Multiattack"
  /** A feint as a move action (seed 000 虚招FEINT 以移动动作来使用虚招). */
  | "ImprovedFeint"
  /** SRD feat: a trip provokes nothing and gets +4 on the Str check. */
  | "ImprovedTrip"
  /** SRD feat: a disarm provokes nothing. */
  | "ImprovedDisarm"
  /** SRD feat: a sunder provokes nothing. */
  | "ImprovedSunder"
  /** SRD feat: a bull rush provokes nothing from the defender and gets +4. */
  | "ImprovedBullRush"
  /** SRD feat: an overrun's target cannot avoid it, and +4 on the check. */
  | "ImprovedOverrun"
  /** SRD feat: no attack of opportunity starting a grapple, +4 on grapple checks. */
  | "ImprovedGrapple"
  /**
   * A mounted overrun's target cannot avoid it, and the mount may kick a target knocked down
   * (seed 000 闯越OVERRUN 乘骑闯越（践踏）; the feat itself is the SRD's, outside the seeds).
   */
  | "Trample";

/** One roster entry: who a combatant is at the start of the fight. */
export interface CombatantSpec {
  readonly id: CombatantId;
  readonly name: string;
  readonly side: SideId;
  readonly size: Size;
  readonly abilities: Abilities;
  readonly maxHp: number;
  /** Hit points at the start of the fight, if not full. */
  readonly hp?: number;
  /**
   * Starting below 0 hp (and above −10): already stable rather than dying (seed 000 稳定角色伤势和
   * 恢复). Without it such a creature starts dying.
   */
  readonly stable?: boolean;
  readonly level: number;
  readonly bab: number;
  readonly baseSaves: { readonly fort: number; readonly ref: number; readonly will: number };
  /** Base land speed in feet. */
  readonly speed: number;
  readonly armor?: Armor;
  readonly shield?: Shield;
  readonly naturalArmor?: number;
  readonly deflection?: number;
  /** Dodge bonuses from feats or traits (they stack). */
  readonly dodge?: number;
  readonly feats: readonly Feat[];
  /** Weapons carried; the first is in the main hand. */
  readonly weapons: readonly Weapon[];
  /** The id of a weapon held in the off hand, for two-weapon fighting. */
  readonly offHand?: string;
  /**
   * What it holds when the fight starts (seed 000 拔出或者收回武器): item ids in each hand, a
   * two-handed weapon in `main`; its shield strapped on unless `shield` is "carried"; crossbows
   * named in `unloaded` need loading first; items named in `stowed` are in a pack (retrieved,
   * not drawn). Without it: its first melee weapon (or its ranged one if it has no other) in the
   * main hand, its `offHand` weapon in the off hand, its shield strapped on, crossbows loaded.
   */
  readonly holds?: StartingHolds;
  /** Potions, oils, scrolls and wands it carries (SRD magic items, outside the seeds). */
  readonly items?: readonly Item[];
  /** Heal skill modifier (ranks and Wis), for the check that stabilizes a dying creature. */
  readonly heal?: number;
  /** Misc initiative modifier besides Dex and Improved Initiative. */
  readonly initiativeMisc?: number;
  readonly position: Square;
  /** Aware of its enemies when the fight starts (seed 000 决定觉察情况). */
  readonly aware: boolean;
  /** Spells it can cast this fight (seed 000 施法Cast a Spell). */
  readonly spells?: readonly Spell[];
  /** Concentration skill modifier (ranks and Con), for the checks casting calls for. */
  readonly concentration?: number;
  /** Spellcraft skill modifier (ranks and Int), to identify a spell being cast. */
  readonly spellcraft?: number;
  /** Bluff skill modifier (ranks and Cha), to feint (seed 000 虚招FEINT); its Cha modifier if not given. */
  readonly bluff?: number;
  /** Escape Artist skill modifier (ranks and Dex), to slip a grapple; its Dex modifier if not given. */
  readonly escapeArtist?: number;
  /**
   * A monk's unarmed strike damage, as its level and size give it (SRD Monk, outside the seeds):
   * normal damage; in a grapple it may deal nonlethal instead with no −4 (seed 000 当你处于擒抱状态时
   * 伤害对手 例外).
   */
  readonly monkUnarmed?: string;
  /** Sense Motive skill modifier (ranks and Wis), against a feint; its Wis modifier if not given. */
  readonly senseMotive?: number;
  /** Immune to critical hits — undead, constructs, oozes (SRD creature types, outside the seeds). */
  readonly immuneToCriticals?: boolean;
  /** Its creature type (SRD creature types, outside the seeds); a humanoid if not given. */
  readonly creatureType?: CreatureType;
  /**
   * Steadier on its feet than a biped — more than two legs, or a dwarf's stability (seed 000
   * 冲撞BULL RUSH, 闯越OVERRUN, 拌摔TRIP: +4 on the check against a bull rush, overrun or trip).
   */
  readonly steady?: boolean;
  /** Its Hit Dice (turning undead counts them, seed 000 驱散检定); its `level` if not given. */
  readonly hd?: number;
  /** It turns or rebukes undead (seed 000 驱散或斥喝不死生物TURN OR REBUKE UNDEAD). */
  readonly turning?: Turning;
  /**
   * The combatant it rides when the fight starts (seed 000 骑乘战斗MOUNTED COMBAT): its position
   * is the mount's, and the two share the mount's space.
   */
  readonly rides?: CombatantId;
  /**
   * Ride skill modifier (ranks and Dex, armor check penalty included: the engine keeps no armor
   * check penalty of its own), for the checks of seed 000 骑乘战斗; its Dex modifier if not given.
   */
  readonly ride?: number;
  /**
   * A steed trained for war — a warhorse, a warpony (seed 000 骑乘战斗 战斗用马): not frightened in
   * combat. `false`: a steed that is not (a light horse, a pony): ridden, its rider controls it
   * with a DC 20 Ride check each round, and uncontrolled it flees the fight. Absent: no steed.
   */
  readonly warTrained?: boolean;
  /**
   * A rider seated in a military saddle (seed 000 骑乘战斗 如果你被迫落马): knocked unconscious, it
   * stays in the saddle on 75% rather than 50%.
   */
  readonly militarySaddle?: boolean;
}

/** What a combatant holds when the fight starts (`CombatantSpec.holds`). */
export interface StartingHolds {
  readonly main?: string;
  readonly off?: string;
  readonly shield?: "ready" | "carried";
  readonly unloaded?: readonly string[];
  readonly stowed?: readonly string[];
}
