import type { CombatantInput, GmDeclaration, GmInput, Input } from "../../../log/declarations.ts";
import type { CombatantId, Square } from "../../../model/ids.ts";
import type { CombatantSpec } from "../model/combatant.ts";
import type { SpecialAttackDeclaration } from "./specialAttacks.ts";

/** One attack's choices: whom, with what, and how. */
export interface AttackChoice {
  readonly target: CombatantId;
  /** Weapon id among the attacker's weapons; the main-hand weapon by default. */
  readonly weapon?: string;
  readonly hand?: "main" | "off";
  /** Wield a one-handed weapon in two hands (Str ×1½). */
  readonly twoHanded?: boolean;
  /** Deal lethal damage with an unarmed strike, or nonlethal with a lethal weapon (−4). */
  readonly lethal?: boolean;
  readonly nonlethal?: boolean;
  /** Throw a weapon that can also be used in melee (a dagger, a club): a ranged attack. */
  readonly thrown?: boolean;
}

/** What a combatant chose on its turn. */
export type CombatantDeclaration =
  /**
   * `guessSquare`: attack the square one thinks a totally concealed target occupies (seed 000
   * 隐蔽CONCEALMENT 全隐蔽): the wrong square is a miss, the right one has the 50% miss chance.
   */
  | ({
      readonly kind: "Attack";
      readonly fightingDefensively?: boolean;
      readonly guessSquare?: Square;
    } & AttackChoice)
  | ({ readonly kind: "FullAttack"; readonly fightingDefensively?: boolean } & AttackChoice)
  /**
   * A move; `drawWeapon` merges drawing the weapon `draw` into it, `readyShield` strapping on
   * the shield (footnote 4, 拔出或者收回武器, 装备或者卸下盾牌: base attack +1 or more).
   */
  | ({ readonly kind: "Move"; readonly path: readonly Square[] } & MergedWithMove)
  | { readonly kind: "FiveFootStep"; readonly to: Square }
  /** Crawl 5 ft while prone (seed 000 爬行Crawling): a move action that provokes from the path. */
  | { readonly kind: "Crawl"; readonly to: Square }
  | ({ readonly kind: "Charge"; readonly path: readonly Square[] } & AttackChoice)
  /** Run in a straight line, up to ×4 speed (seed 000 奔跑Run): a full-round action. */
  | { readonly kind: "Run"; readonly path: readonly Square[] }
  /** Withdraw's movement, up to double speed (seed 000 撤退Withdraw): a full-round action. */
  | { readonly kind: "Withdraw"; readonly path: readonly Square[] }
  /** Move 5 ft however slowed (seed 000 特殊移动规则 最小移动): a full-round action. */
  | { readonly kind: "MinimumMove"; readonly to: Square }
  | { readonly kind: "TotalDefense" }
  /**
   * Coup de grace (seed 000 无助的防御者 致命一击): a full-round action against a helpless foe
   * within reach (a bow or crossbow: adjacent) — an automatic critical hit, then Fort DC 10 +
   * damage or die.
   */
  | { readonly kind: "CoupDeGrace"; readonly target: CombatantId; readonly weapon?: string }
  | { readonly kind: "StartFullRound"; readonly action: string }
  | { readonly kind: "CompleteFullRound"; readonly action: string }
  /**
   * Slap an adjacent sleeping ally awake (SRD Sleep, outside the seeds: "awakening a creature is
   * a standard action"): it is no longer asleep.
   */
  | { readonly kind: "WakeSleeper"; readonly target: CombatantId }
  /**
   * A free action (seed 000 自由动作FREE ACTIONS): recorded, costs nothing of the budget. Drop an
   * item (丢掉物品): `item` falls in the creature's space or the adjacent square `to`.
   */
  | {
      readonly kind: "FreeAction";
      readonly action: FreeActionName;
      readonly item?: string;
      readonly to?: Square;
    }
  /**
   * Another action of the table 战斗中的动作 (drink a potion, load a crossbow, stand up, …):
   * its slot and whether it provokes come from the table (`rulesets/dnd35/activities.ts`).
   * `aiding` is what an aid another helps with (footnote 2); `heldByOther` marks an item
   * another creature holds (footnote 3).
   */
  | ({
      readonly kind: "Activity";
      readonly activity: ActivityName;
      readonly aiding?: ActivityName;
      readonly heldByOther?: boolean;
    } & ActivityObject)
  /**
   * A special attack of 表：特殊攻击动作 (seed 000 特殊攻击): trip, disarm, grapple, bull rush, … —
   * `attack` names it, its other fields are the attack's own (`specialAttacks.ts`).
   */
  | ({ readonly kind: "SpecialAttack" } & SpecialAttackDeclaration)
  /**
   * Cast a spell the caster knows (seed 000 施法Cast a Spell). `target` for a spell with one;
   * `defensively` to cast on the defensive (concentration DC 15 + level, no AoO).
   */
  | {
      readonly kind: "Cast";
      readonly spell: string;
      readonly target?: CombatantId;
      readonly defensively?: boolean;
    }
  /**
   * Touch a target with the touch spell being held (seed 000 暂不散发Holding the Charge): a
   * standard action; touching up to six allies (`target` and `also`) is a full-round action.
   */
  | { readonly kind: "Touch"; readonly target: CombatantId; readonly also?: readonly CombatantId[] }
  /**
   * Delay (seed 000 延迟DELAY): take no action now and step in later — after `after`'s turn, or
   * at `count` (with `nextRound`, a count above one's own in the next round, 延迟的先攻结果) — or,
   * naming neither, when one chooses: asked after each later turn, up to one's next count.
   */
  | {
      readonly kind: "Delay";
      readonly after?: CombatantId;
      readonly count?: number;
      readonly nextRound?: boolean;
    }
  /** Ready an action against a trigger (seed 000 准备READY): a standard action. */
  | { readonly kind: "Ready"; readonly action: ReadiedAction; readonly trigger: ReadyTrigger }
  /**
   * An answer when asked in an interrupt window: take the attack of opportunity (with `weapon`)
   * or fire the readied action — or decline. Only the creature asked may answer.
   */
  | { readonly kind: "Respond"; readonly take: boolean; readonly weapon?: string }
  /**
   * An answer to a choice the rules leave to the creature asked mid-resolution (`awaiting`
   * "choice"): one of the options it is offered — an overrun's defender avoids or blocks (seed
   * 000 闯越OVERRUN 步骤2).
   */
  | { readonly kind: "Choose"; readonly answer: string }
  | { readonly kind: "EndTurn" };

