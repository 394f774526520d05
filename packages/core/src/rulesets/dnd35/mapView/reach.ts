import type { ReachAnswer, WeaponReach } from "../../../engine/mapQuestions.ts";
import { isWielded } from "../../3x/gear/index.ts";
import type { Weapon } from "../../3x/model/combatant.ts";
import type { ThreeXCombatant } from "../../3x/state/index.ts";
import {
  canThreaten,
  meleeReach,
  naturalReachFt,
  threatensWith,
  unlistedUnarmedStrike,
} from "../../3x/threat/index.ts";

/**
 * The weapons a creature attacks in melee with: those it wields that reach at all (a bow or a
 * javelin reaches 0; a sheathed sword is not in hand, seed 000 拔出或者收回武器), and the unarmed
 * strike Improved Unarmed Strike gives it unlisted.
 */
export function meleeWeapons(c: ThreeXCombatant): Weapon[] {
  const out = c.spec.weapons.filter((w) => w.reach > 0 && isWielded(c, w));
  const fist = unlistedUnarmedStrike(c);
  if (fist !== undefined) out.push(fist);
  return out;
}

/**
 * A creature's natural reach and each melee weapon's (seed 000 战斗中大型和小型生物: reach by
 * size, a reach weapon doubling it and missing the closest foes). `threatens` says whether the
 * weapon threatens in these hands just now (seed 000 借机攻击ATTACKS OF OPPORTUNITY 威胁范围):
 * not an unarmed strike without Improved Unarmed Strike, not while helpless, grappling or casting.
 */
export function reachOf(c: ThreeXCombatant): ReachAnswer {
  const able = canThreaten(c);
  const weapons = meleeWeapons(c).map((w): WeaponReach => {
    const r = meleeReach(c.spec.size, w);
    return {
      weapon: w.id,
      maxFt: r.maxFt,
      minFt: r.minFt,
      threatens: able && threatensWith(c, w, r.maxFt),
      rule: w.reach >= 10 || r.maxFt !== 5 ? "dnd35.bigAndLittle" : "dnd35.attackAction",
    };
  });
  return { naturalFt: naturalReachFt(c.spec.size), weapons, rule: "dnd35.bigAndLittle" };
}
