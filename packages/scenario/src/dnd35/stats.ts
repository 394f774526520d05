import type { CombatantSpec, Feat, Item, Size, StartingHolds, Weapon } from "@d20/core";
import { keysOf, type ObjectSpec } from "../definitions/spec.ts";
import { at, child, type Issues } from "../validate/issues.ts";
import { readList, readObject, readString } from "../validate/read.ts";
import { readArmor, readShield } from "./armor.ts";
import { ABILITIES, BASE_SAVES, STATS, STATS_DEFINITIONS } from "./definitions/stats.ts";
import { readItems } from "./item.ts";
import { readAs } from "./readAs.ts";
import { readSpells } from "./spell.ts";
import { readWeapon } from "./weapon.ts";

/** The statistics part of a combatant spec (everything but who and where). */
export type Stats = Omit<CombatantSpec, "id" | "name" | "side" | "position" | "aware">;

/** A field's value and the JSON path it came from (a stock creature's fields have none). */
export interface Sourced {
  readonly value: unknown;
  /** Undefined for a catalogue value, which is known to be right. */
  readonly path: string | undefined;
}

/** A leaf statistic, read as its definition says (`hp` at most `maxHp` when that is known). */
function leaf(issues: Issues, key: string, max?: number) {
  return (p: string, v: unknown) =>
    readAs(issues, p, v, STATS[key]!, max === undefined ? {} : { max });
}

/**
 * Reads a combatant's statistics. `field` gives each field's value and path: for a combatant
 * spelled out, its own fields; for a stock creature, an override or else the catalogue's.
 * `abilities` and `baseSaves` given as a partial object (an override) are merged over `defaults`.
 */
export function readStats(
  issues: Issues,
  owner: string,
  field: (key: string) => Sourced,
  defaults?: Pick<Stats, "abilities" | "baseSaves">,
): Stats | undefined {
  const count = issues.list.length;
  const get = <T>(key: string, read: (p: string, v: unknown) => T | undefined): T | undefined => {
    const { value, path } = field(key);
    return read(path ?? child(owner, key), value);
  };
  const opt = <T>(key: string, read: (p: string, v: unknown) => T | undefined): T | undefined =>
    field(key).value === undefined ? undefined : get(key, read);

  const size = (opt("size", leaf(issues, "size")) as Size | undefined) ?? "medium";
  const abilities = get("abilities", (p, v) =>
    readScores(issues, p, v, ABILITIES, defaults?.abilities),
  );
  const maxHp = get("maxHp", leaf(issues, "maxHp")) as number | undefined;
  const hp = opt("hp", leaf(issues, "hp", maxHp)) as number | undefined;
  // Below 0 hp a creature starts dying unless the scenario says it is stable (seed 000 稳定角色伤势和恢复).
  const stable = opt("stable", (p, v) => readStable(issues, p, v, hp));
  const level = get("level", leaf(issues, "level")) as number | undefined;
  const bab = get("bab", leaf(issues, "bab"));
  const baseSaves = get("baseSaves", (p, v) =>
    readScores(issues, p, v, BASE_SAVES, defaults?.baseSaves),
  );
  const speed = get("speed", leaf(issues, "speed"));
  const armor = opt("armor", (p, v) => readArmor(issues, p, v));
  const shield = opt("shield", (p, v) => readShield(issues, p, v));
  const feats = opt("feats", (p, v) => readFeats(issues, p, v)) ?? [];
  const weapons = opt("weapons", (p, v) => readWeapons(issues, p, v, size)) ?? [];
  const offHand = opt("offHand", (p, v) => readOffHand(issues, p, v, weapons));
  const items = opt("items", (p, v) => readItems(issues, p, v));
  const holds = opt("holds", (p, v) => readHolds(issues, p, v, weapons, items ?? []));
  const heal = opt("heal", leaf(issues, "heal"));
  const extras: Record<string, number | undefined> = {};
  for (const key of ["naturalArmor", "deflection", "dodge"])
    extras[key] = opt(key, leaf(issues, key)) as number | undefined;
  const initiativeMisc = opt("initiativeMisc", leaf(issues, "initiativeMisc"));
  const caster = level === undefined || abilities === undefined ? undefined : { level, abilities };
  const spells = opt("spells", (p, v) => readSpells(issues, p, v, caster));
  const concentration = opt("concentration", leaf(issues, "concentration"));
  const spellcraft = opt("spellcraft", leaf(issues, "spellcraft"));
  const immuneToCriticals = opt("immuneToCriticals", leaf(issues, "immuneToCriticals"));
  const creatureType = opt("creatureType", leaf(issues, "creatureType"));
  const bluff = opt("bluff", leaf(issues, "bluff"));
  const escapeArtist = opt("escapeArtist", leaf(issues, "escapeArtist"));
  const monkUnarmed = opt("monkUnarmed", leaf(issues, "monkUnarmed"));
  const hd = opt("hd", leaf(issues, "hd"));
  const turning = opt("turning", (p, v) => readTurning(issues, p, v));
  const senseMotive = opt("senseMotive", leaf(issues, "senseMotive"));
  const steady = opt("steady", leaf(issues, "steady"));
  const mounted: Record<string, unknown> = {};
  for (const key of ["rides", "ride", "warTrained", "militarySaddle"])
    mounted[key] = opt(key, leaf(issues, key));
  if (issues.list.length !== count) return undefined;
  const stats: Record<string, unknown> = {
    size,
    abilities,
    maxHp,
    level,
    bab,
    baseSaves,
    speed,
    feats,
    weapons,
  };
  const more = {
    hp,
    stable,
    armor,
    shield,
    offHand,
    holds,
    items,
    heal,
    initiativeMisc,
    spells,
    concentration,
    spellcraft,
    immuneToCriticals,
    creatureType,
    steady,
    bluff,
    escapeArtist,
    monkUnarmed,
    senseMotive,
    hd,
    turning,
    ...extras,
    ...mounted,
  };
  for (const [key, value] of Object.entries(more)) if (value !== undefined) stats[key] = value;
  return stats as unknown as Stats;
}