/**
 * The actions of 表：战斗中的动作 beyond attacking, moving and casting, by name. Their action
 * type and whether they provoke are ruleset data.
 */
export type ActivityName =
  | "DrinkPotion"
  | "ReadScroll"
  | "UseMagicItem"
  | "AidAnother"
  | "StabilizeAlly"
  | "LightTorchWithTindertwig"
  | "DrawWeapon"
  | "SheatheWeapon"
  | "ReadyShield"
  | "LooseShield"
  | "TowerShieldCover"
  | "StowItem"
  | "LoadLightCrossbow"
  | "LoadHeavyCrossbow"
  | "PickUpItem"
  | "RetrieveStoredItem"
  | "OpenDoor"
  | "AttackObject"
  | "MoveHeavyObject"
  | "StandUp"
  | "DropProne"
  | "LightTorch"
  | "ExtinguishFlames"
  | "EscapeNet";

/**
 * What a readied action does when its trigger comes (seed 000 准备一个动作: 你可准备一个标准动作，
 * 移动动作，或者一个自由动作): any standard, move or free action, written as the declaration it
 * fires as. `step` is the 5-foot step the readier may take as part of it (你可以在你准备的动作中做
 * 一个五尺快步), before the action; movement itself (a move, a crawl) takes none.
 */
export type ReadiedAction =
  /** A melee or ranged attack, at the triggering creature unless `target` says otherwise. */
  | ({ readonly kind: "Attack"; readonly step?: Square } & Partial<AttackChoice>)
  /**
   * Cast a spell, at the triggering creature unless `target` says otherwise; with `counter`, a
   * counterspell against a spell being cast (seed 000 准备反制法术).
   */
  | {
      readonly kind: "Cast";
      readonly spell: string;
      readonly target?: CombatantId;
      readonly defensively?: boolean;
      readonly counter?: boolean;
      readonly step?: Square;
    }
  /** A move, with a draw or a shield merged into it (footnote 4). */
  | ({ readonly kind: "Move"; readonly path: readonly Square[] } & MergedWithMove)
  /** Crawl 5 ft while prone (a move action, seed 000 爬行Crawling). */
  | { readonly kind: "Crawl"; readonly to: Square }
  /** Total defense (a standard action, seed 000 全防御). */
  | { readonly kind: "TotalDefense"; readonly step?: Square }
  /** A free action (seed 000 自由动作FREE ACTIONS). */
  | { readonly kind: "FreeAction"; readonly action: FreeActionName; readonly step?: Square }
  /** A standard, move or free action of 表：战斗中的动作 (drink a potion, draw a weapon, …). */
  | ({
      readonly kind: "Activity";
      readonly activity: ActivityName;
      readonly aiding?: ActivityName;
      readonly heldByOther?: boolean;
      readonly step?: Square;
    } & ActivityObject)
  /** Touch with the held charge (a standard action), the triggering creature unless `target`. */
  | { readonly kind: "Touch"; readonly target?: CombatantId; readonly step?: Square };

