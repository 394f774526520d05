import type { EngineFactDataMap } from "../../../log/facts.ts";
import type { Term } from "../../../model/breakdown.ts";
import type { CombatantId, Square } from "../../../model/ids.ts";
import type { MountChange } from "../mounted/riding.ts";
import type { GrappleChange } from "../special/grappleRelation.ts";
import type { ReadiedAction, ReadyTrigger } from "./declarations.ts";

/** Which part of a turn's budget an action spends. */
/**
 * The part of the turn's budget an action spends; `attack`, one attack of the full attack under
 * way, taken by a special attack in its place (seed 000 当你处于擒抱状态时: 将这些攻击一个个地置换).
 */
export type ActionSlot = "standard" | "move" | "fullRound" | "fiveFootStep" | "free" | "attack";

/** Why a turn allows only one standard or move action. */
export type Restriction = "surprise" | "disabled" | "staggered";

/** How a creature's gear changed (`GearChanged`). */
export type GearChange =
  | "draw"
  | "retrieve"
  | "sheathe"
  | "stow"
  | "drop"
  | "pickUp"
  | "readyShield"
  | "looseShield"
  | "load"
  | "useUp"
  | "spendCharge"
  | "destroy"
  | "taken";

/** Every gear change, in the order of `GearChange`. */
export const GEAR_CHANGES = [
  "draw",
  "retrieve",
  "sheathe",
  "stow",
  "drop",
  "pickUp",
  "readyShield",
  "looseShield",
  "load",
  "useUp",
  "spendCharge",
  "destroy",
  "taken",
] as const satisfies readonly GearChange[];

/** One side of an opposed check (`OpposedCheckRolled`). */
export interface OpposedCheckSide {
  readonly who: CombatantId;
  /** What it rolls: "grapple", "Str", "Dex", "attack", "Bluff", "Sense Motive", … */
  readonly check: string;
  readonly bonus: readonly Term[];
}

/** One roll of an opposed check: each side's natural d20 and total, in `sides` order. */
export interface OpposedCheckRoll {
  readonly naturals: readonly number[];
  readonly totals: readonly number[];
}

/** The interrupt windows of the 3.x rules (the engine's `WindowOpened.window`). */
export type ThreeXWindowKind = "opportunity" | "readied" | "delay";

/**
 * The facts of the 3.x rules (the 3.5 SRD and the 3.0 PHB share them) beside the engine's:
 * actions and their slots, attack and damage resolution, saves, attacks of opportunity, readied
 * actions, delay, concentration, counterspells and casting time. Each fact cites its rule.
 */
