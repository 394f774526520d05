import {
  type CombatantId,
  type CombatantSpecCore,
  type Declaration,
  ENGINE_VERSION,
  fightState,
  headerPartField,
  InvalidHeader,
  rulesets,
} from "@d20/core";
import { DICE_SCHEME, DICE_SCHEME_VERSION, type HeaderData, type Player } from "@d20/events";
import { readValue } from "./definitions/readValue.ts";
import { keysOf } from "./definitions/spec.ts";
import { parseJson } from "./file/parseJson.ts";
import type { ScenarioFragment } from "./fragment.ts";
import { DEFAULT_FRAGMENT } from "./fragments.ts";
import { END, SCENARIO_KEYS } from "./frame/definitions.ts";
import type { LoadedScenario } from "./loadedScenario.ts";
import { policyNamed } from "./play/policies.ts";
import { ScenarioError } from "./scenarioError.ts";
import { type ReadCombatant, readCombatant } from "./validate/combatant.ts";
import { readDice } from "./validate/dice.ts";
import { at, child, Issues } from "./validate/issues.ts";
import { readMap } from "./validate/map.ts";
import { checkPlacement } from "./validate/placement.ts";
import { readList, readObject, readSafeString, readString } from "./validate/read.ts";
import { readRuleset } from "./validate/ruleset.ts";

/** The round limit when a scenario's `end` leaves it out (core's `runFight` default). */
export const DEFAULT_MAX_ROUNDS = 50;

/**
 * Reads a scenario from its JSON text. Throws `ScenarioError` with every issue found, each with
 * its JSON path; `opts.seed` replaces the scenario's seed.
 */
export function parseScenario(
  text: string,
  file: string,
  opts: { seed?: string } = {},
): LoadedScenario {
  const json = parseJson(text, file);
  const issues = new Issues();
  const fail = () => new ScenarioError(file, issues.list);
  const o = readObject(issues, "$", json, SCENARIO_KEYS, "a scenario object");
  if (o === undefined) throw fail();
  const name = o.name === undefined ? file : readSafeString(issues, "$.name", o.name);
  if (o.description !== undefined) readSafeString(issues, "$.description", o.description);
  const seed =
    opts.seed ?? (o.seed === undefined ? "scenario" : readString(issues, "$.seed", o.seed));
  const ruleset = readRuleset(issues, o.ruleset, o.options);
  // A scenario whose ruleset is wrong is still read as the main ruleset's, so that its other
  // mistakes show too.
  const fragment = ruleset?.fragment ?? DEFAULT_FRAGMENT;
  const map = readMap(issues, "$.map", o.map);
  const maxRounds = readEnd(issues, o.end);
  const entries = readCombatants(issues, o.combatants, fragment);
  const ids = rawIds(o.combatants);
  const dice = readDice(issues, o.dice, ids);
  const scripted = new Map<CombatantId, readonly Declaration[]>();
  for (const [i, r] of entries.entries()) {
    if (r?.control !== "scripted") continue;
    const script = fragment.readScript(issues, child(at("$.combatants", i), "script"), r.script, {
      ids,
      ...fragment.gear(r.spec),
      windows: r.windows,
    });
    if (script !== undefined) scripted.set(r.spec.id, script);
  }
  const placed = [...entries.entries()].filter(
    (e): e is [number, ReadCombatant] => e[1] !== undefined,
  );
  if (map !== undefined)
    checkPlacement(
      issues,
      placed.map(([, r]) => r.spec),
      placed.map(([i]) => i),
      map,
      fragment,
    );
  const read = placed.map(([, r]) => r);
  if (
    issues.list.length > 0 ||
    ruleset === undefined ||
    map === undefined ||
    dice === undefined ||
    seed === undefined ||
    maxRounds === undefined
  )
    throw fail();
  const roster: CombatantSpecCore[] = read.map((r) => r.spec);
  const header: HeaderData = {
    ruleset: { id: ruleset.id, version: ruleset.version },
    engine: ENGINE_VERSION,
    dice: { scheme: DICE_SCHEME, version: DICE_SCHEME_VERSION, seed },
    options: ruleset.options,
    map,
    roster,
    ...headerPartField(rulesets[ruleset.id]!),
    // The dice the script forces, declared in the header so that an audit can tell them from a
    // seeded die relabelled forced (issue "Trust", point 1); none forced is declared too.
    unseeded: Object.keys(dice).length === 0 ? {} : { scripted: dice },
    // Who plays whom, so that a branch or a what-if plays each on as the scenario chose.
    players: Object.fromEntries(read.map((r) => [r.spec.id, playerOf(r, ruleset.version)])),
  };
  checkWithEngine(issues, header);
  if (issues.list.length > 0) throw fail();
  return {
    file,
    name: name ?? file,
    header,
    control: new Map(read.map((r) => [r.spec.id, r.control])),
    policyFor: (id) => {
      const r = read.find((c) => c.spec.id === id);
      return r?.control === "policy" && r.policy !== undefined
        ? policyNamed(ruleset.id, r.policy)
        : undefined;
    },
    scripted,
    afterScript: new Map(
      read.flatMap((r) =>
        r.control === "scripted" && r.policy !== undefined ? [[r.spec.id, r.policy] as const] : [],
      ),
    ),
    windows: new Map(
      read.flatMap((r) => (r.control === "scripted" ? [[r.spec.id, r.windows] as const] : [])),
    ),
    forcedDice: dice,
    maxRounds,
  };
}

