import type { Term } from "../../../model/breakdown.ts";
import { CONDITION_3X as CONDITION, has } from "../conditions/index.ts";
import type { Edition3x } from "../edition.ts";
import type { CombatantSpec, Weapon } from "../model/combatant.ts";
import type { ThreeXCombatant } from "../state/index.ts";
import type { DexLoss } from "../stats/index.ts";
import type { ModifierRow } from "./table.ts";

// The rows of seed 000 战斗修正COMBAT MODIFIERS (表：攻击检定修正, 表：防御等级修正) that a
// GM-applied condition of this name expresses, from the edition's tables (`ModifierTables`).
// Rows the engine works out itself live elsewhere: flanking (3x/threat), flat-footed, helpless
// (3x/situation), cover from walls and soft cover from creatures (3x/cover); improved cover and
// concealment's miss chance are the edition's tables of GM conditions (3x/cover, 3x/concealment);
// higher ground is the map's (higherGround.ts). Entangled, an invisible attacker and grappling
// are worked out below. Not expressed: the random choice of which grappler a shot strikes
// (footnote 3), the blinded attacker (no row).

function terms(
  rows: readonly ModifierRow[],
  c: ThreeXCombatant,
  ranged: boolean,
  who: string,
  rule: string,
): Term[] {
  const out: Term[] = [];
  if (c.conditions.length === 0) return out;
  for (const r of rows) {
    if (!has(c, r.condition)) continue;
    const value = ranged ? r.ranged : r.melee;
    if (value !== 0) out.push({ label: `${who} ${r.label}`, value, rule });
  }
  return out;
}

/** The attacker's rows of 表：攻击检定修正 for its conditions. */
export function attackerModifierTerms(
  edition: Edition3x,
  attacker: ThreeXCombatant,
  ranged: boolean,
): Term[] {
  const rule = edition.rules.combatModifiers;
  return terms(edition.modifiers.attacker, attacker, ranged, "attacker", rule);
}

/** The defender's rows of 表：防御等级修正 for its conditions. */
export function defenderModifierTerms(
  edition: Edition3x,
  defender: ThreeXCombatant,
  ranged: boolean,
): Term[] {
  const rule = edition.rules.combatModifiers;
  return terms(edition.modifiers.defender, defender, ranged, "defender", rule);
}

/**
 * Why the defender has no Dex bonus to AC by the tables' footnotes, if it has none: blinded,
 * cowering or stunned (footnote 1, the edition's `dexLost`); grappling while the attacker is not
 * (footnote 3, and seed 000 擒抱GRAPPLE 没有敏捷加值 — taken as grappling each other when both
 * grapple); attacked by an invisible attacker it is not blind to (表：攻击检定修正 footnote 2).
 */
export function defenderDexLost(
  edition: Edition3x,
  defender: ThreeXCombatant,
  attacker?: ThreeXCombatant,
): DexLoss | undefined {
  const rule = edition.rules.combatModifiers;
  const name = edition.modifiers.dexLost.find((n) => has(defender, n));
  if (name !== undefined) return { why: name, rule };
  if (attacker === undefined) return undefined;
  if (isGrappler(defender) && !grapplingEachOther(defender, attacker))
    return { why: "grappling, attacked by someone not in the grapple", rule };
  return unseenAttacker(attacker, defender) ? { why: "invisible attacker", rule } : undefined;
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
export function attackerVersusTerms(
  edition: Edition3x,
  attacker: ThreeXCombatant,
  defender: ThreeXCombatant,
): Term[] {
  const out: Term[] = [];
  if (unseenAttacker(attacker, defender))
    out.push({ label: "attacker invisible", value: 2, rule: edition.rules.combatModifiers });
  if (grapplingEachOther(attacker, defender))
    out.push({ label: "attacking in a grapple", value: -4, rule: edition.rules.grapple });
  return out;
}

/** In a grapple: recorded (`GrappleChanged`) or by the GM's `grappling` condition. */
export function isGrappler(c: ThreeXCombatant): boolean {
  return opponentsIn(c).length > 0 || has(c, CONDITION.grappling);
}

/**
 * Whom `c` grapples by the record; [] for a sheet built without the field (an older saved state
 * or a hand-made combatant).
 */
export function opponentsIn(c: ThreeXCombatant): readonly string[] {
  return (c.grappling as string[] | undefined) ?? [];
}

/**
 * `a` and `b` grapple each other: by the record of who grapples whom (`GrappleChanged`), or,
 * for the GM's `grappling` condition (in a grapple with nobody recorded), both bearing it.
 */
export function grapplingEachOther(a: ThreeXCombatant, b: ThreeXCombatant): boolean {
  if (opponentsIn(a).includes(b.spec.id)) return true;
  const unrecorded = (c: ThreeXCombatant) =>
    opponentsIn(c).length === 0 && has(c, CONDITION.grappling);
  return unrecorded(a) && unrecorded(b);
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
export function defenderDexZero(
  edition: Edition3x,
  defender: ThreeXCombatant,
): DexLoss | undefined {
  return has(defender, "pinned")
    ? { why: "pinned", rule: edition.rules.combatModifiers }
    : undefined;
}

/**
 * Footnote 3 of 表：攻击检定修正: prone, most ranged weapons cannot be used, but a crossbow (or a
 * shuriken) can, without penalty.
 */
export function proneCanShoot(weapon: Weapon): boolean {
  return weapon.id.includes("crossbow") || weapon.id === "shuriken";
}
