import type { CombatantState, CombatState } from "../../../engine/state.ts";
import type { Weapon } from "../../../model/combatant.ts";
import type { Square } from "../../../model/ids.ts";
import { meleeCover } from "../battlefield/cover.ts";
import { creatureGapFt } from "../battlefield/space.ts";
import { canThreaten, threatensWith } from "../battlefield/threat.ts";
import { CONDITION, has, isHelpless } from "../conditions.ts";
import { canAct } from "../injury/index.ts";
import { abilityModifier } from "../stats/abilities.ts";

/**
 * How many attacks of opportunity a creature may make a round (seed 000 借机攻击: one; 战斗反射:
 * Combat Reflexes adds its Dex modifier).
 */
export function aooAllowance(c: CombatantState): number {
  const reflexes = c.spec.feats.includes("CombatReflexes");
  return 1 + (reflexes ? Math.max(0, abilityModifier(c.spec.abilities.dex)) : 0);
}

/** The melee weapons with which `c` threatens a foe `gapFt` away (see `threatens`). */
export function threateningWeapons(c: CombatantState, gapFt: number): Weapon[] {
  return canThreaten(c) ? c.spec.weapons.filter((w) => threatensWith(c, w, gapFt)) : [];
}

/** Why `attacker` may not make an attack of opportunity against `target` now, if it may not. */
export function noOpportunity(
  state: CombatState,
  attackerId: string,
  target: { readonly position: Square; readonly spec: CombatantState["spec"] },
): string | undefined {
  const a = state.combatants[attackerId]!;
  if (!canAct(a.vitals) || isHelpless(a)) return "cannot act";
  // Flat-footed: no AoO, unless Combat Reflexes (SRD feat, outside the seeds).
  if (a.flatFooted && !a.spec.feats.includes("CombatReflexes")) return "flat-footed";
  if (a.aooUsed >= aooAllowance(a)) return "no attack of opportunity left this round";
  if (has(a, CONDITION.totalDefense)) return "in total defense";
  if (threateningWeapons(a, creatureGapFt(a, target)).length === 0) return "does not threaten";
  const t = state.combatants[target.spec.id]!;
  if (has(t, CONDITION.totallyConcealed) || has(t, CONDITION.invisible))
    return "the target has total concealment";
  if (meleeCover(state.map, a, target) !== "none") return "the target has cover";
  return undefined;
}

/**
 * The creatures that get an attack of opportunity against `provokerId` standing at `at`, in
 * the order they are asked: initiative order, then creatures out of the order (delaying, or yet
 * to roll) in roster order. Only enemies are asked; `skip` leaves some out (those a move already
 * gave their chance, or, for a withdraw's first square, the enemies the mover can see).
 */
export function opportunityCandidates(
  state: CombatState,
  provokerId: string,
  at: Square,
  skip: (id: string) => boolean = () => false,
): string[] {
  const p = state.combatants[provokerId]!;
  const target = { position: at, spec: p.spec };
  const out: string[] = [];
  for (const id of askingOrder(state)) {
    if (id === provokerId || skip(id)) continue;
    if (state.combatants[id]!.spec.side === p.spec.side) continue;
    if (noOpportunity(state, id, target) === undefined) out.push(id);
  }
  return out;
}

/** Initiative order, then everyone else in roster order: the order windows ask in. */
export function askingOrder(state: CombatState): string[] {
  const ids = state.order.map((e) => e.id);
  for (const id of state.roster) if (!ids.includes(id)) ids.push(id);
  return ids;
}

/** The weapon an attack of opportunity is made with: the one named, else the first that threatens. */
export function opportunityWeapon(
  state: CombatState,
  attackerId: string,
  targetId: string,
  named: string | undefined,
): Weapon | undefined {
  const a = state.combatants[attackerId]!;
  const ws = threateningWeapons(a, creatureGapFt(a, state.combatants[targetId]!));
  return named === undefined ? ws[0] : ws.find((w) => w.id === named);
}