/** Who plays a combatant read from the scenario, as the header records it. */
function playerOf(r: ReadCombatant, version: string): Player {
  const policy = r.policy === undefined ? undefined : { name: r.policy, version };
  if (r.control === "human") return { by: "person" };
  if (r.control === "scripted")
    return policy === undefined ? { by: "script" } : { by: "script", after: policy };
  if (policy === undefined) throw new Error(`invariant: ${r.spec.id} is played by no policy`);
  return { by: "policy", policy };
}

/**
 * Reads `combatants`, every entry even after a bad one (a bad one is undefined in the result),
 * and checks that ids are unique and that there are two sides.
 */
function readCombatants(
  issues: Issues,
  value: unknown,
  fragment: ScenarioFragment,
): (ReadCombatant | undefined)[] {
  const list = readList(issues, "$.combatants", value, "a list of combatants");
  if (list === undefined) return [];
  if (list.length === 0) {
    const expected = "at least two combatants on two sides";
    issues.add("$.combatants", expected, `an empty list; expected ${expected}`);
  }
  const read = list.map((c, i) => readCombatant(issues, at("$.combatants", i), c, fragment));
  const seen = new Map<string, number>();
  for (const [i, r] of read.entries()) {
    if (r === undefined) continue;
    const first = seen.get(r.spec.id);
    if (first !== undefined) {
      const expected = "an id no other combatant has";
      issues.add(
        child(at("$.combatants", i), "id"),
        expected,
        `"${r.spec.id}" is also the id of $.combatants[${first}]; expected ${expected}`,
      );
    } else seen.set(r.spec.id, i);
  }
  const good = read.filter((r) => r !== undefined);
  if (
    good.length === list.length &&
    list.length > 0 &&
    new Set(good.map((r) => r.spec.side)).size < 2
  ) {
    const expected = "combatants on at least two sides";
    issues.add(
      "$.combatants",
      expected,
      `everyone is on side "${good[0]!.spec.side}"; expected ${expected}`,
    );
  }
  return read;
}

/** The ids the scenario gives, read or not, so that a bad combatant's id is still a known target. */
function rawIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((c) => (typeof c?.id === "string" ? [c.id as string] : []));
}

function readEnd(issues: Issues, value: unknown): number | undefined {
  if (value === undefined) return DEFAULT_MAX_ROUNDS;
  const o = readObject(issues, "$.end", value, keysOf(END), "an object { maxRounds }");
  if (o === undefined) return undefined;
  return o.maxRounds === undefined
    ? DEFAULT_MAX_ROUNDS
    : (readValue(issues, "$.end.maxRounds", o.maxRounds, END.fields.maxRounds!) as
        | number
        | undefined);
}

/**
 * Builds the fight's starting state from the header, as a player would, and maps what the engine
 * refuses (`roster[2].abilities.dex: …`, `map.terrain[3]: …`) to the scenario's paths.
 */
function checkWithEngine(issues: Issues, header: HeaderData): void {
  try {
    fightState(header);
  } catch (e) {
    if (!(e instanceof InvalidHeader)) throw e;
    const m = /^(roster\[(\d+)\]|map|ruleset)([^:]*): (.*)$/.exec(e.reason);
    const rule = e.rule === undefined ? "" : ` (${e.rule})`;
    const path =
      m === null
        ? "$"
        : m[2] !== undefined
          ? `${at("$.combatants", Number(m[2]))}${m[3]}`
          : `$.${m[1]}`;
    const message = m === null ? e.reason : m[4]!;
    issues.add(path, "a header the rules accept", `${message}${rule}`);
  }
}
