import type { CombatantState } from "../../../engine/state.ts";
import type { InitiativeEntry } from "../../../log/facts.ts";
import type { CombatantId } from "../../../model/ids.ts";
import type { Gear } from "../gear/gear.ts";
import type { ReadiedAction, ReadyTrigger } from "../log/declarations.ts";
import type { CombatantSpec } from "../model/combatant.ts";
import type { TurnMovement } from "../mounted/turnMovement.ts";
import type { Vitals } from "./vitals.ts";

/** One combatant of a 3.x fight as the fight has left it: the engine's part and the 3.x part. */
export interface ThreeXCombatant extends CombatantState {
  readonly spec: CombatantSpec;
  vitals: Vitals;
  /** Flat-footed until its first turn starts (seed 000 战斗流程 1). */
  flatFooted: boolean;
  /** Attacks of opportunity made since its allowance last refreshed (its turn at its count). */
  aooUsed: number;
  /** Its readied action, waiting for the trigger (seed 000 准备READY). */
  readied: ReadiedState | undefined;
  /** Out of the order while delaying (seed 000 延迟DELAY): where it stood and when it steps in. */
  delaying: DelayState | undefined;
  /** All damage it has taken in the fight, for the concentration check of a spell interrupted. */
  damageTaken: number;
  /** Turning attempts spent today (seed 000 每日驱散次数). */
  turnsUsed: number;
  /** Whom it grapples (seed 000 擒抱GRAPPLE): symmetric, kept so by `GrappleChanged`. */
  grappling: string[];
  /** Who pins it, if anyone (seed 000 当你被擒抱对手压制住的时候). */
  pinnedBy: string | undefined;
  /** A spell being cast over a round or more, which takes effect just before its next turn. */
  casting: CastingState | undefined;
  /** Just stepped in from a delay: its next `TurnStarted` resumes the turn it delayed. */
  steppedIn: boolean;
  /** The spell it is casting was countered by a readied counterspell (it is lost). */
  countered: boolean;
  /**
   * It failed a concentration check after a hit while its spell waited on a window: the cast
   * goes no further (it is lost).
   */
  lostConcentration: boolean;
  /** What it holds and carries (seed 000 拔出或者收回武器, 操作一个物品). */
  gear: Gear;
  /**
   * The material and focus components it holds in hand, by spell (seed 000 当你处于擒抱状态时
   * 取出施法材料): taken from its pouch in a grapple, where a spell needs them already in hand.
   */
  componentsHeld: HeldComponent[];
  /** The mount it rides (seed 000 骑乘战斗MOUNTED COMBAT), kept by `MountChanged`. */
  riding: CombatantId | undefined;
  /**
   * Squares a side of the space it fills when that is not its own size's: a rider fills its
   * mount's (seed 000 骑乘战斗: 视为你使用你的坐骑所占据的空间). Distances read it (`creatureGapFt`).
   */
  spaceSide: number | undefined;
  /** What its latest turn of its own moved it, for its rider's attacks and spells. */
  turnMovement: TurnMovement | undefined;
  /**
   * Knocked unconscious in the saddle, it stayed there (seed 000 如果你被迫落马: `SaddleRolled`):
   * no second roll while it stays down.
   */
  keptSaddle: boolean;
  /** The round its rider last controlled it with a Ride check (a mount not trained for war). */
  controlledRound: number | undefined;
}

/**
 * The components `c` holds in hand; [] for a sheet built without the field (an older saved state
 * or a hand-made combatant, as `opponentsIn` reads `grappling`).
 */
export function heldComponents(c: ThreeXCombatant): readonly HeldComponent[] {
  return (c.componentsHeld as HeldComponent[] | undefined) ?? [];
}

/** A material (M) or focus (F) component held in hand for one of its spells. */
export interface HeldComponent {
  readonly spell: string;
  readonly component: "M" | "F";
}

/** A readied action and its trigger, and the round it was readied in. */
export interface ReadiedState {
  readonly action: ReadiedAction;
  readonly trigger: ReadyTrigger;
  readonly round: number;
}

/** A delay: its old place in the order, and when it means to step in. */
export interface DelayState {
  readonly entry: InitiativeEntry;
  readonly round: number;
  readonly after?: CombatantId;
  readonly count?: number;
  /** `count` is in the round after the delay, above its own count (seed 000 延迟的先攻结果). */
  readonly nextRound?: true;
  /** The creature named in `after` has ended a turn since: step in now. */
  due: boolean;
  /** Waiting (no `after`, no `count`): already asked since the last turn ended. */
  asked: boolean;
}

/** A spell of a round or longer on its way (seed 000 施法Cast a Spell, the full-round one). */
export interface CastingState {
  readonly spell: string;
  readonly target?: CombatantId;
  readonly round: number;
  /** `damageTaken` when the casting began: damage since then calls for concentration. */
  readonly damageAtStart: number;
}
