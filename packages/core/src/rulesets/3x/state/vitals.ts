import type { VitalsCore } from "../../../model/vitals.ts";

/**
 * Where a creature stands on the 3.x injury track (seed 000 受伤和死亡). Nonlethal damage is kept
 * apart and read against hp (staggered / unconscious), so it is not a `state` here.
 */
export type VitalState = "ok" | "disabled" | "dying" | "stable" | "dead";

/** A 3.x creature's hit points and injury state. */
export interface Vitals extends VitalsCore {
  readonly nonlethal: number;
  readonly state: VitalState;
  /** The round in which it began dying; its first stabilize roll comes in a later round. */
  readonly fellInRound?: number;
  /** The last round in which it rolled to stabilize (one roll a round). */
  readonly lastStabilizeRound?: number;
}
