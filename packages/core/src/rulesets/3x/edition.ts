import type { ConcealmentTable } from "./concealment/table.ts";
import type { ConcentrationTable } from "./concentration/dcTable.ts";
import type { CoverTable } from "./cover/table.ts";
import type { ModifierTables } from "./modifiers/table.ts";

/**
 * The rule ids the 3.x layer cites, one per concept: each edition that builds on the layer maps
 * them onto its own rules index once (dnd35 onto its ids, dnd30 onto its own), so shared
 * code cites the rules of the ruleset it runs for and builds no id on a hot path.
 */
export interface Rules3x {
  /** AC = 10 + armor + shield + Dex + size + … (seed 000 防御等级ARMOR CLASS). */
  readonly armorClass: string;
  /** Flat-footed: no Dex bonus to AC (seed 000 先攻INITIATIVE). */
  readonly flatFooted: string;
  /** The size modifier to attack and AC (seed 000 表：体型修正). */
  readonly sizeModifier: string;
  /** Base attack bonus + Str or Dex + size (seed 000 命中奖励ATTACK BONUS). */
  readonly attackBonus: string;
  /** Iterative attacks of a full attack (seed 000 全攻击Full Attack). */
  readonly fullAttack: string;
  /** −2 a full range increment, and the maximum range (SRD "Range Penalty"). */
  readonly rangePenalty: string;
  /** −4 for shooting or throwing into melee (seed 000 射击或投掷攻击近战中的对手). */
  readonly intoMelee: string;
  /** Unarmed strikes: −4 to deal lethal damage, damage by size (seed 000 徒手攻击). */
  readonly unarmed: string;
  /** Nonlethal damage (seed 000 非致命伤NONLETHAL DAMAGE). */
  readonly nonlethal: string;
  /** The two-weapon penalties (seed 000 双武器战斗TWO-WEAPON FIGHTING). */
  readonly twoWeaponFighting: string;
  /** A double weapon's off-hand end counts as light (seed 000 双头武器). */
  readonly doubleWeapon: string;
  /** +2 on a melee attack against a flanked defender (seed 000 夹击FLANKING). */
  readonly flanking: string;
  /** +2 on a charge's attack (seed 000 冲锋CHARGE). */
  readonly charge: string;
  /** −4 to attack when fighting defensively (seed 000 战斗防卫). */
  readonly fightingDefensively: string;
  /** Damage: Str, its multipliers, the minimum 1 (seed 000 伤害DAMAGE). */
  readonly damage: string;
  /** Criticals: threat, confirmation, multiplied damage (seed 000 重击Critical Hits). */
  readonly critical: string;
  /** The initiative modifier (seed 000 先攻INITIATIVE). */
  readonly initiative: string;
  /** Improved Initiative, +4 (SRD feat, outside the seeds). */
  readonly featImprovedInitiative: string;
  /** Base save + ability (seed 000 豁免检定SAVING THROWS). */
  readonly savingThrows: string;
  /** Speed, reduced by medium or heavy armor (seed 000 速度SPEED). */
  readonly speed: string;
  /** Run: ×4 speed, ×3 in heavy armor (seed 000 奔跑Run). */
  readonly run: string;
  /** The Run feat, one more multiple (SRD feat, outside the seeds). */
  readonly featRun: string;
  /** Losing hit points (seed 000 受伤和死亡INJURY AND DEATH). */
  readonly injury: string;
  /** 0 hp: disabled (seed 000 瘫痪DISABLED). */
  readonly disabled: string;
  /** −1 to −9 hp: dying (seed 000 濒死DYING). */
  readonly dying: string;
  /** −10 hp or massive damage failed: dead (seed 000 死亡DEAD). */
  readonly dead: string;
  /** The d% roll to stabilize (seed 000 稳定角色伤势和恢复). */
  readonly stabilize: string;
  /** 50 damage from one attack: Fort DC 15 or die (seed 000 巨创Massive Damage). */
  readonly massiveDamage: string;
  /** Healing (seed 000 治疗HEALING). */
  readonly healing: string;
  /** Nonlethal damage equal to current hp: staggered (seed 000 非致命伤NONLETHAL DAMAGE). */
  readonly staggered: string;
  /** Temporary hit points (seed 000 暂时生命值). */
  readonly temporaryHp: string;
  // ── tactics-3x ──
  /** The Concentration skill's bonus on a concentration check (seed 000 专注Concentration). */
  readonly concentration: string;
  /** Helpless defenders: Dex 0, −4 AC against melee (seed 000 无助的防御者HELPLESS DEFENDERS). */
  readonly helpless: string;
  /** The rows of the attack and AC modifier tables (seed 000 战斗修正COMBAT MODIFIERS). */
  readonly combatModifiers: string;
  /** A grappler attacking the creature it grapples, −4 (seed 000 擒抱GRAPPLE). */
  readonly grapple: string;
  /** Total defense: +4 dodge to AC (seed 000 全防御Total Defense). */
  readonly totalDefense: string;
  // ── naturals ──
  /** A full attack makes every natural attack once, no iteratives (SRD natural weapons). */
  readonly naturalAttacks: string;
  /** A secondary natural attack: −5 to attack, ½ Str to damage (SRD natural weapons). */
  readonly naturalSecondary: string;
  /** A sole natural attack, the creature's only attack: 1½ × Str to damage (SRD). */
  readonly naturalSole: string;
  /** Natural attacks beside a manufactured weapon: secondary, not the weapon's limb (SRD). */
  readonly naturalWithWeapons: string;
  /** Multiattack: secondary natural attacks at −2 instead of −5 (SRD monster feat). */
  readonly featMultiattack: string;
  // ── items ──
  /** A buckler's −1 on attacks with its hand, and its AC lost after (SRD Buckler, outside the seeds). */
  readonly buckler: string;
  /** A tower shield's −2 on attacks and maximum Dex +2 (SRD Tower Shield, outside the seeds). */
  readonly towerShield: string;
  // ── special-attacks ──
  /** A feint: the target loses its Dex bonus against the feinter's next melee attack (seed 000 虚招FEINT). */
  readonly feint: string;
  /** Aid another: +2 on an ally's next attack, or +2 to its AC (seed 000 协助他人AID ANOTHER). */
  readonly aidAnother: string;
  /** A pinned creature's −4 AC against others than its pinner (seed 000 当你被擒抱对手压制住的时候). */
  readonly grapplePinned: string;
}

