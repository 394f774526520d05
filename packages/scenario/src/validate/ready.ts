import { ACTIVITY_NAMES, READY_TRIGGERS } from "@d20/core";
import type { ActivityName, ReadyDeclaration } from "../coreTypes.ts";
import { at, child, type Issues, oneOf } from "./issues.ts";
import { READIED_KEYS, TRIGGER_KEYS } from "./keys.ts";
import { readBool, readEnum, readList, readObject, readSquare } from "./read.ts";

/** The names and gear a declaration may refer to. */
interface Names {
  readonly ids: readonly string[];
  readonly weapons: readonly string[];
  readonly spells: readonly string[];
}

/** The actions an `Activity` may name (core's table 战斗中的动作). */
export const ACTIVITIES: readonly ActivityName[] = ACTIVITY_NAMES;

const TRIGGERS = READY_TRIGGERS;
const BOOLEANS = new Set([
  "twoHanded",
  "lethal",
  "nonlethal",
  "thrown",
  "fightingDefensively",
  "defensively",
  "counter",
  "drawWeapon",
]);

/** One field of an attack's choices (or of a readied action): a target, weapon, hand, flag. */
export function readAttackField(
  issues: Issues,
  key: string,
  p: string,
  v: unknown,
  names: Names,
): unknown {
  if (key === "target") return readEnum(issues, p, v, names.ids);
  if (key === "weapon") return readEnum(issues, p, v, [...names.weapons, "unarmed-strike"]);
  if (key === "hand") return readEnum(issues, p, v, ["main", "off"] as const);
  if (key === "step") return readSquare(issues, p, v);
  if (key === "spell") return readEnum(issues, p, v, names.spells);
  if (key === "path") return readPath(issues, p, v);
  if (BOOLEANS.has(key)) return readBool(issues, p, v);
  throw new Error(`invariant: no reader for the declaration field "${key}"`);
}

/** `Ready`'s `action`: an attack, a spell or a move, with the kind's fields. */
export function readReadied(
  issues: Issues,
  path: string,
  value: unknown,
  names: Names,
): ReadyDeclaration["action"] | undefined {
  const kinds = Object.keys(READIED_KEYS) as (keyof typeof READIED_KEYS)[];
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  if (!isObject) {
    issues.wrong(path, `a readied action { "kind": ${oneOf(kinds)}, … }`, value);
    return undefined;
  }
  const kind = readEnum(issues, child(path, "kind"), (value as { kind?: unknown }).kind, kinds);
  if (kind === undefined) return undefined;
  const keys: readonly string[] = READIED_KEYS[kind];
  const o = readObject(issues, path, value, ["kind", ...keys], "a readied action object");
  if (o === undefined) return undefined;
  const required = kind === "Cast" ? ["spell"] : kind === "Move" ? ["path"] : [];
  const out: Record<string, unknown> = { kind };
  for (const key of keys) {
    if (o[key] === undefined && !required.includes(key)) continue;
    out[key] = readAttackField(issues, key, child(path, key), o[key], names);
  }
  return out as ReadyDeclaration["action"];
}

/** `Ready`'s `trigger`: `{ on, by? }`, or `{ on: "entersSquare", square, by? }`. */
export function readTrigger(
  issues: Issues,
  path: string,
  value: unknown,
  ids: readonly string[],
): ReadyDeclaration["trigger"] | undefined {
  const o = readObject(issues, path, value, TRIGGER_KEYS, "a trigger { on, by?, square? }");
  if (o === undefined) return undefined;
  const on = readEnum(issues, child(path, "on"), o.on, TRIGGERS);
  const by = o.by === undefined ? undefined : readEnum(issues, child(path, "by"), o.by, ids);
  const out: Record<string, unknown> = { on, ...(by === undefined ? {} : { by }) };
  if (on === "entersSquare") out.square = readSquare(issues, child(path, "square"), o.square);
  else if (o.square !== undefined) {
    const expected = 'a square only with "on": "entersSquare"';
    issues.add(child(path, "square"), expected, `a square for "on": "${on}"; expected ${expected}`);
  }
  return out as ReadyDeclaration["trigger"];
}

/** A path: the squares entered, the first one step from the start. */
export function readPath(issues: Issues, path: string, value: unknown) {
  const list = readList(
    issues,
    path,
    value,
    "a path: a list of squares [x, y], the first one step from the start",
  );
  if (list === undefined) return undefined;
  if (list.length === 0)
    issues.add(path, "at least one square", "an empty path; expected at least one square");
  return list.map((s, i) => readSquare(issues, at(path, i), s));
}
