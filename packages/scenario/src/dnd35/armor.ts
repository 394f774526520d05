import type { Armor, Shield } from "@d20/core";
import { srdArmor as ARMOR, srdShields as SHIELDS } from "@d20/core";
import { keysOf, type ObjectSpec } from "../definitions/spec.ts";
import { child, type Issues, oneOf } from "../validate/issues.ts";
import { readObject } from "../validate/read.ts";
import { ARMOR_OBJECT, SHIELD_OBJECT } from "./definitions/gear.ts";
import { readAs } from "./readAs.ts";

const ARMOR_IDS = Object.keys(ARMOR);
const SHIELD_IDS = Object.keys(SHIELDS);

/** Armor: a catalogue id (`"chain-shirt"`) or an object (`base` plus changes, or in full). */
export function readArmor(issues: Issues, path: string, value: unknown): Armor | undefined {
  if (typeof value === "string") return lookup(issues, path, value, ARMOR, "armor");
  const o = readObject(
    issues,
    path,
    value,
    keysOf(ARMOR_OBJECT),
    `an armor id (${oneOf(ARMOR_IDS)}) or an armor object`,
  );
  if (o === undefined) return undefined;
  const base =
    o.base === undefined ? undefined : lookup(issues, child(path, "base"), o.base, ARMOR, "armor");
  const count = issues.list.length;
  const read = reader(issues, path, ARMOR_OBJECT);
  const armor: Record<string, unknown> = {
    ...base,
    name: pick(o, "name", base?.name, read("name")),
    bonus: pick(o, "bonus", base?.bonus, read("bonus")),
    weight: pick(o, "weight", base?.weight, read("weight")),
  };
  if (o.maxDex !== undefined) armor.maxDex = read("maxDex")(o.maxDex);
  if (o.enhancement !== undefined) armor.enhancement = read("enhancement")(o.enhancement);
  return issues.list.length === count && (o.base === undefined || base !== undefined)
    ? (armor as unknown as Armor)
    : undefined;
}

/** A shield: a catalogue id (`"heavy-steel-shield"`) or an object. */
export function readShield(issues: Issues, path: string, value: unknown): Shield | undefined {
  if (typeof value === "string") return lookup(issues, path, value, SHIELDS, "shield");
  const o = readObject(
    issues,
    path,
    value,
    keysOf(SHIELD_OBJECT),
    `a shield id (${oneOf(SHIELD_IDS)}) or a shield object`,
  );
  if (o === undefined) return undefined;
  const base =
    o.base === undefined
      ? undefined
      : lookup(issues, child(path, "base"), o.base, SHIELDS, "shield");
  const count = issues.list.length;
  const read = reader(issues, path, SHIELD_OBJECT);
  const shield: Record<string, unknown> = {
    ...base,
    name: pick(o, "name", base?.name, read("name")),
    bonus: pick(o, "bonus", base?.bonus, read("bonus")),
  };
  if (o.enhancement !== undefined) shield.enhancement = read("enhancement")(o.enhancement);
  // A buckler's and a tower shield's rules hang on the kind (SRD shields, outside the seeds).
  if (o.kind !== undefined) shield.kind = read("kind")(o.kind);
  if (o.maxDex !== undefined) shield.maxDex = read("maxDex")(o.maxDex);
  return issues.list.length === count && (o.base === undefined || base !== undefined)
    ? (shield as unknown as Shield)
    : undefined;
}

/** Reads a field of an armor or shield object as its definition says. */
function reader(issues: Issues, path: string, spec: ObjectSpec) {
  return (key: string) => (v: unknown) => readAs(issues, child(path, key), v, spec.fields[key]!);
}

/** A field from `o`, or the base's when `o` leaves it out; required when there is no base. */
function pick<T>(
  o: Record<string, unknown>,
  key: string,
  fallback: T | undefined,
  read: (v: unknown) => T | undefined,
): T | undefined {
  if (o[key] === undefined && fallback !== undefined) return fallback;
  return read(o[key]);
}

function lookup<T>(
  issues: Issues,
  path: string,
  id: unknown,
  table: Readonly<Record<string, T>>,
  what: string,
): T | undefined {
  const known = typeof id === "string" && Object.hasOwn(table, id) ? table[id] : undefined;
  if (known !== undefined) return known;
  const ids = Object.keys(table);
  const expected = `a ${what} id, ${oneOf(ids)}`;
  if (typeof id !== "string") issues.wrong(path, expected, id);
  else issues.add(path, expected, `unknown ${what} "${id}"; expected ${oneOf(ids, id)}`);
  return undefined;
}
