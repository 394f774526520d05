import { creatureGapFt, oppositeSides } from "../../../d20/grid/index.ts";
import { isHelpless } from "../conditions/index.ts";
import type { Weapon } from "../model/combatant.ts";
import { isGrappler } from "../modifiers/rows.ts";
import type { ThreeXCombatant, ThreeXState } from "../state/index.ts";
import { weapon as srdWeapon } from "../stats/index.ts";
import { meleeReach, naturalReachFt } from "./reach.ts";

/**
 * True when `c` threatens `foe`: it can act and is not helpless, and one of its melee weapons
 * (reach > 0; a bow or javelin threatens nothing, nor a whip) reaches the foe's space from where it stands
 * (seed 000 攻击Attack 威胁区域, 战斗中大型和小型生物). An unarmed strike threatens only with
 * Improved Unarmed Strike (it is otherwise "unarmed", seed 000 攻击Attack 徒手攻击); with it, the
 * strike threatens whether listed or not — every creature has one (“武装”徒手攻击). A grappling
 * creature, or one casting a spell of a round or longer, threatens nothing (seed 000 借机攻击).
 */
export function threatens(c: ThreeXCombatant, foe: Placed): boolean {
  if (!canThreaten(c)) return false;
  const gap = creatureGapFt(c, foe);
  // A loop, not `some` with a closure: asked for every creature at every square of every move.
  const weapons = c.spec.weapons;
  const { main, off } = c.gear;
  for (let i = 0; i < weapons.length; i++) {
    const w = weapons[i]!;
    // Wielded (see `isWielded`), written out: asked for every creature at every square.
    const wielded = w.id === main || w.id === off || w.unarmed === true || w.natural !== undefined;
    if (wielded && threatensWith(c, w, gap)) return true;
  }
  const fist = unlistedUnarmedStrike(c);
  return fist !== undefined && threatensWith(c, fist, gap);
}

const UNARMED_STRIKE = srdWeapon("unarmed-strike");

/**
 * The unarmed strike of a creature with Improved Unarmed Strike that does not list one among its
 * weapons: it is armed all the same (seed 000 “武装”徒手攻击 — 在攻击和防卫时都视为武装的), so it
 * threatens and makes attacks of opportunity with it. Undefined otherwise.
 */
export function unlistedUnarmedStrike(c: ThreeXCombatant): Weapon | undefined {
  if (!c.spec.feats.includes("ImprovedUnarmedStrike")) return undefined;
  const weapons = c.spec.weapons;
  for (let i = 0; i < weapons.length; i++) if (weapons[i]!.unarmed === true) return undefined;
  return UNARMED_STRIKE;
}

/** A creature placed on the map: where it stands and its size. */
type Placed = Pick<ThreeXCombatant, "position" | "spec">;

/** Whether `c` can threaten anyone at all just now. */
export function canThreaten(c: ThreeXCombatant): boolean {
  // A grappler threatens no square (seed 000 擒抱结果 没有威胁区域): recorded or GM-given.
  return !isHelpless(c) && !isGrappler(c) && c.casting === undefined;
}

/** Whether weapon `w` in `c`'s hands threatens a foe `gapFt` away. */
export function threatensWith(c: ThreeXCombatant, w: Weapon, gapFt: number): boolean {
  if (w.reach === 0 || w.threatens === false) return false;
  if (w.unarmed === true && !c.spec.feats.includes("ImprovedUnarmedStrike")) return false;
  const r = meleeReach(c.spec.size, w);
  return gapFt <= r.maxFt && gapFt > r.minFt;
}

/** The other combatants on `c`'s side. */
function alliesOf(state: ThreeXState, id: string): ThreeXCombatant[] {
  const me = state.combatants[id]!;
  const out: ThreeXCombatant[] = [];
  for (const o of state.roster) {
    const c = state.combatants[o]!;
    if (o !== id && c.spec.side === me.spec.side) out.push(c);
  }
  return out;
}

/**
 * Flanking (seed 000 夹击FLANKING): some ally of the attacker threatens the defender, and a line
 * from the centre of one of the attacker's squares to the centre of one of the ally's squares
 * (any square of a big flanker) crosses two opposite sides of the defender's space, corners
 * included. Creatures with 0-ft natural reach never flank, on either end. The seed asks only the
 * ally to threaten (只有威胁到防御者的生物或人物才能帮助攻击者获得夹击加值); the house option
 * `flankerMustThreaten` asks it of the attacker too, a disputed reading.
 */
export function isFlanking(state: ThreeXState, attackerId: string, defenderId: string): boolean {
  const attacker = state.combatants[attackerId]!;
  const defender = state.combatants[defenderId]!;
  if (naturalReachFt(attacker.spec.size) === 0) return false;
  if (state.options.flankerMustThreaten === true && !threatens(attacker, defender)) return false;
  // Loops over the roster, no lists built: asked on every melee attack.
  for (const id of state.roster) {
    const ally = state.combatants[id]!;
    if (id === attackerId || id === defenderId || ally.spec.side !== attacker.spec.side) continue;
    if (naturalReachFt(ally.spec.size) > 0 && threatens(ally, defender)) {
      if (oppositeSides(attacker, ally, defender)) return true;
    }
  }
  return false;
}

/**
 * Shooting or throwing into melee (seed 000 攻击Attack 射击或投掷攻击近战中的对手): the target is
 * engaged in melee with an ally of the shooter — the two threaten each other — and the target is
 * less than 10 ft from the nearest ally (SRD: at 10 ft or more the −4 does not apply). Helpless
 * creatures threaten no one, so an unconscious or paralyzed creature is never engaged; the seed's
 * "unless he is actually being attacked" is not modelled.
 */
export function isIntoMelee(state: ThreeXState, shooterId: string, targetId: string): boolean {
  const target = state.combatants[targetId]!;
  const allies = alliesOf(state, shooterId).filter((a) => a.spec.id !== targetId);
  if (!allies.some((a) => creatureGapFt(a, target) < 10)) return false;
  return allies.some((a) => threatens(a, target) && threatens(target, a));
}
