import type { ModifierRow, ModifierTables } from "../3x/modifiers/index.ts";
import type { Dnd35RuleId } from "./rulesIndex.ts";

// The 3.5 modifier tables as data for the 3.x layer (rulesets/3x/modifiers), handed in with
// `DND35_3X`: seed 000 战斗修正COMBAT MODIFIERS.
export { grapplingEachOther, proneCanShoot } from "../3x/modifiers/index.ts";

/** 表：攻击检定修正: the attacker is … (prone: most ranged weapons cannot be used, footnote 3). */
const ATTACKER_ROWS: readonly ModifierRow[] = [
  { condition: "dazzled", label: "dazzled", melee: -1, ranged: -1 },
  { condition: "entangled", label: "entangled", melee: -2, ranged: -2 },
  { condition: "prone", label: "prone", melee: -4, ranged: 0 },
  { condition: "shaken", label: "shaken", melee: -2, ranged: -2 },
  { condition: "frightened", label: "frightened", melee: -2, ranged: -2 },
  { condition: "squeezing", label: "squeezing through a space", melee: -4, ranged: -4 },
];

/** 表：防御等级修正: the defender is … */
const DEFENDER_ROWS: readonly ModifierRow[] = [
  { condition: "blinded", label: "blinded", melee: -2, ranged: -2 },
  { condition: "cowering", label: "cowering", melee: -2, ranged: -2 },
  { condition: "kneeling", label: "kneeling or sitting", melee: -2, ranged: 2 },
  { condition: "pinned", label: "pinned", melee: -4, ranged: 0 },
  { condition: "prone", label: "prone", melee: -4, ranged: 4 },
  { condition: "squeezing", label: "squeezing through a space", melee: -4, ranged: -4 },
  { condition: "stunned", label: "stunned", melee: -2, ranged: -2 },
];

/** The condition names the two tables give rows to, each once. */
export const MODIFIER_CONDITIONS: readonly string[] = [
  ...new Set([...ATTACKER_ROWS, ...DEFENDER_ROWS].map((r) => r.condition)),
];

/** The 3.5 tables (seed 000 表：攻击检定修正, 表：防御等级修正) for the 3.x layer. */
export const DND35_MODIFIERS: ModifierTables = {
  attacker: ATTACKER_ROWS,
  defender: DEFENDER_ROWS,
  // Footnote 1: these defenders lose their Dex bonus to AC.
  dexLost: ["blinded", "cowering", "stunned"],
  // 在较高地势On higher ground: +1 melee, +0 ranged.
  higherGround: {
    label: "attacker on higher ground",
    value: 1,
    rule: "dnd35.higherGround" satisfies Dnd35RuleId,
  },
  // 表：防御等级修正 无助: −4 AC against melee (seed 000 无助的防御者HELPLESS DEFENDERS).
  helplessMelee: {
    side: "ac",
    term: { label: "helpless vs melee", value: -4, rule: "dnd35.helpless" satisfies Dnd35RuleId },
  },
};