/** The declaration kinds a readied action may be (seed 000 准备一个动作). */
export const READIED_KINDS = [
  "Attack",
  "Cast",
  "Move",
  "Crawl",
  "TotalDefense",
  "FreeAction",
  "Activity",
  "Touch",
] as const satisfies readonly ReadiedAction["kind"][];

/** The kinds of trigger a readied action may wait for. */
export const READY_TRIGGERS = [
  "casts",
  "attacks",
  "movesIntoReach",
  "chargesIntoReach",
  "entersSquare",
  "startsToMove",
  "uses",
] as const;

/**
 * When a readied action fires (the seed's examples and 准备一个动作's "何种条件下"): a creature
 * begins casting; makes an attack (any attack action: before its attack roll); moves into the
 * readier's reach or into a square (checked at each step of its move); starts to move (before its
 * first step); charges into the readier's reach (set a spear against the charge); or uses the
 * action named — a declaration kind, an `Activity` narrowed by `activity` (before the action
 * resolves). `by` narrows it to one creature; else any enemy of the readier.
 */
export type ReadyTrigger =
  | {
      readonly on: "casts" | "attacks" | "movesIntoReach" | "chargesIntoReach" | "startsToMove";
      readonly by?: CombatantId;
    }
  | { readonly on: "entersSquare"; readonly square: Square; readonly by?: CombatantId }
  | {
      readonly on: "uses";
      readonly action: CombatantDeclaration["kind"];
      readonly activity?: ActivityName;
      readonly by?: CombatantId;
    };

/**
 * What an activity acts on: the item drawn, sheathed, picked up, retrieved, stowed, loaded or
 * used (`item`; `also`, a second weapon drawn with Two-Weapon Fighting, seed 000 拔出或者收回武器),
 * and the creature it is used on (`target`: the dying ally stabilized, the one a wand is aimed at).
 */
export interface ActivityObject {
  readonly item?: string;
  readonly also?: string;
  readonly target?: CombatantId;
  /** Read a scroll on the defensive (seed 000 防御性施法: concentration DC 15 + level, no AoO). */
  readonly defensively?: boolean;
}

/**
 * What a move may carry with it (footnote 4 of 表：战斗中的动作, 拔出或者收回武器, 装备或者卸下盾牌:
 * with base attack +1 or more, drawing a weapon or readying a shield merges into a move):
 * `drawWeapon` draws `draw` (a weapon, or a wand); `readyShield` straps on the shield.
 */
export interface MergedWithMove {
  readonly drawWeapon?: boolean;
  readonly draw?: string;
  readonly readyShield?: boolean;
}

/** The free actions a combatant can declare (seed 000 自由动作: drop an item, speak, cease concentration). */
export type FreeActionName = "DropItem" | "Speak" | "CeaseConcentration";

/** The GM's declarations with a 3.x sheet for a combatant the GM adds. */
export type ThreeXGmDeclaration = GmDeclaration<CombatantSpec>;

/** A 3.x combatant's input. */
export type ThreeXCombatantInput = CombatantInput<CombatantDeclaration>;

/** The GM's input in a 3.x fight. */
export type ThreeXGmInput = GmInput<CombatantSpec>;

/** An input to a 3.x fight. */
export type ThreeXInput = Input<CombatantDeclaration, CombatantSpec>;

/**
 * True for an answer given inside an interrupt window or to a choice: the only inputs the engine
 * takes while a resolution frame is open (replay folds everything around such inputs in full).
 */
export function isResponse(input: ThreeXInput): boolean {
  // An answer to a choice (an overrun's avoid or block) is taken while a frame is open too.
  return input.decl.kind === "Respond" || input.decl.kind === "Choose";
}
