import type { Explained, Term } from "../../../model/breakdown.ts";
import type { Square } from "../../../model/ids.ts";
import * as x from "../../3x/situation/index.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { DND35_3X } from "../edition3x.ts";
import { riderChargeAc } from "../mounted/carried.ts";
import { mountedAttackTerms } from "../mounted/mountedAttack.ts";
import { weaponOf } from "../roster.ts";
import type { AttackFrame } from "./attack.ts";

// The situation of one dnd35 attack roll (seed 000 表：攻击检定修正, 表：防御等级修正, 掩蔽COVER,
// 夹击FLANKING): the 3.x layer's (rulesets/3x/situation) with dnd35's rules and tables.

/** The attack bonus of `f`'s roll, with everything the battlefield adds. */
export function attackBonusOf(
  state: ThreeXState,
  f: AttackFrame,
  attacker: ThreeXCombatant,
  target: ThreeXCombatant,
  ranged: boolean,
): Explained {
  // The attacker's weapon, or the opponent's it turns on it in a grapple (利用擒抱对手的武器).
  const owner = f.weaponOwner === undefined ? attacker : state.combatants[f.weaponOwner]!;
  const weapon = weaponOf(owner, f.weaponId)!;
  const bonus = x.attackBonusOf(DND35_3X, state, f, weapon, attacker, target, ranged);
  return withTerms(bonus, mountedAttackTerms(state, attacker, target, ranged));
}

/** An explained number with more terms (a rider's, seed 000 骑乘战斗). */
function withTerms(e: Explained, terms: readonly Term[]): Explained {
  if (terms.length === 0) return e;
  const more = terms.reduce((a, t) => a + t.value, 0);
  return { value: e.value + more, breakdown: [...e.breakdown, ...terms] };
}

/** The attack bonus of a ranged roll at a grid intersection (the top-left corner of `point`). */
export function intersectionAttackBonusOf(
  f: AttackFrame,
  attacker: ThreeXCombatant,
  point: Square,
): Explained {
  const weapon = weaponOf(attacker, f.weaponId)!;
  return x.intersectionAttackBonusOf(DND35_3X, f, weapon, attacker, point);
}

/** The AC `target` has against this attack: its own, and what the situation adds or takes. */
export function armorClassOf(
  state: ThreeXState,
  attacker: ThreeXCombatant,
  target: ThreeXCombatant,
  ranged: boolean,
  touch = false,
): Explained {
  const ac = x.armorClassOf(DND35_3X, state, attacker, target, ranged, touch);
  const charge = riderChargeAc(state, target);
  return charge === undefined ? ac : withTerms(ac, [charge]);
}

/** The AC `target` shows an attacker not named, as a tracker lists it (touch, flat-footed too). */
export function standingArmorClass(
  state: ThreeXState,
  target: ThreeXCombatant,
  view: { readonly touch?: boolean; readonly flatFooted?: boolean } = {},
): Explained {
  const ac = x.standingArmorClass(DND35_3X, state, target, view);
  const charge = riderChargeAc(state, target);
  return charge === undefined ? ac : withTerms(ac, [charge]);
}
