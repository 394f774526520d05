import type { Term } from "../../../model/breakdown.ts";
import type { TurnMovement } from "../../3x/mounted/turnMovement.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { CONDITION, has } from "../conditions.ts";

// What a rider's mount did under it (seed 000 骑乘战斗MOUNTED COMBAT). The mount's turn comes just
// before its rider's, at the rider's count (`dnd35.mountedCombat`), so by the rider's turn the
// mount's movement is done: a rider's attack or spell after a double move or a run is read as
// made halfway through it (在坐骑移动到一半的时候进行攻击检定投骰), the mount's moves "before and
// after" the spell.

/**
 * On the rider's own turn, the mount it rode through the mount's turn just before, and what that
 * moved; undefined out of the rider's turn (an attack of opportunity, a readied action: not made
 * during the mount's move) or when the mount's turn was not this round's.
 */
export function carriedBy(
  state: ThreeXState,
  rider: string,
): { readonly mount: ThreeXCombatant; readonly moved: TurnMovement } | undefined {
  if (state.turn?.actor !== rider) return undefined;
  const id = state.combatants[rider]?.riding;
  const mount = id === undefined ? undefined : state.combatants[id];
  const moved = mount?.turnMovement;
  if (mount === undefined || moved === undefined) return undefined;
  if (moved.round !== state.round || moved.rider !== rider) return undefined;
  return { mount, moved };
}

/** The motion a rider casts in (乘骑中的施法): violent on a run, vigorous on a double move. */
export function castingMotion(
  state: ThreeXState,
  rider: string,
): "vigorousMotion" | "violentMotion" | undefined {
  const c = carriedBy(state, rider);
  if (c === undefined) return undefined;
  if (c.moved.ran) return "violentMotion";
  return c.moved.moves >= 2 ? "vigorousMotion" : undefined;
}

/**
 * The rider's share of its mount's charge on AC (如果你的坐骑进行冲锋…你和你的坐骑都会受到AC的减值):
 * −2 while the mount it rode through the charge is still charging, else none.
 */
export function riderChargeAc(state: ThreeXState, target: ThreeXCombatant): Term | undefined {
  const mount = target.riding === undefined ? undefined : state.combatants[target.riding];
  if (mount === undefined || !has(mount, CONDITION.charging)) return undefined;
  if (mount.turnMovement?.rider !== target.spec.id) return undefined;
  return { label: `${mount.spec.id}'s charge`, value: -2, rule: "dnd35.mountedCharge" };
}
