import { sizeRank } from "../../../d20/grid/index.ts";
import type { Term } from "../../../model/breakdown.ts";
import type { Weapon } from "../../3x/model/combatant.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { carriedBy } from "./carried.ts";

// A rider's attacks (seed 000 骑乘战斗MOUNTED COMBAT 乘骑中的战斗): +1 in melee against a smaller
// creature on foot, the charge's +2 when its mount charged, −4 or −8 on ranged attacks while the
// mount double-moves or runs; a lance doubles its damage on the mount's charge (冲锋CHARGE).

/** The mounted terms of `attacker`'s roll at `target`, or none when it rides nothing. */
export function mountedAttackTerms(
  state: ThreeXState,
  attacker: ThreeXCombatant,
  target: ThreeXCombatant,
  ranged: boolean,
): Term[] {
  const mountId = attacker.riding;
  if (mountId === undefined) return [];
  const mount = state.combatants[mountId]!;
  const out: Term[] = [];
  // 攻击站在地面上、比你的坐骑体型更小的生物: on foot is riding nothing.
  if (
    !ranged &&
    target.riding === undefined &&
    sizeRank(target.spec.size) < sizeRank(mount.spec.size)
  )
    out.push({ label: `mounted on ${mountId}`, value: 1, rule: "dnd35.mountedHigherGround" });
  const carried = carriedBy(state, attacker.spec.id);
  if (carried === undefined) return out;
  const { moved } = carried;
  if (!ranged && moved.charged)
    out.push({ label: `${mountId}'s charge`, value: 2, rule: "dnd35.mountedCharge" });
  if (ranged && moved.ran)
    out.push({ label: `${mountId} runs`, value: -8, rule: "dnd35.mountedRangedRun" });
  else if (ranged && moved.moves >= 2)
    out.push({ label: `${mountId} double-moves`, value: -4, rule: "dnd35.mountedRanged" });
  return out;
}

/** Whether `attacker`'s melee attack with `weapon` is a lance on its mount's charge (×2 damage). */
export function lanceCharge(
  state: ThreeXState,
  attacker: string,
  weapon: Weapon,
  ranged: boolean,
): boolean {
  if (ranged || weapon.lance !== true) return false;
  return carriedBy(state, attacker)?.moved.charged === true;
}

/** The feet the mount `rider` rides moved in its turn this round (more than 5: one melee attack). */
export function mountMovedFeet(state: ThreeXState, rider: string): number {
  return carriedBy(state, rider)?.moved.feet ?? 0;
}
