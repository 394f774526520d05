import type { Size, Weapon } from "@d20/core";
import { sizedDamage } from "@d20/core";
import { DiceNotationError, parseNotation } from "@d20/events";
import { WEAPONS } from "../catalogue/weapons.ts";
import { child, type Issues, oneOf } from "./issues.ts";
import { RANGED_KEYS, WEAPON_KEYS } from "./keys.ts";
import { readBool, readEnum, readInt, readObject, readString } from "./read.ts";

const WEAPON_IDS = Object.keys(WEAPONS);

/**
 * A weapon: a catalogue id (`"longsword"`), sized for the wielder, or an object — a catalogue
 * weapon named by `base` with fields changed, or a weapon spelled out in full. Explicit `damage`
 * is taken as written, for the wielder's size.
 */
export function readWeapon(
  issues: Issues,
  path: string,
  value: unknown,
  size: Size,
): Weapon | undefined {
  if (typeof value === "string") return catalogueWeapon(issues, path, value, size);
  const o = readObject(
    issues,
    path,
    value,
    WEAPON_KEYS,
    `a weapon id (${oneOf(WEAPON_IDS)}) or a weapon object`,
  );
  if (o === undefined) return undefined;
  const base =
    o.base === undefined ? undefined : catalogueWeapon(issues, child(path, "base"), o.base, size);
  if (o.base !== undefined && base === undefined) return undefined;
  const count = issues.list.length;
  const f = <T>(key: string, read: (p: string, v: unknown) => T | undefined): T | undefined => {
    const v = o[key];
    return v === undefined ? undefined : read(child(path, key), v);
  };
  const need = <T>(key: string, read: (p: string, v: unknown) => T | undefined, fallback?: T) => {
    if (o[key] !== undefined) return f(key, read);
    if (fallback !== undefined) return fallback;
    return read(child(path, key), undefined);
  };
  const id = need("id", (p, v) => readString(issues, p, v), base?.id);
  const weapon = {
    ...base,
    id,
    name: f("name", (p, v) => readString(issues, p, v)) ?? base?.name ?? id,
    damage: need("damage", (p, v) => readNotation(issues, p, v), base?.damage),
    threat: need("threat", (p, v) => readInt(issues, p, v, { min: 2, max: 20 }), base?.threat),
    multiplier: need(
      "multiplier",
      (p, v) => readInt(issues, p, v, { min: 2, max: 6 }),
      base?.multiplier,
    ),
    handedness: need(
      "handedness",
      (p, v) => readEnum(issues, p, v, ["light", "one-handed", "two-handed"] as const),
      base?.handedness,
    ),
    // A weapon in full with a range and no reach is a ranged weapon (SRD weapons table, outside
    // the seeds: a dart, a shuriken, a bow), thrown or shot whenever it is used; a melee weapon
    // that can also be thrown, like a dagger, gives its `reach`.
    reach:
      f("reach", (p, v) => readInt(issues, p, v, { min: 0, max: 30 })) ??
      base?.reach ??
      (o.ranged === undefined ? 5 : 0),
    ...optionalFields(issues, path, o),
  };
  return issues.list.length === count ? (weapon as Weapon) : undefined;
}

function optionalFields(issues: Issues, path: string, o: Record<string, unknown>): Partial<Weapon> {
  const out: Record<string, unknown> = {};
  const set = (key: string, v: unknown) => {
    if (v !== undefined) out[key] = v;
  };
  const p = (key: string) => child(path, key);
  for (const key of [
    "reachOnly",
    "unarmed",
    "nonlethal",
    "setAgainstCharge",
    "threatens",
  ] as const) {
    if (o[key] !== undefined) set(key, readBool(issues, p(key), o[key]));
  }
  if (o.enhancement !== undefined)
    set("enhancement", readInt(issues, p("enhancement"), o.enhancement, { min: 0, max: 5 }));
  if (o.extraDamage !== undefined)
    set("extraDamage", readNotation(issues, p("extraDamage"), o.extraDamage));
  if (o.strToDamage !== undefined) {
    set(
      "strToDamage",
      readEnum(issues, p("strToDamage"), o.strToDamage, ["full", "penaltyOnly", "none"] as const),
    );
  }
  if (o.ranged !== undefined) {
    const r = readObject(issues, p("ranged"), o.ranged, RANGED_KEYS, "{ increment, kind }");
    if (r !== undefined) {
      const increment = readInt(issues, child(p("ranged"), "increment"), r.increment, { min: 5 });
      const kind = readEnum(issues, child(p("ranged"), "kind"), r.kind, [
        "thrown",
        "projectile",
      ] as const);
      set("ranged", { increment, kind });
    }
  }
  return out as Partial<Weapon>;
}

function catalogueWeapon(
  issues: Issues,
  path: string,
  id: unknown,
  size: Size,
): Weapon | undefined {
  const known = typeof id === "string" && Object.hasOwn(WEAPONS, id) ? WEAPONS[id] : undefined;
  if (known === undefined) {
    const expected = `a weapon id, ${oneOf(WEAPON_IDS)}`;
    if (typeof id !== "string") issues.wrong(path, expected, id);
    else issues.add(path, expected, `unknown weapon "${id}"; expected ${oneOf(WEAPON_IDS, id)}`);
    return undefined;
  }
  const damage = sizedDamage(known.damage, size);
  if (damage === undefined) {
    const expected = 'a weapon object with its "damage" for this size';
    issues.add(path, expected, `the catalogue has no ${size} ${id}; expected ${expected}`);
    return undefined;
  }
  return { ...known, damage };
}

/** Dice notation such as "1d8", "2d6+1" (checked by the dice parser). */
export function readNotation(issues: Issues, path: string, value: unknown): string | undefined {
  const expected = 'dice such as "1d8" or "2d6+1"';
  if (typeof value !== "string") {
    issues.wrong(path, expected, value);
    return undefined;
  }
  try {
    parseNotation(value);
    return value;
  } catch (e) {
    if (!(e instanceof DiceNotationError)) throw e;
    issues.add(path, expected, `expected ${expected}, got "${value}" (${e.message})`);
    return undefined;
  }
}
