import type { Term } from "../../model/breakdown.ts";
import type { CombatantSpec, Weapon } from "../3x/model/combatant.ts";
import type { ThreeXCombatant } from "../3x/state/index.ts";
import { CONDITION, has } from "./conditions.ts";
import type { DexLoss } from "./stats/index.ts";

/**
 * The rows of seed 000 战斗修正COMBAT MODIFIERS (表：攻击检定修正, 表：防御等级修正) that a GM-applied
 * condition of this name expresses. Rows the engine works out itself live elsewhere: flanking
 * (battlefield/threat.ts), flat-footed, helpless (frames/attack.ts), cover from walls and soft
 * cover from creatures (battlefield/cover.ts); improved cover and concealment's miss chance are
 * the GM's conditions of conditions.ts; higher ground is the map's (battlefield/elevation.ts).
 * Entangled, an invisible attacker and grappling are worked out below. Not expressed: the
 * random choice of which grappler a shot strikes (footnote 3), the blinded attacker (no row).
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
  { condition: "entangled", label: "entangled", melee: -2, ranged: -2 },
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

/** The condition names the two tables give rows to, each once. */
export const MODIFIER_CONDITIONS: readonly string[] = [
  ...new Set([...ATTACKER_ROWS, ...DEFENDER_ROWS].map((r) => r.condition)),
];

/** Footnote 1: these defenders lose their Dex bonus to AC. */
const DEX_LOST: readonly string[] = ["blinded", "cowering", "stunned"];

function terms(rows: readonly Row[], c: ThreeXCombatant, ranged: boolean, who: string): Term[] {
  const out: Term[] = [];
  for (const r of rows) {
    if (!has(c, r.condition)) continue;
    const value = ranged ? r.ranged : r.melee;
    if (value !== 0) out.push({ label: `${who} ${r.label}`, value, rule: RULE });
  }
  return out;
}

/** The attacker's rows of 表：攻击检定修正 for its conditions. */
export function attackerModifierTerms(attacker: ThreeXCombatant, ranged: boolean): Term[] {
  return terms(ATTACKER_ROWS, attacker, ranged, "attacker");
}

/** The defender's rows of 表：防御等级修正 for its conditions. */
export function defenderModifierTerms(defender: ThreeXCombatant, ranged: boolean): Term[] {
  return terms(DEFENDER_ROWS, defender, ranged, "defender");
}

/**
 * Why the defender has no Dex bonus to AC by the tables' footnotes, if it has none: blinded,
 * cowering or stunned (footnote 1); grappling while the attacker is not (footnote 3, and seed 000
 * 擒抱GRAPPLE 没有敏捷加值 — taken as grappling each other when both grapple); attacked by an
 * invisible attacker it is not blind to (表：攻击检定修正 footnote 2).
 */
export function defenderDexLost(
  defender: ThreeXCombatant,
  attacker?: ThreeXCombatant,
): DexLoss | undefined {
  const name = DEX_LOST.find((n) => has(defender, n));
  if (name !== undefined) return { why: name, rule: RULE };
  if (attacker === undefined) return undefined;
  if (has(defender, CONDITION.grappling) && !has(attacker, CONDITION.grappling))
    return { why: "grappling, attacked by someone not in the grapple", rule: RULE };
  return unseenAttacker(attacker, defender) ? { why: "invisible attacker", rule: RULE } : undefined;
}

/** An invisible attacker against a defender that is not blinded (footnote 2 of 表：攻击检定修正). */
function unseenAttacker(attacker: ThreeXCombatant, defender: ThreeXCombatant): boolean {
  return has(attacker, CONDITION.invisible) && !has(defender, CONDITION.blinded);
}

/**
 * The attacker's terms that depend on both sides: invisible, +2 melee and ranged unless the
 * defender is blinded (表：攻击检定修正 footnote 2); grappling and attacking the creature it
 * grapples, −4 (seed 000 擒抱GRAPPLE 攻击对手: a grappler attacks its opponent at −4).
 */
export function attackerVersusTerms(attacker: ThreeXCombatant, defender: ThreeXCombatant): Term[] {
  const out: Term[] = [];
  if (unseenAttacker(attacker, defender))
    out.push({ label: "attacker invisible", value: 2, rule: RULE });
  if (grapplingEachOther(attacker, defender))
    out.push({ label: "attacking in a grapple", value: -4, rule: "dnd35.grapple" });
  return out;
}

/**
 * Both grapple: the engine keeps no list of who grapples whom, so two grappling creatures are
 * taken to grapple each other (the GM adds and removes \`grappling\` on both).
 */
export function grapplingEachOther(a: ThreeXCombatant, b: ThreeXCombatant): boolean {
  return has(a, CONDITION.grappling) && has(b, CONDITION.grappling);
}

/** The Dex penalty of an entangled creature (footnote 1 of one table, 2 of the other). */
const ENTANGLED_DEX = 4;

/**
 * The creature's spec with an entangled creature's −4 Dex (footnotes: 被纠缠的人物同时敏捷上还要
 * 受到-4惩罚), so its Dex-based attack (ranged) and its Dex bonus to AC both use the lower score;
 * the spec itself when not entangled. A score never drops below 1.
 */
export function entangledSpec(c: ThreeXCombatant): CombatantSpec {
  if (!has(c, "entangled")) return c.spec;
  const dex = Math.max(1, c.spec.abilities.dex - ENTANGLED_DEX);
  return { ...c.spec, abilities: { ...c.spec.abilities, dex } };
}

/** Pinned: Dex treated as 0 (footnote 4). */
export function defenderDexZero(defender: ThreeXCombatant): DexLoss | undefined {
  return has(defender, "pinned") ? { why: "pinned", rule: RULE } : undefined;
}

/**
 * Footnote 3 of 表：攻击检定修正: prone, most ranged weapons cannot be used, but a crossbow (or a
 * shuriken) can, without penalty.
 */
export function proneCanShoot(weapon: Weapon): boolean {
  return weapon.id.includes("crossbow") || weapon.id === "shuriken";
}
