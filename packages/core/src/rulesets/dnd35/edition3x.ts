import type { Edition3x, Rules3x } from "../3x/edition.ts";
import type { Dnd35RuleId } from "./rulesIndex.ts";

/**
 * The dnd35 ids the 3.x layer cites, one per concept, checked against the rules index at compile
 * time (`satisfies`) and by test (`edition3x.test.ts`): the shared code cites `dnd35.…` byte for
 * byte as it did when it lived here.
 */
const DND35_RULES_3X = {
  armorClass: "dnd35.armorClass",
  flatFooted: "dnd35.flatFooted",
  sizeModifier: "dnd35.sizeModifier",
  attackBonus: "dnd35.attackBonus",
  fullAttack: "dnd35.fullAttack",
  rangePenalty: "dnd35.rangePenalty",
  intoMelee: "dnd35.intoMelee",
  unarmed: "dnd35.unarmed",
  nonlethal: "dnd35.nonlethal",
  twoWeaponFighting: "dnd35.twoWeaponFighting",
  doubleWeapon: "dnd35.doubleWeapon",
  flanking: "dnd35.flanking",
  charge: "dnd35.charge",
  fightingDefensively: "dnd35.fightingDefensively",
  damage: "dnd35.damage",
  critical: "dnd35.critical",
  initiative: "dnd35.initiative",
  featImprovedInitiative: "dnd35.feat.improvedInitiative",
  savingThrows: "dnd35.savingThrows",
  speed: "dnd35.speed",
  run: "dnd35.run",
  featRun: "dnd35.feat.run",
  injury: "dnd35.injury",
  disabled: "dnd35.disabled",
  dying: "dnd35.dying",
  dead: "dnd35.dead",
  stabilize: "dnd35.stabilize",
  massiveDamage: "dnd35.massiveDamage",
  healing: "dnd35.healing",
  staggered: "dnd35.staggered",
  temporaryHp: "dnd35.temporaryHp",
} as const satisfies { readonly [K in keyof Rules3x]: Dnd35RuleId };

/**
 * What dnd35 hands the 3.x layer: its rule ids and its two-weapon table (seed 000
 * 表：双武器战斗减值: −6/−10, a light off-hand weapon +2 to both, Two-Weapon Fighting +2/+6).
 */
export const DND35_3X: Edition3x = {
  rules: DND35_RULES_3X,
  twoWeapon: {
    mainHand: -6,
    offHand: -10,
    lightOffHand: 2,
    feats: [
      {
        feat: "TwoWeaponFighting",
        label: "Two-Weapon Fighting feat",
        main: 2,
        off: 6,
        rule: "dnd35.feat.twoWeaponFighting" satisfies Dnd35RuleId,
      },
    ],
  },
};
