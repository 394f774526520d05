import type { CombatantSpec } from "@d20/core";
import { CREATURES } from "../catalogue/creatures.ts";
import { child, type Issues, oneOf } from "./issues.ts";
import { CUSTOM_COMBATANT_KEYS, STATS_KEYS, STOCK_COMBATANT_KEYS } from "./keys.ts";
import { readBool, readEnum, readObject, readSquare, readString } from "./read.ts";
import { readStats, type Sourced } from "./stats.ts";

/** The policies a scenario can name (core's policies for unscripted combatants). */
export const POLICY_NAMES = ["attackNearest", "fullAttackOrCharge", "tactician"] as const;

/** A policy's name. */
export type PolicyName = (typeof POLICY_NAMES)[number];

/**
 * How a scripted combatant answers when it is asked in an interrupt window while its script
 * lasts: take every attack of opportunity and readied action the rules allow (as the policies
 * do), decline them all, or answer with the script's next entry, a `Respond`.
 */
export const WINDOW_ANSWERS = ["take", "decline", "script"] as const;

/** A scripted combatant's `windows`. */
export type WindowAnswer = (typeof WINDOW_ANSWERS)[number];

/** Who plays a combatant: a policy, its script, or a person. */
export type Control = "policy" | "scripted" | "human";

/** A combatant as read: its spec, who plays it, and its script (checked once all ids are known). */
export interface ReadCombatant {
  readonly spec: CombatantSpec;
  readonly control: Control;
  /** The policy: the combatant's own, or the one that takes over when its script runs out. */
  readonly policy: PolicyName | undefined;
  readonly script: unknown;
  /** How a scripted combatant answers windows (`"take"` unless it says otherwise). */
  readonly windows: WindowAnswer;
}

const CONTROLS = [...POLICY_NAMES, "scripted", "human"] as const;
const STOCK_IDS = Object.keys(CREATURES);
const REMOVABLE = new Set([
  "hp",
  "stable",
  "armor",
  "shield",
  "naturalArmor",
  "deflection",
  "dodge",
  "offHand",
  "initiativeMisc",
  "spells",
  "concentration",
  "spellcraft",
]);

/**
 * Reads one entry of `combatants`: a combatant spelled out, or `{ "stock": "goblin", … }` with
 * `overrides`. Records every issue and returns undefined if there is any.
 */
export function readCombatant(
  issues: Issues,
  path: string,
  value: unknown,
): ReadCombatant | undefined {
  const isStock = typeof value === "object" && value !== null && "stock" in value;
  const keys = isStock ? STOCK_COMBATANT_KEYS : CUSTOM_COMBATANT_KEYS;
  const o = readObject(issues, path, value, keys, "a combatant object");
  if (o === undefined) return undefined;
  const count = issues.list.length;
  const id = readString(issues, child(path, "id"), o.id);
  if (id !== undefined && (id.includes("/") || /\s/.test(id) || id === "gm")) {
    const expected = 'an id without "/" or spaces, and not "gm"';
    issues.add(child(path, "id"), expected, `"${id}" cannot be an id; expected ${expected}`);
  }
  const name = o.name === undefined ? id : readString(issues, child(path, "name"), o.name);
  const side = readString(issues, child(path, "side"), o.side);
  const position = readSquare(issues, child(path, "position"), o.position);
  const aware = o.aware === undefined ? true : readBool(issues, child(path, "aware"), o.aware);
  const control = readControl(issues, path, o);
  const stats = isStock
    ? readStock(issues, path, o)
    : readStats(issues, path, (key) => ({ value: o[key], path: child(path, key) }));
  if (issues.list.length !== count || stats === undefined || control === undefined)
    return undefined;
  const spec = { id, name, side, position, aware, ...stats } as CombatantSpec;
  return { spec, ...control, script: o.script };
}

function readControl(
  issues: Issues,
  path: string,
  o: Record<string, unknown>,
): Pick<ReadCombatant, "control" | "policy" | "windows"> | undefined {
  const chosen =
    o.policy === undefined
      ? "attackNearest"
      : readEnum(issues, child(path, "policy"), o.policy, CONTROLS);
  if (chosen === undefined) return undefined;
  const scripted = chosen === "scripted";
  if (scripted && o.script === undefined) {
    const expected = "a list of declarations for a scripted combatant";
    issues.add(child(path, "script"), expected, `missing; expected ${expected}`);
  }
  if (!scripted && o.script !== undefined) {
    const expected = 'no script unless "policy" is "scripted"';
    issues.add(
      child(path, "script"),
      expected,
      `a script is given but the policy is "${chosen}"; expected ${expected}`,
    );
  }
  if (!scripted && o.afterScript !== undefined) {
    const expected = 'no afterScript unless "policy" is "scripted"';
    issues.add(
      child(path, "afterScript"),
      expected,
      `afterScript is given but the policy is "${chosen}"; expected ${expected}`,
    );
  }
  if (!scripted && o.windows !== undefined) {
    const expected = 'no windows unless "policy" is "scripted" (a policy answers its own)';
    issues.add(
      child(path, "windows"),
      expected,
      `windows is given but the policy is "${chosen}"; expected ${expected}`,
    );
  }
  if (scripted) {
    const after =
      o.afterScript === undefined
        ? undefined
        : readEnum(issues, child(path, "afterScript"), o.afterScript, POLICY_NAMES);
    const windows =
      o.windows === undefined
        ? "take"
        : readEnum(issues, child(path, "windows"), o.windows, WINDOW_ANSWERS);
    if (windows === undefined) return undefined;
    return { control: "scripted", policy: after, windows };
  }
  if (chosen === "human") return { control: "human", policy: undefined, windows: "take" };
  return { control: "policy", policy: chosen, windows: "take" };
}

function readStock(issues: Issues, path: string, o: Record<string, unknown>) {
  const stockPath = child(path, "stock");
  const stock =
    typeof o.stock === "string" && Object.hasOwn(CREATURES, o.stock)
      ? CREATURES[o.stock]
      : undefined;
  if (stock === undefined) {
    const expected = `a stock creature, ${oneOf(STOCK_IDS)}`;
    if (typeof o.stock !== "string") issues.wrong(stockPath, expected, o.stock);
    else
      issues.add(
        stockPath,
        expected,
        `unknown stock creature "${o.stock}"; expected ${oneOf(STOCK_IDS, o.stock)}`,
      );
    return undefined;
  }
  const overridesPath = child(path, "overrides");
  const overrides =
    o.overrides === undefined
      ? {}
      : readObject(
          issues,
          overridesPath,
          o.overrides,
          STATS_KEYS,
          "an object of statistics to replace",
        );
  if (overrides === undefined) return undefined;
  const base = stock.stats as unknown as Record<string, unknown>;
  // `null` takes away what the stock creature has (`"shield": null` for a two-handed weapon).
  const field = (key: string): Sourced => {
    const given = overrides[key];
    if (given === null && REMOVABLE.has(key)) return { value: undefined, path: undefined };
    if (given !== undefined) return { value: given, path: child(overridesPath, key) };
    return { value: base[key], path: undefined };
  };
  return readStats(issues, overridesPath, field, stock.stats);
}
