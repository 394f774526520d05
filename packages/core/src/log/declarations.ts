import type { CombatantSpec } from "../model/combatant.ts";
import type { CombatantId, SideId, Square } from "../model/ids.ts";

/** How long a GM-applied condition lasts: until just before an initiative count in a round. */
export interface CountAnchor {
  readonly round: number;
  readonly count: number;
  /** At a tied count, expire just before this creature's turn (its own "next turn"). */
  readonly before?: CombatantId;
}

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
  | ({ readonly kind: "Attack"; readonly fightingDefensively?: boolean } & AttackChoice)
  | ({ readonly kind: "FullAttack"; readonly fightingDefensively?: boolean } & AttackChoice)
  | { readonly kind: "Move"; readonly path: readonly Square[] }
  | { readonly kind: "FiveFootStep"; readonly to: Square }
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
  /** A free action (seed 000 自由动作FREE ACTIONS): recorded, costs nothing of the budget. */
  | { readonly kind: "FreeAction"; readonly action: FreeActionName }
  | { readonly kind: "EndTurn" };

/** The free actions a combatant can declare (seed 000 自由动作: drop an item, speak, cease concentration). */
export type FreeActionName = "DropItem" | "Speak" | "CeaseConcentration";

/** What the GM decided; each carries the reason an audit shows. */
export type GmDeclaration =
  | { readonly kind: "BeginCombat"; readonly reason: string }
  | {
      readonly kind: "ApplyDamage";
      readonly target: CombatantId;
      readonly amount: number;
      readonly nonlethal?: boolean;
      readonly reason: string;
    }
  | {
      readonly kind: "ApplyHealing";
      readonly target: CombatantId;
      readonly amount: number;
      readonly reason: string;
    }
  | {
      readonly kind: "GrantTempHp";
      readonly target: CombatantId;
      readonly amount: number;
      readonly reason: string;
    }
  | {
      readonly kind: "AddCondition";
      readonly target: CombatantId;
      readonly condition: string;
      readonly until?: CountAnchor;
      readonly reason: string;
    }
  | {
      readonly kind: "RemoveCondition";
      readonly target: CombatantId;
      readonly condition: string;
      readonly reason: string;
    }
  | {
      readonly kind: "MoveCreature";
      readonly target: CombatantId;
      readonly to: Square;
      readonly reason: string;
    }
  | { readonly kind: "AddCombatant"; readonly spec: CombatantSpec; readonly reason: string }
  | { readonly kind: "RemoveCombatant"; readonly target: CombatantId; readonly reason: string }
  | { readonly kind: "EndFight"; readonly winner?: SideId; readonly reason: string }
  | {
      readonly kind: "OverrideRuling";
      readonly seq: number;
      readonly ruling: string;
      readonly reason: string;
    };

/** A combatant's declaration, signed by its id. */
export interface CombatantInput {
  readonly by: CombatantId;
  readonly decl: CombatantDeclaration;
}

/** A GM's declaration (`by` is always "gm", which no combatant may be called). */
export interface GmInput {
  readonly by: "gm";
  readonly decl: GmDeclaration;
}

/** An input to the engine: a combatant's declaration or the GM's. */
export type Input = CombatantInput | GmInput;

/** True for the GM's inputs. */
export function isGmInput(input: Input): input is GmInput {
  return input.by === "gm";
}
