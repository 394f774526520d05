import { keysOf } from "../definitions/spec.ts";
import { at, child, type Issues, oneOf } from "../validate/issues.ts";
import { readEnum, readList, readObject, readSquare } from "../validate/read.ts";
import type { ReadyDeclaration } from "./coreTypes.ts";
import { READIED, TRIGGER } from "./definitions/declarations.ts";
import { readAs } from "./readAs.ts";

/** The names and gear a declaration may refer to. */
interface Names {
  readonly ids: readonly string[];
  readonly weapons: readonly string[];
  readonly spells: readonly string[];
}

/**
 * A field that names one of the fight's combatants or the actor's gear: a target, a weapon
 * (its own or an unarmed strike), a spell, or a path (each square checked).
 */
export function readAttackField(
  issues: Issues,
  key: "target" | "weapon" | "spell" | "path",
  p: string,
  v: unknown,
  names: Names,
): unknown {
  switch (key) {
    case "target":
      return readEnum(issues, p, v, names.ids);
    case "weapon":
      return readEnum(issues, p, v, [...names.weapons, "unarmed-strike"]);
    case "spell":
      return readEnum(issues, p, v, names.spells);
    case "path":
      return readPath(issues, p, v);
    default: {
      const never: never = key;
      throw new Error(`invariant: no reader for the declaration field "${String(never)}"`);
    }
  }
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
  const kinds = Object.keys(READIED.kinds);
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  if (!isObject) {
    issues.wrong(path, `a readied action { "kind": ${oneOf(kinds)}, … }`, value);
    return undefined;
  }
  const kind = readEnum(issues, child(path, "kind"), (value as { kind?: unknown }).kind, kinds);
  if (kind === undefined) return undefined;
  const spec = READIED.kinds[kind]!;
  const keys = keysOf(spec);
  const o = readObject(issues, path, value, ["kind", ...keys], "a readied action object");
  if (o === undefined) return undefined;
  const required = spec.required ?? [];
  const out: Record<string, unknown> = { kind };
  for (const key of keys) {
    if (o[key] === undefined && !required.includes(key)) continue;
    const p = child(path, key);
    out[key] =
      key === "target" || key === "weapon" || key === "spell" || key === "path"
        ? readAttackField(issues, key, p, o[key], names)
        : readAs(issues, p, o[key], spec.fields[key]!);
  }
  return out as ReadyDeclaration["action"];
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
    keysOf(TRIGGER),
    "a trigger { on, by?, square?, action?, activity? }",
  );
  if (o === undefined) return undefined;
  const field = (key: string) => readAs(issues, child(path, key), o[key], TRIGGER.fields[key]!);
  const on = field("on") as string | undefined;
  const by = o.by === undefined ? undefined : readEnum(issues, child(path, "by"), o.by, ids);
  const out: Record<string, unknown> = { on, ...(by === undefined ? {} : { by }) };
  if (on === "entersSquare") out.square = field("square");
  else onlyWith(issues, path, o, "square", "entersSquare", on);
  if (on === "uses") {
    const action = field("action");
    out.action = action;
    if (o.activity !== undefined) {
      if (action === "Activity") out.activity = field("activity");
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