function readStable(
  issues: Issues,
  path: string,
  value: unknown,
  hp: number | undefined,
): boolean | undefined {
  const stable = readAs(issues, path, value, STATS.stable!) as boolean | undefined;
  if (stable === true && (hp === undefined || hp >= 0)) {
    const expected = 'true only with "hp" from -1 to -9 (a creature below 0 hp, not yet dead)';
    issues.add(path, expected, `stable without "hp" below 0; expected ${expected}`);
    return undefined;
  }
  return stable;
}

/** Ability scores or base saves: every field of `spec`, a missing one taken from `defaults`. */
function readScores<K extends string>(
  issues: Issues,
  path: string,
  value: unknown,
  spec: ObjectSpec,
  defaults: Readonly<Record<K, number>> | undefined,
): Record<K, number> | undefined {
  const keys = keysOf(spec) as K[];
  const o = readObject(issues, path, value, keys, `an object with ${keys.join(", ")}`);
  if (o === undefined) return undefined;
  const out: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const v = o[key] ?? defaults?.[key];
    out[key] = readAs(issues, child(path, key), v, spec.fields[key]!) as number | undefined;
  }
  return keys.every((k) => out[k] !== undefined) ? (out as Record<K, number>) : undefined;
}

function readFeats(issues: Issues, path: string, value: unknown): Feat[] | undefined {
  return readAs(issues, path, value, STATS.feats!) as Feat[] | undefined;
}

function readWeapons(
  issues: Issues,
  path: string,
  value: unknown,
  size: Size,
): Weapon[] | undefined {
  const list = readList(
    issues,
    path,
    value,
    "a list of weapons (ids or weapon objects), main hand first",
  );
  if (list === undefined) return undefined;
  const weapons = list.map((w, i) => readWeapon(issues, at(path, i), w, size));
  if (!weapons.every((w) => w !== undefined)) return undefined;
  const seen = new Set<string>();
  for (const [i, w] of (weapons as Weapon[]).entries()) {
    if (seen.has(w.id)) {
      const expected = 'weapons with distinct ids (give the second one its own "id")';
      issues.add(at(path, i), expected, `weapon id "${w.id}" is used twice; expected ${expected}`);
    }
    seen.add(w.id);
  }
  return weapons as Weapon[];
}

function readOffHand(
  issues: Issues,
  path: string,
  value: unknown,
  weapons: readonly Weapon[],
): string | undefined {
  const id = readString(issues, path, value);
  if (id === undefined || weapons.some((w) => w.id === id)) return id;
  const ids = weapons.map((w) => w.id);
  const expected = `the id of a carried weapon (${ids.join(", ") || "none carried"})`;
  issues.add(path, expected, `"${id}" is not among the combatant's weapons; expected ${expected}`);
  return undefined;
}

/** `holds`: its shape, and every id one the combatant carries (checked again by the rules). */
function readHolds(
  issues: Issues,
  path: string,
  value: unknown,
  weapons: readonly Weapon[],
  items: readonly Item[],
): StartingHolds | undefined {
  // An object definition has no reader of its own: its fields are read one by one.
  const spec = STATS_DEFINITIONS.holds as ObjectSpec;
  const o = readObject(issues, path, value, keysOf(spec), "an object { main, off, shield, … }");
  if (o === undefined) return undefined;
  const count = issues.list.length;
  const read: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(o))
    if (v !== undefined) read[key] = readAs(issues, child(path, key), v, spec.fields[key]!);
  if (issues.list.length !== count) return undefined;
  const holds = read as StartingHolds;
  const ids = [...weapons.map((w) => w.id), ...items.map((i) => i.id)];
  const expected = `the id of a carried weapon or item (${ids.join(", ") || "none carried"})`;
  let ok = true;
  const check = (p: string, id: string) => {
    if (ids.includes(id)) return;
    issues.add(
      p,
      expected,
      `"${id}" is not among the combatant's weapons or items; expected ${expected}`,
    );
    ok = false;
  };
  if (holds.main !== undefined) check(child(path, "main"), holds.main);
  if (holds.off !== undefined) check(child(path, "off"), holds.off);
  for (const [i, id] of (holds.unloaded ?? []).entries()) check(at(child(path, "unloaded"), i), id);
  for (const [i, id] of (holds.stowed ?? []).entries()) check(at(child(path, "stowed"), i), id);
  return ok ? holds : undefined;
}

/** A turner's sheet (seed 000 驱散或斥喝不死生物): its fields read one by one, kind and level required. */
function readTurning(issues: Issues, path: string, value: unknown): CombatantSpec["turning"] {
  const spec = STATS_DEFINITIONS.turning as ObjectSpec;
  const o = readObject(issues, path, value, keysOf(spec), 'an object { "kind", "level", … }');
  if (o === undefined) return undefined;
  const count = issues.list.length;
  const read: Record<string, unknown> = {};
  for (const key of ["kind", "level"])
    if (o[key] === undefined) issues.add(child(path, key), "a value", `${key} is required`);
  for (const [key, v] of Object.entries(o))
    if (v !== undefined) read[key] = readAs(issues, child(path, key), v, spec.fields[key]!);
  return issues.list.length === count ? (read as unknown as CombatantSpec["turning"]) : undefined;
}
