import type { CombatantSpecCore } from "@d20/core";
import type { CombatantShape, ScenarioFragment } from "../fragment.ts";
import {
  controlsOf,
  placementFields,
  scenarioPolicies,
  WINDOW_ANSWERS,
} from "../frame/definitions.ts";
import { child, type Issues } from "./issues.ts";
import { readBool, readEnum, readObject, readSquare, readString } from "./read.ts";

/** A policy's name: one of the scenario's ruleset's (`Ruleset.policies`). */
export type PolicyName = string;

/** A scripted combatant's `windows`. */
export type WindowAnswer = (typeof WINDOW_ANSWERS)[number];

/** Who plays a combatant: a policy, its script, or a person. */
export type Control = "policy" | "scripted" | "human";

/** A combatant as read: its spec, who plays it, and its script (checked once all ids are known). */
export interface ReadCombatant {
  readonly spec: CombatantSpecCore;
  readonly control: Control;
  /** The policy: the combatant's own, or the one that takes over when its script runs out. */
  readonly policy: PolicyName | undefined;
  readonly script: unknown;
  /** How a scripted combatant answers windows (`"take"` unless it says otherwise). */
  readonly windows: WindowAnswer;
}

/**
 * Reads one entry of `combatants`: who and where (the frame's fields) and the statistics in one
 * of the ruleset's shapes (in full, or `{ "stock": "goblin", … }`), picked by its marker field.
 * Records every issue and returns undefined if there is any.
 */
export function readCombatant(
  issues: Issues,
  path: string,
  value: unknown,
  fragment: ScenarioFragment,
): ReadCombatant | undefined {
  const shape = shapeOf(fragment, value);
  const keys = [
    ...Object.keys(placementFields(fragment.declaration, fragment.ruleset)),
    ...Object.keys(shape.fields),
  ];
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
  const control = readControl(issues, path, o, fragment.ruleset);
  const stats = fragment.readStats(issues, path, o, shape);
  if (issues.list.length !== count || stats === undefined || control === undefined)
    return undefined;
  const spec = { id, name, side, position, aware, ...stats } as CombatantSpecCore;
  return { spec, ...control, script: o.script };
}

function readControl(
  issues: Issues,
  path: string,
  o: Record<string, unknown>,
  ruleset: string,
): Pick<ReadCombatant, "control" | "policy" | "windows"> | undefined {
  const policies = scenarioPolicies(ruleset);
  const chosen =
    o.policy === undefined
      ? policies.default
      : readEnum(issues, child(path, "policy"), o.policy, controlsOf(ruleset));
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
        : readEnum(issues, child(path, "afterScript"), o.afterScript, policies.names);
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

/** The shape whose marker field the value has, else the one without a marker. */
function shapeOf(fragment: ScenarioFragment, value: unknown): CombatantShape {
  const isObject = typeof value === "object" && value !== null;
  const marked = fragment.combatants.find(
    (c) => c.marker !== undefined && isObject && c.marker in value,
  );
  const plain = fragment.combatants.find((c) => c.marker === undefined);
  const shape = marked ?? plain;
  if (shape === undefined) throw new Error(`invariant: ${fragment.ruleset} has no combatant shape`);
  return shape;
}
