import type { CombatantDeclaration } from "@d20/core";
import { at, child, type Issues, oneOf } from "./issues.ts";
import { DECLARATION_KEYS } from "./keys.ts";
import { readBool, readEnum, readList, readObject, readSquare, readString } from "./read.ts";

const KINDS = Object.keys(DECLARATION_KEYS) as (keyof typeof DECLARATION_KEYS)[];
const BOOLEANS = new Set(["twoHanded", "lethal", "nonlethal", "thrown", "fightingDefensively"]);

/**
 * Reads a scripted combatant's `script`: its declarations in the order it makes them, as core's
 * `CombatantDeclaration` with squares written `[x, y]`. Checks their shape and that targets and
 * weapons exist; whether a declaration is legal when its turn comes is the engine's to say.
 */
export function readScript(
  issues: Issues,
  path: string,
  value: unknown,
  ids: readonly string[],
  weapons: readonly string[],
): CombatantDeclaration[] | undefined {
  const list = readList(issues, path, value, "a list of declarations");
  if (list === undefined) return undefined;
  const count = issues.list.length;
  const out = list.map((d, i) => readDeclaration(issues, at(path, i), d, ids, weapons));
  return issues.list.length === count ? (out as CombatantDeclaration[]) : undefined;
}

function readDeclaration(
  issues: Issues,
  path: string,
  value: unknown,
  ids: readonly string[],
  weapons: readonly string[],
): CombatantDeclaration | undefined {
  const kindValue =
    typeof value === "object" && value !== null ? (value as { kind?: unknown }).kind : undefined;
  const kind =
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? readEnum(issues, child(path, "kind"), kindValue, KINDS)
      : undefined;
  if (kind === undefined) {
    if (typeof value !== "object" || value === null || Array.isArray(value))
      issues.wrong(path, `a declaration { "kind": ${oneOf(KINDS)}, … }`, value);
    return undefined;
  }
  const keys = ["kind", ...DECLARATION_KEYS[kind]];
  const o = readObject(issues, path, value, keys, "a declaration object");
  if (o === undefined) return undefined;
  const out: Record<string, unknown> = { kind };
  for (const key of DECLARATION_KEYS[kind] as readonly string[]) {
    const p = child(path, key);
    const v = o[key];
    const required = key === "target" || key === "path" || key === "to" || key === "action";
    if (v === undefined && !required) continue;
    if (key === "target") out.target = readEnum(issues, p, v, ids);
    else if (key === "weapon") out.weapon = readEnum(issues, p, v, [...weapons, "unarmed-strike"]);
    else if (key === "hand") out.hand = readEnum(issues, p, v, ["main", "off"] as const);
    else if (key === "path") out.path = readPath(issues, p, v);
    else if (key === "to") out.to = readSquare(issues, p, v);
    else if (key === "action" && kind === "FreeAction")
      out.action = readEnum(issues, p, v, ["DropItem", "Speak", "CeaseConcentration"] as const);
    else if (key === "action") out.action = readString(issues, p, v);
    else if (BOOLEANS.has(key)) out[key] = readBool(issues, p, v);
  }
  return out as CombatantDeclaration;
}

function readPath(issues: Issues, path: string, value: unknown) {
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
