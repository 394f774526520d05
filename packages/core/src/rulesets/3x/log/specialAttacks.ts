import type { CombatantId, Square } from "../../../model/ids.ts";

/**
 * The special attacks of seed 000's table 表：特殊攻击动作 (charge and two-weapon fighting are
 * declarations of their own), by name.
 */
export type SpecialAttackName =
  | "AidAnother"
  | "BullRush"
  | "Disarm"
  | "Feint"
  | "Grapple"
  | "MountSteed"
  | "DismountSteed"
  | "ControlMount"
  | "Overrun"
  | "Sunder"
  | "ThrowSplash"
  | "Trip"
  | "TurnUndead";

/** Every special attack's name, in the table's order. */
export const SPECIAL_ATTACK_NAMES = [
  "AidAnother",
  "BullRush",
  "Disarm",
  "Feint",
  "Grapple",
  "MountSteed",
  "DismountSteed",
  "ControlMount",
  "Overrun",
  "Sunder",
  "ThrowSplash",
  "Trip",
  "TurnUndead",
] as const satisfies readonly SpecialAttackName[];

/** What a grappler may do (seed 000 擒抱 当你处于擒抱状态时 and its sub-headings). */
export type GrappleOption =
  | "start"
  | "join"
  | "damage"
  | "attack"
  | "drawLight"
  | "escape"
  | "escapeArtist"
  | "move"
  | "pin"
  | "breakPin"
  | "useOpponentWeapon"
  | "release"
  | "retrieveComponent";

/** Every grapple option, in the order of `GrappleOption`. */
export const GRAPPLE_OPTIONS = [
  "start",
  "join",
  "damage",
  "attack",
  "drawLight",
  "escape",
  "escapeArtist",
  "move",
  "pin",
  "breakPin",
  "useOpponentWeapon",
  "release",
  "retrieveComponent",
] as const satisfies readonly GrappleOption[];

/**
 * A special attack's declaration (`{ kind: "SpecialAttack", attack, … }`): the fields each one
 * names. `weapon` is one of the attacker's weapons (absent: its main-hand weapon or, where the
 * rule says so, unarmed); `item` one of the defender's items.
 */
export type SpecialAttackDeclaration =
  /**
   * Aid another (协助他人): `ally` gets +2 on its next attack on `target`, or +2 AC against it;
   * or (`aid: "skill"`, no target) +2 on its next check of `skill` (协助同伴的其他技能检定).
   */
  | {
      readonly attack: "AidAnother";
      readonly target?: CombatantId;
      readonly ally: CombatantId;
      readonly aid: "attack" | "ac" | "skill";
      readonly skill?: "Heal" | "EscapeArtist" | "Bluff";
      readonly weapon?: string;
    }
  /**
   * Bull rush (冲撞): `follow` moves with the defender as far as the check allows; `path` makes it
   * part of a charge along that path (a full-round action).
   */
  | {
      readonly attack: "BullRush";
      readonly target: CombatantId;
      readonly follow?: boolean;
      readonly path?: readonly Square[];
    }
  /** Disarm (卸除武器): knock `item` (default: the defender's main-hand weapon) away; 夺取物品. */
  | {
      readonly attack: "Disarm";
      readonly target: CombatantId;
      readonly weapon?: string;
      readonly item?: string;
      readonly grab?: boolean;
      /** The first attack of a full attack (a full-round action; the rest follow one by one). */
      readonly fullAttack?: boolean;
    }
  /** Feint (虚招): Bluff against the target's Sense Motive. */
  | { readonly attack: "Feint"; readonly target: CombatantId }
  /** Grapple (擒抱): start or join one, or one of the options while grappling. */
  | {
      readonly attack: "Grapple";
      readonly target?: CombatantId;
      readonly option?: GrappleOption;
      readonly weapon?: string;
      readonly item?: string;
      readonly lethal?: boolean;
      readonly path?: readonly Square[];
      readonly to?: Square;
      /** The first attack of a full attack (a full-round action; the rest follow one by one). */
      readonly fullAttack?: boolean;
      /** retrieveComponent: the spell whose material and focus come from the pouch (取出施法材料). */
      readonly spell?: string;
      /** pin: keep the pinned foe from speaking while pinned (当你压制住擒抱对手的时候). */
      readonly silence?: boolean;
    }
  /**
   * Overrun (闯越): a move along `path` through `target`'s square; `charge` makes the move a
   * charge (only under the house option `overrunOnCharge`).
   */
  | {
      readonly attack: "Overrun";
      readonly target: CombatantId;
      readonly path: readonly Square[];
      readonly charge?: boolean;
    }
  /** Sunder (击破武器): strike `item`, a weapon or shield the defender holds. */
  | {
      readonly attack: "Sunder";
      readonly target: CombatantId;
      readonly item: string;
      readonly weapon?: string;
      /** The first attack of a full attack (a full-round action; the rest follow one by one). */
      readonly fullAttack?: boolean;
    }
  /**
   * Throw a splash weapon (投掷泼溅武器): `item` at a creature `target`, or at the grid
   * intersection `at` (the top-left corner of square `at`).
   */
  | {
      readonly attack: "ThrowSplash";
      readonly item: string;
      readonly target?: CombatantId;
      readonly at?: Square;
    }
  /** Trip (绊摔): unarmed, or with a trip weapon; `dropWeapon` drops it to avoid a trip back. */
  | {
      readonly attack: "Trip";
      readonly target: CombatantId;
      readonly weapon?: string;
      readonly dropWeapon?: boolean;
      /** The first attack of a full attack (a full-round action; the rest follow one by one). */
      readonly fullAttack?: boolean;
    }
  /**
   * Mount a steed (上下坐骑Mount/Dismount a Steed): climb onto `target`, an adjacent ally at
   * least one size larger; `fast`, a free action with a DC 20 Ride check (failing, a move action).
   * Not a special attack of the table: an action of 表：战斗中的动作 (上下马) that rolls as they do.
   */
  | { readonly attack: "MountSteed"; readonly target: CombatantId; readonly fast?: boolean }
  /** Dismount (上下坐骑) to `to`, a free square beside the mount's space; `fast` as for mounting. */
  | { readonly attack: "DismountSteed"; readonly to: Square; readonly fast?: boolean }
  /**
   * Control a frightened mount (骑乘战斗 战斗用马): a DC 20 Ride check as a move action, each round,
   * for a mount not trained for war; failing, the turn is spent.
   */
  | { readonly attack: "ControlMount" }
  /**
   * Turn or rebuke undead (驱散或斥喝不死生物). `command` (命令): order the undead one commands
   * (`undead`, default all) to attack `target`, or to stand without one; `release` lets them go.
   */
  | {
      readonly attack: "TurnUndead";
      readonly mode?: "turn" | "rebuke" | "command" | "bolster" | "dispel";
      readonly undead?: readonly CombatantId[];
      readonly target?: CombatantId;
      readonly release?: boolean;
    };

/** One special attack's declaration by name. */
export type SpecialAttackOf<A extends SpecialAttackName> = Extract<
  SpecialAttackDeclaration,
  { attack: A }
>;
