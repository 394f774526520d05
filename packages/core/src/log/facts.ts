import type { Term } from "../model/breakdown.ts";
import type { CombatantSpec } from "../model/combatant.ts";
import type { CombatantId, SideId, Square } from "../model/ids.ts";
import type { Vitals } from "../model/vitals.ts";
import type { CountAnchor } from "./declarations.ts";

/** One line of the initiative order: the count, and the keys that break ties at that count. */
export interface InitiativeEntry {
  readonly id: CombatantId;
  readonly count: number;
  readonly modifier: number;
  /** Re-rolls among combatants still tied, in order; higher goes first. */
  readonly tiebreak: readonly number[];
  readonly breakdown: readonly Term[];
}

/** Which part of a turn's budget an action spends. */
export type ActionSlot = "standard" | "move" | "fullRound" | "fiveFootStep" | "free";

/** Why a turn allows only one standard or move action. */
export type Restriction = "surprise" | "disabled" | "staggered";

/** What the rules made of the declarations and dice. Each fact cites its rule. */
export interface FactDataMap {
  CombatBegan: { readonly surprise: boolean; readonly rule: string };
  InitiativeRolled: {
    readonly entries: readonly InitiativeEntry[];
    readonly order: readonly CombatantId[];
    readonly rule: string;
  };
  RoundStarted: { readonly round: number; readonly surprise: boolean; readonly rule: string };
  TurnStarted: {
    readonly actor: CombatantId;
    readonly round: number;
    readonly restriction?: Restriction;
    readonly rule: string;
  };
  TurnSkipped: {
    readonly actor: CombatantId;
    readonly round: number;
    readonly reason: string;
    readonly rule: string;
  };
  TurnEnded: { readonly actor: CombatantId; readonly round: number };
  ActionTaken: {
    readonly actor: CombatantId;
    readonly slot: ActionSlot;
    readonly action: string;
    readonly rule: string;
  };
  Moved: {
    readonly actor: CombatantId;
    /** A 5-foot step is not "movement" for the rules that forbid a step after moving. */
    readonly mode: "walk" | "fiveFootStep" | "charge";
    readonly path: readonly Square[];
    readonly feet: number;
    readonly rule: string;
  };
  AttackResolved: {
    readonly attacker: CombatantId;
    readonly target: CombatantId;
    readonly weapon: string;
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
     * under `percent` turned the hit into a miss (`hit` false, rule `dnd35.concealment`).
     */
    readonly missChance?: { readonly percent: number; readonly roll: number };
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
  VitalsChanged: {
    readonly target: CombatantId;
    readonly vitals: Vitals;
    readonly rule: string;
    readonly why: string;
  };
  ConditionAdded: {
    readonly target: CombatantId;
    readonly condition: string;
    readonly until?: CountAnchor;
    readonly rule: string;
  };
  ConditionRemoved: {
    readonly target: CombatantId;
    readonly condition: string;
    readonly rule: string;
  };
  CombatantAdded: { readonly spec: CombatantSpec; readonly rule: string };
  CombatantRemoved: { readonly id: CombatantId; readonly rule: string };
  PositionSet: { readonly target: CombatantId; readonly to: Square; readonly rule: string };
  RulingOverridden: { readonly seq: number; readonly ruling: string; readonly rule: string };
  FightEnded: { readonly winner?: SideId; readonly reason: string; readonly rule: string };
}

/** A fact's type name. */
export type FactType = keyof FactDataMap;
