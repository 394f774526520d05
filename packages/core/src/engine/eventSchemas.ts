import {
  anyObject,
  arrayOf,
  bool,
  type DataProblem,
  type DataValidator,
  int,
  nat,
  num,
  object,
  oneOf,
  str,
  under,
} from "@d20/events";

/** A square of the grid. */
export const square: DataValidator = object({ x: int, y: int });

/** One term of a breakdown: its label, value and rule. */
export const term: DataValidator = object({ label: str, value: num, rule: str });

/** A breakdown: its terms. */
export const breakdown: DataValidator = arrayOf(term);

/** A point in initiative time ("until just before count 15 next round"). */
export const countAnchor: DataValidator = object({ round: int, count: num }, { before: str });

/**
 * A combatant's hit points and vital state as the engine reads them (`VitalsCore`): the
 * ruleset's part of the object (3.x: nonlethal damage, when it fell) is its own schema's
 * (`RulesetDataSchemas.vitals`), so other fields are left to it here.
 */
export const vitals: DataValidator = (v) => {
  const p = anyObject(v);
  if (p !== undefined) return p;
  const o = v as Record<string, unknown>;
  for (const [k, check] of [
    ["hp", int],
    ["maxHp", int],
    ["tempHp", int],
    ["state", str],
  ] as const) {
    if (!Object.hasOwn(o, k)) return { path: k, reason: "missing" };
    const bad = check(o[k]);
    if (bad !== undefined) return under(k, bad);
  }
  return undefined;
};

/**
 * A declaration's envelope: who declared (a combatant's id or "gm") and an object with a
 * string `kind`; the declaration itself is the ruleset's to check (`RulesetDataSchemas`).
 * Optional beside them: a table importer's `assumed` answer, a policy's `why` (engine 0.4.0 on).
 */
export const declaredEnvelope: DataValidator = object(
  { by: str, decl: kindObject },
  { assumed: object({ window: str, provoker: str, default: str }), why: str },
);

function kindObject(v: unknown): DataProblem | undefined {
  const p = anyObject(v);
  if (p !== undefined) return p;
  const kind = (v as { kind?: unknown }).kind;
  return typeof kind === "string" ? undefined : { path: "kind", reason: "must be a string" };
}

/** Schemas of the engine's own facts, by type (see `engineEventTypes`). */
export const engineFactData: Readonly<Record<string, DataValidator>> = {
  CombatBegan: object({ surprise: bool, rule: str }),
  InitiativeRolled: object({
    entries: arrayOf(
      object({ id: str, count: num, modifier: num, tiebreak: arrayOf(num), breakdown }),
    ),
    order: arrayOf(str),
    rule: str,
  }),
  RoundStarted: object({ round: nat, surprise: bool, rule: str }),
  TurnStarted: object({ actor: str, round: nat, rule: str }, { restriction: str, resumed: str }),
  TurnSkipped: object({ actor: str, round: nat, reason: str, rule: str }),
  TurnEnded: object({ actor: str, round: nat }),
  Moved: object({ actor: str, mode: str, path: arrayOf(square), feet: num, rule: str }),
  VitalsChanged: object({ target: str, vitals, rule: str, why: str }),
  ConditionAdded: object({ target: str, condition: str, rule: str }, { until: countAnchor }),
  ConditionRemoved: object({ target: str, condition: str, rule: str }),
  CombatantAdded: object({ spec: anyObject, rule: str }),
  CombatantRemoved: object({ id: str, rule: str }),
  PositionSet: object({ target: str, to: square, rule: str }),
  OrderChanged: object({ target: str, before: str, count: num, rule: str }),
  RulingOverridden: object({ seq: nat, ruling: str, rule: str }),
  FightEnded: object({ reason: str, rule: str }, { winner: str, roundLimit: nat }),
  WindowOpened: object({
    window: str,
    provoker: str,
    trigger: str,
    at: square,
    candidates: arrayOf(str),
    rule: str,
  }),
  WindowClosed: object({
    window: nat,
    provoker: str,
    outcome: oneOf("resumed", "aborted"),
    rule: str,
  }),
};