export interface ThreeXOwnFacts {
  ActionTaken: {
    readonly actor: CombatantId;
    readonly slot: ActionSlot;
    readonly action: string;
    readonly rule: string;
    /** A special attack made as an attack of a full attack: its slot of the full attack's `of`. */
    readonly fullAttack?: { readonly slot: number; readonly of: number };
  };
  AttackResolved: {
    readonly attacker: CombatantId;
    /** The creature attacked; none when the roll was at a grid intersection (`at`). */
    readonly target?: CombatantId;
    /**
     * The grid intersection attacked instead of a creature — the top-left corner of square `at`
     * (seed 000 投掷泼溅武器: 指定地图方格线的交叉点作为目标, a ranged attack against AC 5).
     */
    readonly at?: Square;
    readonly weapon: string;
    /** Whose the weapon is, when not the attacker's (利用擒抱对手的武器: the opponent's own). */
    readonly weaponOwner?: CombatantId;
    readonly natural: number;
    readonly bonus: readonly Term[];
    readonly total: number;
    readonly ac: readonly Term[];
    readonly acTotal: number;
    readonly hit: boolean;
    readonly threat: boolean;
    readonly confirmNatural?: number;
    readonly confirmTotal?: number;
    readonly critical: boolean;
    /** Which attack of a full attack this was (0-based) and how many the full attack has. */
    readonly fullAttack?: { readonly slot: number; readonly of: number };
    /**
     * The d% miss chance a concealed defender's concealment gave a roll that hit: a `roll` at or
     * under `percent` turned the hit into a miss (`hit` false, the edition's concealment rule).
     */
    readonly missChance?: { readonly percent: number; readonly roll: number };
    /**
     * An attack that could strike another than the one aimed at (seed 000 冲撞BULL RUSH's 25%;
     * 表：防御等级修正 footnote 3, a shot into a grapple): whom it was aimed at, the die rolled after
     * the attack roll, and the chance (`percent`, of striking `target` instead) or the grapple the
     * die picked from (`among`, in the die's order). `target` is the one struck.
     */
    readonly stray?: {
      readonly aimedAt: CombatantId;
      readonly die: string;
      readonly roll: number;
      readonly percent?: number;
      readonly among?: readonly CombatantId[];
      readonly rule: string;
    };
    /**
     * An attack into a guessed square against a totally concealed target: the square, and
     * whether the target was there (a wrong guess misses whatever the roll: `hit` false).
     */
    readonly guess?: { readonly square: Square; readonly right: boolean };
    /**
     * The conditions this roll spent (seed 000 虚招FEINT, 协助他人AID ANOTHER): a feint on the
     * target, aids on either side — each gone once the roll is made.
     */
    readonly spent?: readonly { readonly target: CombatantId; readonly condition: string }[];
    readonly rule: string;
  };
  DamageDealt: {
    readonly target: CombatantId;
    readonly source?: CombatantId;
    readonly amount: number;
    readonly nonlethal: boolean;
    readonly breakdown: readonly Term[];
    readonly rule: string;
  };
  SaveRolled: {
    readonly target: CombatantId;
    readonly save: "fort" | "ref" | "will";
    readonly natural: number;
    readonly bonus: readonly Term[];
    readonly total: number;
    readonly dc: number;
    readonly success: boolean;
    readonly rule: string;
  };
  /** An attack of opportunity is taken in the window opened at `window`. */
  AttackOfOpportunity: {
    readonly attacker: CombatantId;
    readonly target: CombatantId;
    readonly window: number;
    readonly weapon: string;
    readonly rule: string;
  };
  /** The creature asked in window `window` lets the chance go. */
  OpportunityDeclined: { readonly by: CombatantId; readonly window: number; readonly rule: string };
  /** A readied action is set (seed 000 准备READY). */
  ActionReadied: {
    readonly actor: CombatantId;
    readonly action: ReadiedAction;
    readonly trigger: ReadyTrigger;
    readonly rule: string;
  };
  /**
   * A readied action fires in window `window`, just before `triggeredBy`'s action; the readier's
   * count becomes `count`, just ahead of the triggering creature (seed 000 准备的先攻结果).
   */
  ReadiedActionFired: {
    readonly by: CombatantId;
    readonly triggeredBy: CombatantId;
    readonly window: number;
    readonly count: number;
    readonly rule: string;
  };
  /** A readied action still unused when its owner's next turn comes is lost. */
  ReadiedActionLost: { readonly actor: CombatantId; readonly rule: string };
  /** A creature delays (seed 000 延迟DELAY): it leaves the order until it steps in. */
  Delayed: {
    readonly actor: CombatantId;
    readonly round: number;
    readonly after?: CombatantId;
    readonly count?: number;
    /** `count` is in the next round, before the delayer's regular turn (seed 000 延迟的先攻结果). */
    readonly nextRound?: true;
    readonly rule: string;
  };
  /**
   * A delaying creature comes back into the order at `count`, just after the turn that ended:
   * stepping in (its turn follows, `TurnStarted.resumed`), or — `lapsed` — its regular count came
   * round first and the delayed action is lost (a regular turn follows).
   */
  DelayEnded: {
    readonly actor: CombatantId;
    readonly count: number;
    readonly lapsed: boolean;
    readonly rule: string;
  };
  /** A concentration check (seed 000 专注Concentration): failing it loses the spell. */
  ConcentrationRolled: {
    readonly caster: CombatantId;
    readonly spell: string;
    readonly natural: number;
    readonly bonus: readonly Term[];
    readonly total: number;
    readonly dc: number;
    readonly dcBreakdown: readonly Term[];
    readonly success: boolean;
    readonly rule: string;
  };
  /**
   * A spell of a full round or longer is begun (seed 000 施法Cast a Spell, the full-round one):
   * it takes effect just before the caster's next turn, and meanwhile the caster threatens
   * nothing.
   */
  CastingStarted: {
    readonly caster: CombatantId;
    readonly spell: string;
    readonly target?: CombatantId;
    readonly rule: string;
  };
  /** The caster's next turn comes: the spell begun last round resolves now. */
  CastingCompleted: {
    readonly caster: CombatantId;
    readonly spell: string;
    readonly target?: CombatantId;
    /** Damage the caster took since it began: a concentration check follows if any. */
    readonly damageTaken: number;
    readonly rule: string;
  };
  /**
   * A readied counterspell (seed 000 准备反制法术): Spellcraft DC 15 + level identifies the spell
   * being cast; if the counterspeller has the same spell, the caster's spell is countered.
   */
  CounterspellAttempted: {
    readonly by: CombatantId;
    readonly caster: CombatantId;
    readonly spell: string;
    readonly natural: number;
    readonly bonus: readonly Term[];
    readonly total: number;
    readonly dc: number;
    readonly identified: boolean;
    readonly countered: boolean;
    readonly rule: string;
  };
  /** A spell takes effect (its target and effect follow as other facts). */
  SpellCast: {
    readonly caster: CombatantId;
    readonly spell: string;
    readonly targets: readonly CombatantId[];
    readonly rule: string;
  };
  /**
   * What a creature holds or carries changed (seed 000 拔出或者收回武器, 装备或者卸下盾牌, 操作一个
   * 物品, 丢掉物品; the actions table's loading rows): `item` (and, drawing two weapons at once
   * with Two-Weapon Fighting, `also`) went into `hand`, was put away, dropped at or picked up
   * from `square`, a shield was strapped on or loosed, a crossbow loaded, an item used up, a
   * charge of a wand or staff spent (`spendCharge`).
   */
  GearChanged: {
    readonly actor: CombatantId;
    readonly change: GearChange;
    readonly item: string;
    readonly also?: string;
    readonly hand?: "main" | "off" | "both";
    readonly square?: Square;
    /** "taken": the creature that took it (seed 000 卸除武器 unarmed, 夺取物品). */
    readonly by?: CombatantId;
    readonly rule: string;
  };
  /**
   * Damage to an object (seed 000 击破武器SUNDER, 表：普通盔甲、武器、和盾牌的硬度以及生命值): the
   * damage rolled, less the object's hardness, against its hit points; at 0 it is destroyed.
   */
  ObjectDamaged: {
    readonly attacker: CombatantId;
    readonly owner: CombatantId;
    readonly item: string;
    readonly rolled: number;
    readonly hardness: number;
    readonly amount: number;
    readonly hp: number;
    readonly hpLeft: number;
    readonly breakdown: readonly Term[];
    readonly rule: string;
  };
  /**
   * A special attack that fails before its roll (seed 000 卸除武器, 擒抱: an attack of opportunity
   * that deals damage spoils a disarm or a grapple).
   */
  SpecialAttackSpoiled: {
    readonly actor: CombatantId;
    readonly attack: string;
    readonly target: CombatantId;
    readonly reason: string;
    readonly rule: string;
  };
  /**
   * An aid another on a skill check (seed 000 协助他人AID ANOTHER: 协助同伴的其他技能检定): the
   * aider's d20 + its own modifier in the skill against DC 10 (SRD skills, Aid Another); a
   * success gives `ally` +2 on its next check of that skill before the aider's next turn.
   */
  SkillAidRolled: {
    readonly aider: CombatantId;
    readonly ally: CombatantId;
    readonly skill: string;
    readonly natural: number;
    readonly bonus: readonly Term[];
    readonly total: number;
    readonly dc: number;
    readonly success: boolean;
    readonly rule: string;
  };
  /**
   * A Heal check to stabilize a dying creature (seed 000 稳定角色伤势和恢复: 你可以通过一次DC15的医疗
   * 检定来不让濒死角色继续丢失生命值并稳定住他的伤势): d20 + Heal against DC 15; a success makes
   * `target` stable (a `VitalsChanged` follows), a failure changes nothing.
   */
  HealCheckRolled: {
    readonly healer: CombatantId;
    readonly target: CombatantId;
    readonly natural: number;
    readonly bonus: readonly Term[];
    readonly total: number;
    readonly dc: number;
    readonly success: boolean;
    readonly rule: string;
  };
  /**
   * An opposed check of a special attack (seed 000 特殊攻击): both sides' d20s and modifiers
   * term by term; `rolls` holds every roll, a tie of totals and modifiers rolling again (the
   * last roll decides). `automatic` names why the result came without the dice deciding it.
   */
  OpposedCheckRolled: {
    readonly attack: string;
    /** Which check of the attack: "trip", "tripBack", "hold", "escape", "feint", … */
    readonly purpose: string;
    readonly sides: readonly OpposedCheckSide[];
    readonly rolls: readonly OpposedCheckRoll[];
    readonly winner: CombatantId;
    readonly automatic?: string;
    readonly rule: string;
  };
  /**
   * Where a thrown splash weapon lands (seed 000 投掷泼溅武器THROW SPLASH WEAPON): the target's
   * square on a hit, else where it scattered (`scatter`: the d8 direction, the squares);
   * `hit` the creatures its splash reaches.
   */
  SplashLanded: {
    readonly thrower: CombatantId;
    readonly item: string;
    /**
     * A throw at a grid intersection (指定地图方格线的交叉点作为目标): the intersection aimed at,
     * the top-left corner of this square. `at` is then an intersection too — this one on a hit,
     * the one a miss scattered to — and `hit` the creatures in the squares touching it.
     */
    readonly intersection?: Square;
    readonly at: Square;
    readonly scatter?: { readonly roll: number; readonly squares: number };
    readonly hit: readonly CombatantId[];
    readonly rule: string;
  };
  /**
   * A turning check (seed 000 驱散检定): d20 + Cha modifier, read against 表：驱散不死生物 for the
   * most powerful undead affected (`maxHd`) at the turner's `level`; `mode` is what it does.
   */
  TurnUndeadRolled: {
    readonly turner: CombatantId;
    readonly mode: string;
    readonly natural: number;
    readonly bonus: readonly Term[];
    readonly total: number;
    readonly level: number;
    readonly maxHd: number;
    readonly rule: string;
  };
  /**
   * Turning damage (seed 000 驱散伤害): 2d6 + level + Cha modifier, the total Hit Dice affected,
   * and who is, nearest first, with what happens to each.
   */
  /**
   * A change to who grapples whom (seed 000 擒抱GRAPPLE): `a` acts on `b` — start, join (the pair
   * holds each other), release (the pair lets go), escape or end (`a` leaves its grapple: it
   * escaped, died, was removed or moved away), pin (`b` pinned by `a`), breakPin (`b` freed).
   */
  GrappleChanged: {
    readonly change: GrappleChange;
    readonly a: CombatantId;
    readonly b: CombatantId;
    readonly rule: string;
  };
  TurningDamageRolled: {
    readonly turner: CombatantId;
    readonly dice: number;
    readonly bonus: readonly Term[];
    readonly total: number;
    readonly affected: readonly {
      readonly target: CombatantId;
      readonly hd: number;
      readonly outcome: string;
    }[];
    readonly rule: string;
  };
  /** A creature's answer to a choice the rules left to it (seed 000 闯越OVERRUN: avoid or block). */
  ChoiceMade: {
    readonly actor: CombatantId;
    readonly question: string;
    readonly answer: string;
    readonly rule: string;
  };
  /**
   * A rider's seat changes (seed 000 骑乘战斗MOUNTED COMBAT, 上下坐骑): it mounts (then fills the
   * mount's space), dismounts, falls (its mount fell, or it was knocked out of the saddle) or is
   * pulled off (a trip, seed 000 绊摔乘骑中的对手); `at` is where it lands.
   */
  MountChanged: {
    readonly rider: CombatantId;
    readonly mount: CombatantId;
    readonly change: MountChange;
    readonly at?: Square;
    readonly rule: string;
  };
  /**
   * A Ride check (SRD Ride skill, outside the seeds, for the DCs seed 000 gives): d20 + Ride
   * against `dc`, for `purpose` — "fastMount", "fastDismount", "softFall", "control".
   */
  RideChecked: {
    readonly rider: CombatantId;
    readonly purpose: string;
    readonly natural: number;
    readonly bonus: readonly Term[];
    readonly total: number;
    readonly dc: number;
    readonly success: boolean;
    readonly rule: string;
  };
  /**
   * A rider knocked unconscious stays in the saddle on d% ≤ `chance` (seed 000 如果你被迫落马: 50%,
   * 75% in a military saddle).
   */
  SaddleRolled: {
    readonly rider: CombatantId;
    readonly roll: number;
    readonly chance: number;
    readonly stays: boolean;
    readonly rule: string;
  };
  /** A spell is lost: a failed concentration check, or the caster fell before it took effect. */
  SpellLost: {
    readonly caster: CombatantId;
    readonly spell: string;
    readonly reason: string;
    readonly rule: string;
  };
  /**
   * The material and focus components a caster holds in hand for `spell` changed (seed 000
   * 当你处于擒抱状态时 取出施法材料): `retrieved` from its pouch into its hand, or the material
   * `used` up by casting the spell (a focus stays in hand, SRD 3.5 "Components").
   */
  ComponentsChanged: {
    readonly caster: CombatantId;
    readonly spell: string;
    readonly change: "retrieved" | "used";
    readonly components: readonly ("M" | "F")[];
    readonly rule: string;
  };
}

/**
 * Every fact of a 3.x log: the engine's and its own. The engine's keep the engine's shapes (a
 * 3.x list of events is then a superset of the engine's, and shared code's events flow into 3.x
 * code unchanged); where a 3.x reader needs the 3.x shape of a shared fact's field (its vitals,
 * a window's kind, a sheet) it reads it as the 3.x type, which the 3.x rules alone write there.
 */
export type ThreeXFactDataMap = EngineFactDataMap & ThreeXOwnFacts;

/** A 3.x fact's type name. */
export type ThreeXFactType = keyof ThreeXFactDataMap;
