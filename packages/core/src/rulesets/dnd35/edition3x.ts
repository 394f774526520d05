import type { ConcealmentTable } from "../3x/concealment/index.ts";
import type { ConcentrationTable } from "../3x/concentration/index.ts";
import type { CoverTable } from "../3x/cover/index.ts";
import type { Edition3x, Rules3x } from "../3x/edition.ts";
import { DND35_MODIFIERS } from "./combatModifiers.ts";
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
  // ── tactics-3x ──
  concentration: "dnd35.concentration",
  helpless: "dnd35.helpless",
  combatModifiers: "dnd35.combatModifiers",
  feint: "dnd35.feint",
  aidAnother: "dnd35.aidAnother",
  grapplePinned: "dnd35.grapplePinned",
  grapple: "dnd35.grapple",
  totalDefense: "dnd35.totalDefense",
  // ── naturals ──
  naturalAttacks: "dnd35.naturalAttacks",
  naturalSecondary: "dnd35.naturalSecondary",
  naturalSole: "dnd35.naturalSole",
  naturalWithWeapons: "dnd35.naturalWithWeapons",
  featMultiattack: "dnd35.feat.multiattack",
  // ── items ──
  buckler: "dnd35.buckler",
  towerShield: "dnd35.towerShield",
} as const satisfies { readonly [K in keyof Rules3x]: Dnd35RuleId };

// ── tactics-3x ──
/**
 * Seed 000 专注Concentration and 借机攻击 施法: a hit while casting, DC 10 + damage + spell level;
 * 防御性施法: on the defensive, DC 15 + spell level; 当你处于擒抱状态时 施法: in a grapple, DC 20 +
 * spell level.
 */
const DND35_CONCENTRATION: ConcentrationTable = {
  damaged: { base: 10, spellLevel: true, rule: "dnd35.concentration" satisfies Dnd35RuleId },
  defensive: { base: 15, spellLevel: true, rule: "dnd35.castDefensively" satisfies Dnd35RuleId },
  grappled: {
    base: 20,
    spellLevel: true,
    rule: "dnd35.grappleConcentration" satisfies Dnd35RuleId,
  },
  // 乘骑中的施法: on a mount that double-moves (强力震动) or runs (剧烈震动).
  vigorousMotion: {
    base: 10,
    spellLevel: true,
    rule: "dnd35.mountedCasting" satisfies Dnd35RuleId,
  },
  violentMotion: {
    base: 15,
    spellLevel: true,
    rule: "dnd35.mountedCastingRun" satisfies Dnd35RuleId,
  },
};

/**
 * Seed 000 隐蔽CONCEALMENT: total concealment (the GM's call, or invisible) 50%, concealment 20%,
 * most concealing first.
 */
const DND35_CONCEALMENT: ConcealmentTable = [
  { condition: "totallyConcealed", missChance: 50, total: true },
  { condition: "invisible", missChance: 50, total: true },
  { condition: "concealed", missChance: 20, total: false },
];

/**
 * Seed 000 掩蔽COVER: cover from walls, from a low obstacle (低矮障碍和掩蔽) and soft cover from
 * creatures (软掩蔽), +4 AC each; improved cover, the GM's call (变化掩蔽程度), +8 in their place.
 */
const DND35_COVER: CoverTable = {
  cover: { label: "cover", value: 4, rule: "dnd35.cover" satisfies Dnd35RuleId },
  low: {
    label: "cover (low obstacle)",
    value: 4,
    rule: "dnd35.lowObstacleCover" satisfies Dnd35RuleId,
  },
  soft: { label: "soft cover", value: 4, rule: "dnd35.softCover" satisfies Dnd35RuleId },
  byCondition: [
    {
      condition: "improvedCover",
      term: {
        label: "improved cover",
        value: 8,
        rule: "dnd35.improvedCover" satisfies Dnd35RuleId,
      },
    },
  ],
};

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
  // ── tactics-3x ──
  concentration: DND35_CONCENTRATION,
  concealment: DND35_CONCEALMENT,
  cover: DND35_COVER,
  modifiers: DND35_MODIFIERS,
};
