import type { CombatantSpec, Weapon } from "../model/combatant.ts";
import type { Gear } from "./gear.ts";

/**
 * What a creature holds as the fight starts: its spec's `holds`, or by default its first melee
 * weapon (else its first ranged one) in the main hand — in both when two-handed — its off-hand
 * weapon, its shield strapped on, every crossbow loaded (issue "what a creature holds": the
 * scenario says; natural weapons need no hand).
 */
export function startingGear(spec: CombatantSpec): Gear {
  const h = spec.holds;
  const loaded: string[] = [];
  for (const w of spec.weapons)
    if (w.reload !== undefined && !(h?.unloaded ?? []).includes(w.id)) loaded.push(w.id);
  const stowed = h?.stowed === undefined ? defaultStowed(spec) : [...h.stowed];
  if (h !== undefined) {
    const main = h.main;
    const mainW = spec.weapons.find((w) => w.id === main);
    const off = mainW !== undefined && fillsBothHands(mainW) ? main : h.off;
    const shield = shieldAtStart(spec, off, h.shield);
    return {
      main,
      off,
      shield,
      loaded,
      stowed,
      ground: [],
      usedUp: [],
      chargesSpent: {},
      gone: {},
      damage: {},
    };
  }
  const first = defaultMain(spec.weapons);
  const main = first?.id;
  const off =
    first !== undefined && fillsBothHands(first) && spec.offHand === undefined
      ? main
      : spec.offHand;
  const shield = shieldAtStart(spec, off, undefined);
  return {
    main,
    off,
    shield,
    loaded,
    stowed,
    ground: [],
    usedUp: [],
    chargesSpent: {},
    gone: {},
    damage: {},
  };
}

/**
 * The shield strapped on unless the spec says "carried" — or, said of nothing, when the off hand
 * holds something and the shield is not a buckler (a two-handed weapon or a bow needs that hand:
 * SRD shields): then it is slung.
 */
function shieldAtStart(
  spec: CombatantSpec,
  off: string | undefined,
  said: "ready" | "carried" | undefined,
): Gear["shield"] {
  if (spec.shield === undefined) return "none";
  if (said !== undefined) return said;
  return off !== undefined && spec.shield.kind !== "buckler" ? "carried" : "ready";
}

/** The weapon a creature holds by default: the first melee one, else the first ranged one. */
function defaultMain(weapons: readonly Weapon[]): Weapon | undefined {
  let ranged: Weapon | undefined;
  for (const w of weapons) {
    if (isBodyWeapon(w)) continue;
    if (w.reach > 0) return w;
    ranged ??= w;
  }
  return ranged;
}

/** Potions, oils and scrolls start in a pack; wands and staffs at hand (SRD: drawn like a weapon). */
function defaultStowed(spec: CombatantSpec): string[] {
  const out: string[] = [];
  for (const i of spec.items ?? []) if (i.kind !== "wand" && i.kind !== "staff") out.push(i.id);
  return out;
}

/**
 * A weapon of the body — an unarmed strike or a natural weapon — needs no hand to be held: it is
 * always wielded.
 */
export function isBodyWeapon(w: Weapon): boolean {
  return w.unarmed === true || w.natural !== undefined;
}

/**
 * A two-handed weapon, and every bow and crossbow but the hand crossbow, fills both hands (SRD
 * weapons: two-handed; projectile weapons need two hands to use).
 */
export function fillsBothHands(w: Weapon): boolean {
  return w.handedness === "two-handed";
}
