import type { Frame } from "../../../engine/state.ts";
import type { Square } from "../../../model/ids.ts";
import { type AttackFrame, attackFrame } from "../frames/attack.ts";

/**
 * How a special attack's roll is made: at a creature, or at a grid intersection (`at`, against a
 * fixed AC); touch, or against a fixed AC; the rule it cites.
 */
export type SpecialRoll = SpecialRollBase &
  (
    | { readonly target: string }
    | { readonly at: Square; readonly againstAc: NonNullable<AttackFrame["againstAc"]> }
  );

interface SpecialRollBase {
  readonly attacker: string;
  readonly weaponId: string;
  readonly rule: string;
  readonly touch?: boolean;
  readonly againstAc?: AttackFrame["againstAc"];
  readonly cause: number;
  /** The iterative step of the full attack's slot it takes (0 or absent: full base attack). */
  readonly index?: number;
}

/**
 * The attack roll a special attack starts with (seed 000 特殊攻击: a trip's and a grapple's melee
 * touch attack, aid another's roll against AC 10, a splash weapon's ranged touch attack or its
 * roll against a grid intersection's AC 5): the attack frame rolls it and stops; the special
 * attack's frame under it reads `hit`.
 */
export function specialAttackRoll(r: SpecialRoll): AttackFrame {
  const fields = {
    attacker: r.attacker,
    ...("at" in r ? { at: r.at } : { target: r.target }),
    weaponId: r.weaponId,
    hand: "main" as const,
    index: r.index ?? 0,
    twoWeapon: false,
    twoHanded: false,
    lethal: false,
    thrown: false,
    nonlethal: false,
    charge: false,
    rollOnly: true,
    rule: r.rule,
    cause: r.cause,
    ...(r.touch === true ? { touch: true } : {}),
    ...(r.againstAc === undefined ? {} : { againstAc: r.againstAc }),
  };
  return attackFrame(fields);
}

/** Whether the roll a special attack's frame pushed hit (its child, once done). */
export function rollHit(child: Frame): boolean {
  return (child as AttackFrame).hit === true;
}
