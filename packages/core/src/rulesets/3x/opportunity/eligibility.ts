import { creatureGapFt } from "../../../d20/grid/index.ts";
import { forEachAsked } from "../../../d20/windows/index.ts";
import type { Square } from "../../../model/ids.ts";
import { totallyConcealed } from "../concealment/index.ts";
import { CONDITION_3X as CONDITION, has, noActions } from "../conditions/index.ts";
import { meleeCover } from "../cover/index.ts";
import type { Edition3x } from "../edition.ts";
import { isWielded } from "../gear/wielded.ts";
import { canAct } from "../injury/index.ts";
import type { Weapon } from "../model/combatant.ts";
import type { ThreeXCombatant, ThreeXState } from "../state/index.ts";
import { canThreaten, threatens, threatensWith, unlistedUnarmedStrike } from "../threat/index.ts";
import { aooAllowance } from "./aooAllowance.ts";

/**
 * The melee weapons with which `c` threatens a foe `gapFt` away (see `threatens`): those it wields,
 * then the unarmed strike that Improved Unarmed Strike arms (seed 000 “武装”徒手攻击).
 */
export function threateningWeapons(c: ThreeXCombatant, gapFt: number): Weapon[] {
  if (!canThreaten(c)) return [];
  const out = c.spec.weapons.filter((w) => isWielded(c, w) && threatensWith(c, w, gapFt));
  const fist = unlistedUnarmedStrike(c);
  if (fist !== undefined && threatensWith(c, fist, gapFt)) out.push(fist);
  return out;
}

/**
 * Why `attacker` may not make an attack of opportunity against `target` now, if it may not (seed
 * 000 借机攻击; seed 003 借机攻击: one a round, Combat Reflexes more; the edition's concealment
 * table says which degree is total).
 */
export function noOpportunity(
  edition: Edition3x,
  state: ThreeXState,
  attackerId: string,
  target: { readonly position: Square; readonly spec: ThreeXCombatant["spec"] },
): string | undefined {
  const a = state.combatants[attackerId]!;
  // Cheapest and most often decisive first: most creatures do not threaten the square at all.
  if (!threatens(a, target)) return "does not threaten";
  if (!canAct(a.vitals)) return "cannot act";
  // The house option: a disabled creature's strenuous act is the GM's call (seed 000 瘫痪DISABLED).
  if (a.vitals.state === "disabled" && state.options.disabledAoO === "none") return "disabled";
  // An attack of opportunity is an action: helpless, dazed or stunned, none (SRD conditions).
  const dazed = noActions(a);
  if (dazed !== undefined) return dazed;
  // Flat-footed: no AoO, unless Combat Reflexes (SRD feat, outside the seeds).
  if (a.flatFooted && !a.spec.feats.includes("CombatReflexes")) return "flat-footed";
  if (a.aooUsed >= aooAllowance(a)) return "no attack of opportunity left this round";
  if (has(a, CONDITION.totalDefense)) return "in total defense";
  const t = state.combatants[target.spec.id]!;
  if (totallyConcealed(edition, t)) return "the target has total concealment";
  if (meleeCover(state.map, a, target) !== "none") return "the target has cover";
  // A tower shield used as total cover, on either side (SRD Tower Shield).
  if (has(t, CONDITION.towerShieldCover)) return "the target has total cover (its tower shield)";
  if (has(a, CONDITION.towerShieldCover)) return "behind its tower shield";
  return undefined;
}

/**
 * The creatures that get an attack of opportunity against `provokerId` standing at `at`, in
 * the order they are asked: initiative order, then creatures out of the order (delaying, or yet
 * to roll) in roster order. Only enemies are asked; `skip` leaves some out (those a move already
 * gave their chance, or, for a withdraw's first square, the enemies the mover can see).
 */
export function opportunityCandidates(
  edition: Edition3x,
  state: ThreeXState,
  provokerId: string,
  at: Square,
  skip: (id: string) => boolean = () => false,
): string[] {
  const p = state.combatants[provokerId]!;
  const target = { position: at, spec: p.spec };
  const out: string[] = [];
  forEachAsked(state, (id) => {
    if (id === provokerId || state.combatants[id]!.spec.side === p.spec.side) return;
    if (!skip(id) && noOpportunity(edition, state, id, target) === undefined) out.push(id);
  });
  return out;
}

/** The weapon an attack of opportunity is made with: the one named, else the first that threatens. */
export function opportunityWeapon(
  state: ThreeXState,
  attackerId: string,
  targetId: string,
  named: string | undefined,
): Weapon | undefined {
  const a = state.combatants[attackerId]!;
  const ws = threateningWeapons(a, creatureGapFt(a, state.combatants[targetId]!));
  return named === undefined ? ws[0] : ws.find((w) => w.id === named);
}
