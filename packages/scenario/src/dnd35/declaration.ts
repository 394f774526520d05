import type { CombatantDeclaration } from "@d20/core";
import { keysOf, type Spec } from "../definitions/spec.ts";
import type { ScriptContext } from "../fragment.ts";
import { at, child, type Issues, oneOf } from "../validate/issues.ts";
import { readEnum, readList, readObject, readSquare } from "../validate/read.ts";
import { DECLARATION, DECLARATION_KINDS } from "./definitions/declarations.ts";
import { readAs } from "./readAs.ts";
import { readAttackField, readPath, readReadied, readTrigger } from "./ready.ts";

const KINDS = DECLARATION_KINDS;

/**
 * Reads a scripted combatant's `script`: its declarations in the order it makes them, as core's
 * `CombatantDeclaration` with squares written `[x, y]`. Checks their shape and that targets,
 * weapons and spells exist; whether a declaration is legal when its turn comes is the engine's
 * to say.
 */
export function readScript(
  issues: Issues,
  path: string,
  value: unknown,
  ctx: ScriptContext,
): CombatantDeclaration[] | undefined {
  const list = readList(issues, path, value, "a list of declarations");
  if (list === undefined) return undefined;
  const count = issues.list.length;
  const out = list.map((d, i) => readDeclaration(issues, at(path, i), d, ctx));
  return issues.list.length === count ? (out as CombatantDeclaration[]) : undefined;
}

function readDeclaration(
  issues: Issues,
  path: string,
  value: unknown,
  ctx: ScriptContext,
): CombatantDeclaration | undefined {
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  if (!isObject) {
    issues.wrong(path, `a declaration { "kind": ${oneOf(KINDS)}, … }`, value);
    return undefined;
  }
  const kind = readEnum(issues, child(path, "kind"), (value as { kind?: unknown }).kind, KINDS);
  if (kind === undefined) return undefined;
  const spec = DECLARATION.kinds[kind]!;
  const keys = ["kind", ...keysOf(spec)];
  const o = readObject(issues, path, value, keys, "a declaration object");
  if (o === undefined) return undefined;
  if (kind === "Respond" && ctx.windows !== "script") {
    const expected = '"windows": "script" on the combatant, for its script to answer windows';
    issues.add(
      child(path, "kind"),
      expected,
      `a Respond answers an interrupt window, but this combatant's windows are answered by "${ctx.windows}"; expected ${expected}`,
    );
  }
  const out: Record<string, unknown> = { kind };
  const required = spec.required ?? [];
  for (const key of keysOf(spec)) {
    const p = child(path, key);
    const v = o[key];
    if (v === undefined && !required.includes(key)) continue;
    out[key] = readField(issues, kind, key, p, v, ctx, spec.fields[key]!);
  }
  if (kind === "Delay" && o.after !== undefined && o.count !== undefined) {
    const expected = "either after or count, not both";
    issues.add(path, expected, `a Delay names both after and count; expected ${expected}`);
  }
  if (kind === "Delay" && o.nextRound !== undefined && o.count === undefined) {
    const expected = "a count with nextRound (the count to step in at next round)";
    issues.add(
      child(path, "count"),
      expected,
      `a Delay to the next round names no count; expected ${expected}`,
    );
  }
  return out as CombatantDeclaration;
}

function readField(
  issues: Issues,
  kind: string,
  key: string,
  p: string,
  v: unknown,
  ctx: ScriptContext,
  spec: Spec,
): unknown {
  // Names of combatants and gear are the fight's, not the definition's; the rest is as defined.
  switch (key) {
    case "path":
      return readPath(issues, p, v);
    case "to":
      return readSquare(issues, p, v);
    case "after":
      return readEnum(issues, p, v, ctx.ids);
    case "spell":
      return readEnum(issues, p, v, ctx.spells);
    case "trigger":
      return readTrigger(issues, p, v, ctx.ids);
    case "target":
    case "weapon":
      return readAttackField(issues, key, p, v, ctx);
    case "action":
      if (kind === "Ready") return readReadied(issues, p, v, ctx);
      return readAs(issues, p, v, spec);
    default:
      return readAs(issues, p, v, spec);
  }
}
