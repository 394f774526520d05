import { ACTIVITY_NAMES, READY_TRIGGERS } from "@d20/core";
import type { ActivityName, ReadyDeclaration } from "../coreTypes.ts";
import { at, child, type Issues, oneOf } from "./issues.ts";
import { DECLARATION_KEYS, READIED_KEYS, TRIGGER_KEYS } from "./keys.ts";
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

/** The declaration kinds a "uses" trigger may name: every one that is an action. */
const USED = (Object.keys(DECLARATION_KEYS) as (keyof typeof DECLARATION_KEYS)[]).filter(
  (k) => k !== "Delay" && k !== "Respond" && k !== "EndTurn",
);

/** The fields each readied kind cannot do without. */
const READIED_REQUIRED: Partial<Record<keyof typeof READIED_KEYS, readonly string[]>> = {
  Cast: ["spell"],
  Move: ["path"],
  Crawl: ["to"],
  FreeAction: ["action"],
  Activity: ["activity"],
};
const BOOLEANS = new Set([
  "twoHanded",
  "lethal",
  "nonlethal",
  "thrown",
  "fightingDefensively",
  "defensively",
  "counter",
  "drawWeapon",
  "heldByOther",
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

/**
 * `Ready`'s `action`: any standard, move or free action (seed 000 准备一个动作) — an attack, a
 * spell, a move, a crawl, a total defense, a free action, an activity of the table, a touch —
 * with the kind's fields. Whether it is one of those action types is the engine's to say.
 */
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
  const required = READIED_REQUIRED[kind] ?? [];
  const out: Record<string, unknown> = { kind };
  for (const key of keys) {
    if (o[key] === undefined && !required.includes(key)) continue;
    out[key] = readReadiedField(issues, key, child(path, key), o[key], names);
  }
  return out as ReadyDeclaration["action"];
}

/** A field of a readied action: a square to crawl to, a free action, an activity, or as an attack's. */
function readReadiedField(
  issues: Issues,
  key: string,
  p: string,
  v: unknown,
  names: Names,
): unknown {
  if (key === "to") return readSquare(issues, p, v);
  if (key === "action")
    return readEnum(issues, p, v, ["DropItem", "Speak", "CeaseConcentration"] as const);
  if (key === "activity" || key === "aiding") return readEnum(issues, p, v, ACTIVITIES);
  return readAttackField(issues, key, p, v, names);
}

/**
 * `Ready`'s `trigger`: `{ on, by? }`, `{ on: "entersSquare", square, by? }`, or `{ on: "uses",
 * action, activity?, by? }` (an action named by its declaration kind; an `Activity` narrowed).
 */
export function readTrigger(
  issues: Issues,
  path: string,
  value: unknown,
  ids: readonly string[],
): ReadyDeclaration["trigger"] | undefined {
  const o = readObject(
    issues,
    path,
    value,
    TRIGGER_KEYS,
    "a trigger { on, by?, square?, action?, activity? }",
  );
  if (o === undefined) return undefined;
  const on = readEnum(issues, child(path, "on"), o.on, TRIGGERS);
  const by = o.by === undefined ? undefined : readEnum(issues, child(path, "by"), o.by, ids);
  const out: Record<string, unknown> = { on, ...(by === undefined ? {} : { by }) };
  if (on === "entersSquare") out.square = readSquare(issues, child(path, "square"), o.square);
  else onlyWith(issues, path, o, "square", "entersSquare", on);
  if (on === "uses") {
    const action = readEnum(issues, child(path, "action"), o.action, USED);
    out.action = action;
    if (o.activity !== undefined) {
      if (action === "Activity")
        out.activity = readEnum(issues, child(path, "activity"), o.activity, ACTIVITIES);
      else {
        const expected = 'an activity only with "action": "Activity"';
        issues.add(
          child(path, "activity"),
          expected,
          `an activity for "action": "${String(action)}"; expected ${expected}`,
        );
      }
    }
  } else {
    onlyWith(issues, path, o, "action", "uses", on);
    onlyWith(issues, path, o, "activity", "uses", on);
  }
  return out as ReadyDeclaration["trigger"];
}

/** Reports `key` given with a trigger other than the one it belongs to. */
function onlyWith(
  issues: Issues,
  path: string,
  o: Record<string, unknown>,
  key: string,
  on: string,
  actual: string | undefined,
): void {
  if (o[key] === undefined) return;
  const expected = `${key === "square" ? "a square" : `"${key}"`} only with "on": "${on}"`;
  issues.add(
    child(path, key),
    expected,
    `${key === "square" ? "a square" : `"${key}"`} for "on": "${actual}"; expected ${expected}`,
  );
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
