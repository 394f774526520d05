import type { CombatantDeclaration } from "@d20/core";
import { at, child, type Issues, oneOf } from "./issues.ts";
import { DECLARATION_KEYS } from "./keys.ts";
import {
  readBool,
  readEnum,
  readInt,
  readList,
  readObject,
  readSquare,
  readString,
} from "./read.ts";
import { ACTIVITIES, readAttackField, readPath, readReadied, readTrigger } from "./ready.ts";

const KINDS = Object.keys(DECLARATION_KEYS) as (keyof typeof DECLARATION_KEYS)[];

/** The fields each kind cannot do without. */
const REQUIRED: Partial<Record<(typeof KINDS)[number], readonly string[]>> = {
  Attack: ["target"],
  FullAttack: ["target"],
  Charge: ["path", "target"],
  Move: ["path"],
  Run: ["path"],
  Withdraw: ["path"],
  FiveFootStep: ["to"],
  MinimumMove: ["to"],
  Crawl: ["to"],
  CoupDeGrace: ["target"],
  FreeAction: ["action"],
  StartFullRound: ["action"],
  CompleteFullRound: ["action"],
  Activity: ["activity"],
  Cast: ["spell"],
  Touch: ["target"],
  WakeSleeper: ["target"],
  Ready: ["action", "trigger"],
  Respond: ["take"],
};

/** What a script's entries may name: the fight's combatants, and the scripted one's gear. */
export interface ScriptContext {
  readonly ids: readonly string[];
  readonly weapons: readonly string[];
  readonly spells: readonly string[];
  /** `"script"` when the script answers windows itself (with `Respond` entries). */
  readonly windows: "take" | "decline" | "script";
}

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
  const keys = ["kind", ...DECLARATION_KEYS[kind]];
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
  const required = REQUIRED[kind] ?? [];
  for (const key of DECLARATION_KEYS[kind] as readonly string[]) {
    const p = child(path, key);
    const v = o[key];
    if (v === undefined && !required.includes(key)) continue;
    out[key] = readField(issues, kind, key, p, v, ctx);
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
): unknown {
  switch (key) {
    case "path":
      return readPath(issues, p, v);
    case "to":
      return readSquare(issues, p, v);
    case "after":
      return readEnum(issues, p, v, ctx.ids);
    case "count":
      return readInt(issues, p, v);
    case "spell":
      return readEnum(issues, p, v, ctx.spells);
    case "activity":
    case "aiding":
      return readEnum(issues, p, v, ACTIVITIES);
    case "take":
    case "heldByOther":
    case "defensively":
    case "drawWeapon":
    case "nextRound":
      return readBool(issues, p, v);
    case "trigger":
      return readTrigger(issues, p, v, ctx.ids);
    case "action":
      if (kind === "FreeAction")
        return readEnum(issues, p, v, ["DropItem", "Speak", "CeaseConcentration"] as const);
      if (kind === "Ready") return readReadied(issues, p, v, ctx);
      return readString(issues, p, v);
    default:
      return readAttackField(issues, key, p, v, ctx);
  }
}
