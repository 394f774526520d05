import type { Size, Weapon } from "@d20/core";
import { sizedDamage } from "@d20/core";
import { keysOf } from "../definitions/spec.ts";
import { child, type Issues, oneOf } from "../validate/issues.ts";
import { readObject } from "../validate/read.ts";
import { WEAPONS } from "./catalogue/weapons.ts";
import { RANGED, WEAPON } from "./definitions/gear.ts";
import { readAs } from "./readAs.ts";

const WEAPON_IDS = Object.keys(WEAPONS);

/** A weapon object's field, read as its definition says. */
const field =
  (issues: Issues, key: string) =>
  (p: string, v: unknown): unknown =>
    readAs(issues, p, v, WEAPON.fields[key]!);

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
    keysOf(WEAPON),
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
  const id = need("id", field(issues, "id"), base?.id);
  const weapon = {
    ...base,
    id,
    name: f("name", field(issues, "name")) ?? base?.name ?? id,
    damage: need("damage", field(issues, "damage"), base?.damage),
    threat: need("threat", field(issues, "threat"), base?.threat),
    multiplier: need("multiplier", field(issues, "multiplier"), base?.multiplier),
    handedness: need("handedness", field(issues, "handedness"), base?.handedness),
    // A weapon in full with a range and no reach is a ranged weapon (SRD weapons table, outside
    // the seeds: a dart, a shuriken, a bow), thrown or shot whenever it is used; a melee weapon
    // that can also be thrown, like a dagger, gives its `reach`.
    reach: f("reach", field(issues, "reach")) ?? base?.reach ?? (o.ranged === undefined ? 5 : 0),
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
    "trip",
    "lockedGauntlet",
    "spikedGauntlet",
    "looselyAttached",
    "threatens",
    "enhancement",
    "extraDamage",
    "strToDamage",
    "natural",
    "usesHand",
    "count",
  ] as const) {
    if (o[key] !== undefined) set(key, field(issues, key)(p(key), o[key]));
  }
  if (o.ranged !== undefined) {
    const r = readObject(issues, p("ranged"), o.ranged, keysOf(RANGED), "{ increment, kind }");
    if (r !== undefined) {
      const read = (key: string) =>
        readAs(issues, child(p("ranged"), key), r[key], RANGED.fields[key]!);
      set("ranged", { increment: read("increment"), kind: read("kind") });
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
