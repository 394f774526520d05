import type { Armor, Shield } from "@d20/core";
import { ARMOR, SHIELDS } from "../catalogue/armor.ts";
import { child, type Issues, oneOf } from "./issues.ts";
import { ARMOR_KEYS, SHIELD_KEYS } from "./keys.ts";
import { readEnum, readInt, readObject, readString } from "./read.ts";

const ARMOR_IDS = Object.keys(ARMOR);
const SHIELD_IDS = Object.keys(SHIELDS);

/** Armor: a catalogue id (`"chain-shirt"`) or an object (`base` plus changes, or in full). */
export function readArmor(issues: Issues, path: string, value: unknown): Armor | undefined {
  if (typeof value === "string") return lookup(issues, path, value, ARMOR, "armor");
  const o = readObject(
    issues,
    path,
    value,
    ARMOR_KEYS,
    `an armor id (${oneOf(ARMOR_IDS)}) or an armor object`,
  );
  if (o === undefined) return undefined;
  const base =
    o.base === undefined ? undefined : lookup(issues, child(path, "base"), o.base, ARMOR, "armor");
  const count = issues.list.length;
  const armor: Record<string, unknown> = {
    ...base,
    name: pick(o, "name", base?.name, (v) => readString(issues, child(path, "name"), v)),
    bonus: pick(o, "bonus", base?.bonus, (v) =>
      readInt(issues, child(path, "bonus"), v, { min: 0 }),
    ),
    weight: pick(o, "weight", base?.weight, (v) =>
      readEnum(issues, child(path, "weight"), v, ["light", "medium", "heavy"] as const),
    ),
  };
  if (o.maxDex !== undefined)
    armor.maxDex = readInt(issues, child(path, "maxDex"), o.maxDex, { min: 0 });
  if (o.enhancement !== undefined)
    armor.enhancement = readInt(issues, child(path, "enhancement"), o.enhancement, {
      min: 0,
      max: 5,
    });
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
    SHIELD_KEYS,
    `a shield id (${oneOf(SHIELD_IDS)}) or a shield object`,
  );
  if (o === undefined) return undefined;
  const base =
    o.base === undefined
      ? undefined
      : lookup(issues, child(path, "base"), o.base, SHIELDS, "shield");
  const count = issues.list.length;
  const shield: Record<string, unknown> = {
    ...base,
    name: pick(o, "name", base?.name, (v) => readString(issues, child(path, "name"), v)),
    bonus: pick(o, "bonus", base?.bonus, (v) =>
      readInt(issues, child(path, "bonus"), v, { min: 0 }),
    ),
  };
  if (o.enhancement !== undefined)
    shield.enhancement = readInt(issues, child(path, "enhancement"), o.enhancement, {
      min: 0,
      max: 5,
    });
  return issues.list.length === count && (o.base === undefined || base !== undefined)
    ? (shield as unknown as Shield)
    : undefined;
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
