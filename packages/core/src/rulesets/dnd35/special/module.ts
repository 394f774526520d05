import type { Frame } from "../../../engine/state.ts";
import type { RuleViolation } from "../../../engine/violation.ts";
import type { ActionSlot } from "../../3x/log/facts.ts";
import type { SpecialAttackName, SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import type { Provocation } from "../interrupts/provocation.ts";

/**
 * One special attack of 表：特殊攻击动作 (seed 000 特殊攻击) as the turn-action frame meets it: what
 * it costs, when it may be declared, whom it provokes before it resolves, and the frame that
 * resolves it. Each lives in its own file under `special/`, listed in `special/index.ts`.
 */
export interface SpecialAttackModule<A extends SpecialAttackName = SpecialAttackName> {
  readonly attack: A;
  /** Its own rule. */
  readonly rule: string;
  /**
   * The rule its `ActionTaken` cites when not the special attacks table's (`dnd35.specialAttacks`):
   * mounting and dismounting, rows of 表：战斗中的动作.
   */
  readonly actionRule?: string;
  /** A readied action triggered by attacks fires before it (an attack, not a feint). */
  readonly isAttack: boolean;
  /** The slot of the turn's budget it spends (made on its own, not in a full attack). */
  slot(state: ThreeXState, actor: string, d: SpecialAttackOf<A>): ActionSlot;
  /**
   * Whether it may be made in place of one attack of a full attack (`special/inFullAttack.ts`):
   * undefined for the special attacks that are actions of their own.
   */
  inFullAttack?(state: ThreeXState, d: SpecialAttackOf<A>): boolean;
  /** Why it may not be declared now, or undefined (the budget is checked before). */
  check(state: ThreeXState, actor: string, d: SpecialAttackOf<A>): RuleViolation | undefined;
  /** The attacks of opportunity the attempt provokes before it resolves, if any. */
  provocation(state: ThreeXState, actor: string, d: SpecialAttackOf<A>): Provocation | undefined;
  /**
   * The frame that resolves it once the windows before it have closed, or its frame and the
   * child it starts with (an attack roll: pushed in order, the last runs first); undefined when
   * nothing is left to resolve. `hurt`: the attacker took damage since it declared (an attack
   * of opportunity that damages a disarmer or grappler spoils the attempt). `step`: the
   * iterative step of the full attack's slot it takes (0 made on its own: full base attack).
   */
  start(
    state: ThreeXState,
    actor: string,
    d: SpecialAttackOf<A>,
    cause: number,
    hurt: boolean,
    step: number,
  ): Frame | readonly Frame[] | undefined;
  /** The frame kinds it resolves with, by kind (each kind's name starts with the attack's). */
  readonly frames: Readonly<Record<string, ThreeXFrameKind>>;
}

/** A module for any special attack (the registry's element type). */
export type AnySpecialAttackModule = {
  [A in SpecialAttackName]: SpecialAttackModule<A>;
}[SpecialAttackName];
