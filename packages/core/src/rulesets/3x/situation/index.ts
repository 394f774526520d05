// The situation of a 3.x attack roll: its attack bonus and the AC it meets, every term included.
export {
  type AttackRollInput,
  armorClassOf,
  attackBonusOf,
  intersectionAttackBonusOf,
  standingArmorClass,
} from "./attackSituation.ts";
