import type { Term } from "../../../model/breakdown.ts";
import type { Weapon } from "../../3x/model/combatant.ts";
import { riderOf } from "../../3x/mounted/riding.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

// A mounted overrun (seed 000 闯越OVERRUN 乘骑闯越（践踏）). The overrun is a move through the
// defender's square, and a rider moves only on its mount's actions (骑乘战斗), so the mount
// declares it: its own Str and its own size modifier make the check, as the seed says (坐骑自身
// 的体型调整值，而不是你的). With the rider's Trample feat the target cannot avoid it, and a
// target knocked down takes a hoof attack from the mount.

/** The rider with Trample on `mount`, when `mount` overruns with one on its back. */
export function trampler(state: ThreeXState, mount: string): string | undefined {
  const rider = riderOf(state, mount);
  if (rider === undefined) return undefined;
  return state.combatants[rider]!.spec.feats.includes("Trample") ? rider : undefined;
}

/** The note the mount's overrun check carries when it is ridden: its Str and size are its own. */
export function mountedOverrunTerm(state: ThreeXState, mount: string): Term | undefined {
  const rider = riderOf(state, mount);
  if (rider === undefined) return undefined;
  return {
    label: `ridden by ${rider}: the mount's own Str and size`,
    value: 0,
    rule: "dnd35.mountedOverrun",
  };
}

/** The mount's hoof for a trample's kick: a natural weapon named hoof, else its first one. */
export function hoofOf(state: ThreeXState, mount: string): Weapon | undefined {
  const weapons = state.combatants[mount]!.spec.weapons.filter((w) => w.natural !== undefined);
  return weapons.find((w) => w.name === "hoof") ?? weapons[0];
}
