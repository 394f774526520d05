import type { CombatantState } from "../../engine/state.ts";
import type { Term } from "../../model/breakdown.ts";
import type { Weapon } from "../../model/combatant.ts";
import { has } from "./conditions.ts";
import type { DexLoss } from "./stats/armorClass.ts";

/**
 * The rows of seed 000 战斗修正COMBAT MODIFIERS (表：攻击检定修正, 表：防御等级修正) that a GM-applied
 * condition of this name expresses. Rows the engine works out itself live elsewhere: flanking
 * (battlefield/threat.ts), flat-footed, helpless (frames/attack.ts), cover from walls and soft
 * cover from creatures (battlefield/cover.ts); improved cover and concealment's miss chance are
 * the GM's conditions of conditions.ts. Not expressed: entangled and invisible (they change Dex
 * or hinge on sight), higher ground (no elevation on the map), grappling, the blinded attacker.
 */
interface Row {
  readonly condition: string;
  readonly label: string;
  readonly melee: number;
  readonly ranged: number;
}

const RULE = "dnd35.combatModifiers";

/** 表：攻击检定修正: the attacker is … (prone: most ranged weapons cannot be used, footnote 3). */
const ATTACKER_ROWS: readonly Row[] = [
  { condition: "dazzled", label: "dazzled", melee: -1, ranged: -1 },
  { condition: "prone", label: "prone", melee: -4, ranged: 0 },
  { condition: "shaken", label: "shaken", melee: -2, ranged: -2 },
  { condition: "frightened", label: "frightened", melee: -2, ranged: -2 },
  { condition: "squeezing", label: "squeezing through a space", melee: -4, ranged: -4 },
];

/** 表：防御等级修正: the defender is … */
const DEFENDER_ROWS: readonly Row[] = [
  { condition: "blinded", label: "blinded", melee: -2, ranged: -2 },
  { condition: "cowering", label: "cowering", melee: -2, ranged: -2 },
  { condition: "kneeling", label: "kneeling or sitting", melee: -2, ranged: 2 },
  { condition: "pinned", label: "pinned", melee: -4, ranged: 0 },
  { condition: "prone", label: "prone", melee: -4, ranged: 4 },
  { condition: "squeezing", label: "squeezing through a space", melee: -4, ranged: -4 },
  { condition: "stunned", label: "stunned", melee: -2, ranged: -2 },
];

/** Footnote 1: these defenders lose their Dex bonus to AC. */
const DEX_LOST: readonly string[] = ["blinded", "cowering", "stunned"];

function terms(rows: readonly Row[], c: CombatantState, ranged: boolean, who: string): Term[] {
  const out: Term[] = [];
  for (const r of rows) {
    if (!has(c, r.condition)) continue;
    const value = ranged ? r.ranged : r.melee;
    if (value !== 0) out.push({ label: `${who} ${r.label}`, value, rule: RULE });
  }
  return out;
}

/** The attacker's rows of 表：攻击检定修正 for its conditions. */
export function attackerModifierTerms(attacker: CombatantState, ranged: boolean): Term[] {
  return terms(ATTACKER_ROWS, attacker, ranged, "attacker");
}

/** The defender's rows of 表：防御等级修正 for its conditions. */
export function defenderModifierTerms(defender: CombatantState, ranged: boolean): Term[] {
  return terms(DEFENDER_ROWS, defender, ranged, "defender");
}

/** Why the defender has no Dex bonus to AC by the table's footnote 1, if it has none. */
export function defenderDexLost(defender: CombatantState): DexLoss | undefined {
  const name = DEX_LOST.find((n) => has(defender, n));
  return name === undefined ? undefined : { why: name, rule: RULE };
}

/** Pinned: Dex treated as 0 (footnote 4). */
export function defenderDexZero(defender: CombatantState): DexLoss | undefined {
  return has(defender, "pinned") ? { why: "pinned", rule: RULE } : undefined;
}

/**
 * Footnote 3 of 表：攻击检定修正: prone, most ranged weapons cannot be used, but a crossbow (or a
 * shuriken) can, without penalty.
 */
export function proneCanShoot(weapon: Weapon): boolean {
  return weapon.id.includes("crossbow") || weapon.id === "shuriken";
}
