import type { Frame } from "../../engine/state.ts";
import type { CombatantId } from "../../model/ids.ts";

/** Damage landing on a creature: its vitals change, then whatever the edition says follows. */
export interface HarmFrame extends Frame {
  readonly kind: "harm";
  readonly target: CombatantId;
  readonly amount: number;
  readonly nonlethal: boolean;
}

/** Builds a harm frame: `amount` damage (lethal or not) on `target`, caused by seq `cause`. */
export function harmFrame(
  target: CombatantId,
  amount: number,
  nonlethal: boolean,
  cause: number,
): HarmFrame {
  return { kind: "harm", phase: "vitals", cause, target, amount, nonlethal };
}
