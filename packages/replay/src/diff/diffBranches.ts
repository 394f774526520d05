import { type CombatState, type FightEvent, fightState, foldMut } from "@d20/core";
import type { Lineage } from "../branch/lineage.ts";
import { foldingChecked } from "../log/foldError.ts";
import { type AlignedPair, alignEvents } from "./alignEvents.ts";
import { type CombatantDiff, endStates } from "./endStates.ts";

/** How a branch's fight came out. */
export interface Outcome {
  /** The side left standing, if the fight ended with one. */
  readonly winner?: string;
  readonly ended: boolean;
  /** The last round started. */
  readonly rounds: number;
}

/** Two branches compared (DESIGN: Diff). */
export interface BranchDiff {
  /** The last seq both hold identically (their hash chains agree up to it); −1 for none. */
  readonly forkPoint: number;
  /** The first seq after the fork point, with each side's event there (if any). */
  readonly firstDivergent?: {
    readonly seq: number;
    readonly left?: FightEvent;
    readonly right?: FightEvent;
  };
  /** Both branches' events after the fork point, aligned. */
  readonly aligned: readonly AlignedPair[];
  /** Each combatant's end state side by side. */
  readonly combatants: readonly CombatantDiff[];
  readonly outcome: { readonly left: Outcome; readonly right: Outcome };
}

/**
 * Compares two lineages of one fight (a parent and its branch, two siblings, any two): where
 * they part, what each did from there, how each combatant ended, and who won in how many rounds.
 */
export function diffBranches(left: Lineage, right: Lineage): BranchDiff {
  const common = Math.min(left.hashes.length, right.hashes.length);
  let forkPoint = -1;
  while (forkPoint + 1 < common && left.hashes[forkPoint + 1] === right.hashes[forkPoint + 1]) {
    forkPoint++;
  }
  const after = Math.max(forkPoint, 0);
  const l = left.events.slice(after);
  const r = right.events.slice(after);
  const leftState = endState(left);
  const rightState = endState(right);
  const divergent = forkPoint + 1;
  const lEvent = left.events[divergent - 1];
  const rEvent = right.events[divergent - 1];
  const diverges = lEvent !== undefined || rEvent !== undefined;
  return {
    forkPoint,
    ...(diverges && {
      firstDivergent: {
        seq: divergent,
        ...(lEvent && { left: lEvent }),
        ...(rEvent && { right: rEvent }),
      },
    }),
    aligned: alignEvents(l, r),
    combatants: endStates(leftState, rightState),
    outcome: { left: outcomeOf(leftState), right: outcomeOf(rightState) },
  };
}

function endState(lineage: Lineage): CombatState {
  return foldingChecked(lineage.header, lineage.events, () =>
    foldMut(fightState(lineage.header), lineage.events),
  );
}

/** A fight's outcome from its end state. */
export function outcomeOf(state: CombatState): Outcome {
  const base = { ended: state.status === "ended", rounds: state.round };
  return state.winner === undefined ? base : { ...base, winner: state.winner };
}
