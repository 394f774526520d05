import type { EngineContext } from "../../engine/context.ts";
import type { FrameKind, Transition } from "../../engine/ruleset.ts";
import type { CombatState } from "../../engine/state.ts";
import type { VitalsCore } from "../../model/vitals.ts";
import type { HarmFrame } from "./harmFrame.ts";

/** The vitals rule's verdict on one harm: the target's new vitals, the rule and the words. */
export interface Harmed {
  readonly vitals: VitalsCore;
  readonly rule: string;
  readonly why: string;
}

/**
 * What an edition hands the harm pipeline: its vitals rule (an injury track), where the
 * frame goes once the vitals changed, and its own later phases (a massive-damage save, …).
 */
export interface HarmHooks<S extends CombatState, C extends EngineContext<S, unknown>, E> {
  /** What the damage does to the target's vitals (the edition's injury rules). */
  vitals(state: S, frame: HarmFrame): Harmed;
  /** What follows the vitals change: a later phase of `after`, or done. */
  afterVitals(state: S, frame: HarmFrame): Transition;
  /** The edition's own phases after the vitals change. */
  readonly after: FrameKind<S, C, E>;
}
