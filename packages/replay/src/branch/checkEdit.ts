import {
  type CombatState,
  type Input,
  type RuleViolation,
  rulesetOf,
  suggestion,
  violationText,
} from "@d20/core";
import { ForkError } from "./forkError.ts";

/**
 * Checks an edit's declaration against the fight at its fork point before anything is played:
 * `by` is the GM or a combatant, the declaration fits the ruleset's schema (its kind, its
 * fields, their types), and every square it names is on the map. Whether the rules allow it
 * where it lands is the continuation's to say (`continueFork`, strict edits). Throws a
 * `ForkError` naming `field` and the part of it at fault.
 */
export function checkEditInput(state: CombatState, input: Input, field: string): void {
  const ids = state.roster;
  if (input.by !== "gm" && state.combatants[input.by] === undefined) {
    const hint = suggestion(input.by, ids);
    throw new ForkError("bad-edit", `${field}.by`, `no combatant "${input.by}"${hint}`);
  }
  const decl = input.decl as unknown as Record<string, unknown>;
  const problem = rulesetOf(state).dataSchemas.declaration(decl);
  if (problem !== undefined) {
    const path =
      problem.path === "" ? "" : problem.path.startsWith("[") ? problem.path : `.${problem.path}`;
    const where = `${field}.decl${path}`;
    if (problem.path === "kind" && problem.choices !== undefined) {
      const kind = String(decl.kind);
      throw new ForkError(
        "bad-edit",
        where,
        `no declaration kind "${kind}" in ${state.ruleset.id}${suggestion(kind, problem.choices, 0)}`,
      );
    }
    const named = problem.reason.replace("this event's data", String(decl.kind));
    const found = valueAt(decl, problem.path);
    const hint =
      problem.choices !== undefined && typeof found === "string"
        ? suggestion(found, problem.choices, 0)
        : "";
    throw new ForkError("bad-edit", where, `${named}${hint}`);
  }
  const { width, height } = state.map;
  for (const [path, sq] of squaresIn(decl, "")) {
    if (sq.x < 0 || sq.y < 0 || sq.x >= width || sq.y >= height) {
      throw new ForkError(
        "bad-edit",
        `${field}.decl${path}`,
        `square (${sq.x},${sq.y}) is off the map (${width}×${height}: x 0..${width - 1}, y 0..${height - 1})`,
      );
    }
  }
}

/** Every `{ x, y }` in a declaration, with its path (`.path[2]`, `.to`, `.action.path[0]`). */
function squaresIn(value: unknown, path: string): [string, { x: number; y: number }][] {
  if (typeof value !== "object" || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => squaresIn(v, `${path}[${i}]`));
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length === 2 && typeof o.x === "number" && typeof o.y === "number") {
    return [[path, { x: o.x, y: o.y }]];
  }
  return keys.flatMap((k) => squaresIn(o[k], `${path}.${k}`));
}

/** The value at a schema problem's path (`a.b[2].c`), if there is one. */
function valueAt(root: unknown, path: string): unknown {
  let v = root;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (typeof v !== "object" || v === null) return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

/**
 * A refused edit in one line: who, what, the round, the ruleset's words and the rule id, and a
 * "did you mean" when the refusal names a value of the edit that is no combatant's id.
 */
export function refusedEditText(
  state: CombatState,
  input: Input,
  violation: RuleViolation,
): string {
  const words = violationText(violation, rulesetOf(state).words);
  const who = input.by === "gm" ? "the GM's" : `${input.by}'s`;
  const named = new Set(stringsIn(input.decl));
  // Only a parameter that names a creature (its target, whom it waits for): a spell or a
  // weapon the refusal names is not to be matched against the roster.
  const unknown = Object.entries(violation.says.params).find(
    ([k, v]) =>
      CREATURE_PARAMS.has(k) &&
      typeof v === "string" &&
      named.has(v) &&
      state.combatants[v] === undefined,
  )?.[1] as string | undefined;
  const hint = unknown === undefined ? "" : suggestion(unknown, state.roster);
  return `the rules refuse ${who} ${input.decl.kind} in round ${state.round}: ${words} (${violation.rule})${hint}`;
}

const CREATURE_PARAMS = new Set(["target", "id", "by", "after", "ally", "creature"]);

/** Every string in a value, at any depth. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(stringsIn);
}