/** A feat that lowers the two-weapon penalties, as a row of the edition's table. */
export interface TwoWeaponFeat {
  readonly feat: string;
  readonly label: string;
  readonly main: number;
  readonly off: number;
  /** The rule id the row cites (the edition's own). */
  readonly rule: string;
}

/**
 * The two-weapon table as data (seed 000 表：双武器战斗减值; seed 003 表8-2：双武器格斗处罚):
 * the normal penalties, what a light off-hand weapon gives both hands, and the feats that lower
 * them — 3.5's Two-Weapon Fighting (+2/+6), or 3.0's Two-Weapon Fighting (+2/+2) and
 * Ambidexterity (+0/+4).
 */
export interface TwoWeaponTable {
  readonly mainHand: number;
  readonly offHand: number;
  readonly lightOffHand: number;
  readonly feats: readonly TwoWeaponFeat[];
}

/** What an edition hands the 3.x layer, built once: its rule ids and its tables. */
export interface Edition3x {
  readonly rules: Rules3x;
  readonly twoWeapon: TwoWeaponTable;
  // ── tactics-3x ──
  /** The concentration DCs per distraction (3x/concentration). */
  readonly concentration: ConcentrationTable;
  /** The degrees of concealment and their miss chances (3x/concealment). */
  readonly concealment: ConcealmentTable;
  /** The AC terms cover gives (3x/cover). */
  readonly cover: CoverTable;
  /** The attack and AC modifier tables (3x/modifiers). */
  readonly modifiers: ModifierTables;
}
