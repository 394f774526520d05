import { spaceSquares } from "../../../d20/grid/index.ts";
import type { CombatantId, Square } from "../../../model/ids.ts";
import type { ThreeXCombatant } from "../state/combatant.ts";
import type { ThreeXState } from "../state/state.ts";

// Who rides whom (seed 000 骑乘战斗MOUNTED COMBAT): a rider's `riding` names its mount; a mount
// has at most one rider, found by looking. The rider stands on its mount's top-left square and
// fills the mount's space (为了方便起见，在战斗时就视为你使用你的坐骑所占据的空间): its `spaceSide`
// is the mount's, so reach, threat and distances are measured from the whole of it.

/** How a rider's seat changed (`MountChanged`). */
export type MountChange = "mount" | "dismount" | "fall" | "pulledOff";

/** Every mount change, in the order of `MountChange`. */
export const MOUNT_CHANGES = [
  "mount",
  "dismount",
  "fall",
  "pulledOff",
] as const satisfies readonly MountChange[];

/** The rider of `mount`, or undefined (a plain loop: the move code asks it per step). */
export function riderOf(state: ThreeXState, mount: CombatantId): CombatantId | undefined {
  for (const id of state.roster) if (state.combatants[id]?.riding === mount) return id;
  return undefined;
}

/** The mount `id` rides, if it is mounted. */
export function mountOf(state: ThreeXState, id: CombatantId): ThreeXCombatant | undefined {
  const m = state.combatants[id]?.riding;
  return m === undefined ? undefined : state.combatants[m];
}

/** True when `a` and `b` are a rider and its mount, either way round. */
export function ridePair(state: ThreeXState, a: CombatantId, b: CombatantId): boolean {
  return state.combatants[a]?.riding === b || state.combatants[b]?.riding === a;
}

/**
 * Applies a `MountChanged` fact: mounting puts the rider on its mount's square, filling its
 * space; any other change leaves it on `at` in its own space.
 */
export function applyMountChanged(
  state: ThreeXState,
  rider: CombatantId,
  mount: CombatantId,
  change: MountChange,
  at: Square | undefined,
): void {
  const r = state.combatants[rider]!;
  if (change === "mount") {
    const m = state.combatants[mount]!;
    r.riding = mount;
    r.position = m.position;
    r.spaceSide = spaceSquares(m.spec.size);
    return;
  }
  r.riding = undefined;
  r.spaceSide = undefined;
  if (at !== undefined) r.position = at;
}

/** Keeps each rider on its mount's square after the mount moved (or was moved). */
export function carryRider(state: ThreeXState, mount: CombatantId): void {
  const rider = riderOf(state, mount);
  if (rider !== undefined) state.combatants[rider]!.position = state.combatants[mount]!.position;
}

/**
 * The seat of the gone: after a death or a removal, a dead rider rides nothing and nobody rides
 * a removed mount (the falls the rules give dice to are facts of their own, `MountChanged`; this
 * sweep only keeps the relation from naming what is not there).
 */
export function endRidesOfTheGone(state: ThreeXState): void {
  for (const id in state.combatants) {
    const c = state.combatants[id]!;
    if (c.riding === undefined) continue;
    // A mount that dies throws its rider by the rules' own dice (a harm's `mountFall`, after this
    // sweep): only a removed mount, or a dead rider's body, leaves the saddle here.
    if (c.vitals.state === "dead" || state.combatants[c.riding] === undefined) {
      c.riding = undefined;
      c.spaceSide = undefined;
    }
  }
}

/**
 * Seats the riders the roster starts mounted (`CombatantSpec.rides`): each fills its mount's
 * space from the start of the fight (`CombatBegan`, or `CombatantAdded` for one the GM adds).
 */
export function seatRiders(state: ThreeXState): void {
  for (const id in state.combatants) {
    const c = state.combatants[id]!;
    const m = c.riding === undefined ? undefined : state.combatants[c.riding];
    if (m === undefined || c.spaceSide !== undefined) continue;
    c.position = m.position;
    c.spaceSide = spaceSquares(m.spec.size);
  }
}
