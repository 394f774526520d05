import {
  type CombatantSpecCore as CombatantSpec,
  ENGINE_VERSION,
  headerPartField,
  rulesets,
} from "@d20/core";
import { DICE_SCHEME, DICE_SCHEME_VERSION, type HeaderData } from "@d20/events";
import { intField, noMore, squareField, wordField } from "./fields.ts";
import { type LineAt, lineError } from "./tableLogError.ts";
import { vocabularyOf } from "./vocabularyOf.ts";

/**
 * A roster entry: a spec, or a `combatant` line read before the `ruleset` line, whose template
 * is looked up once the ruleset is known.
 */
type RosterEntry =
  | { readonly spec: CombatantSpec }
  | { readonly pending: CombatantLine; readonly at: LineAt }
  | { readonly scenario: unknown; readonly at: LineAt };

/**
 * Reads one combatant in the scenario format (`@d20/scenario`'s `readScenarioCombatant`, which
 * the CLI passes in: the scenario package sits beside replay, not under it): its spec, or every
 * issue with its JSON path from `$`.
 */
export type CombatantReader = (
  value: unknown,
  ruleset: string,
) =>
  | { readonly spec: CombatantSpec }
  | { readonly issues: readonly { readonly path: string; readonly message: string }[] };

/** The header being built from the header lines. */
export interface HeaderDraft {
  ruleset?: { id: string; version: string };
  /** The `ruleset` line, for errors about the ruleset. */
  rulesetAt?: LineAt;
  seed?: string;
  map: { width?: number; height?: number; terrain: { x: number; y: number; kind: string }[] };
  roster: RosterEntry[];
  /** Where each header field came from, so that a header the rules refuse names its line. */
  lines: HeaderLines;
  /** How `combatant {…}` lines and stock creatures are read, when one is given. */
  readonly reader: CombatantReader | undefined;
}

/** The lines of a table log's header fields: the map line, each terrain and combatant line. */
export interface HeaderLines {
  map?: LineAt;
  readonly terrain: LineAt[];
  readonly roster: LineAt[];
}

/** An empty draft. */
export function headerDraft(reader?: CombatantReader): HeaderDraft {
  return { map: { terrain: [] }, roster: [], lines: { terrain: [], roster: [] }, reader };
}

/**
 * The line a header field the rules refuse was written on (`roster[2].maxHp` → the third
 * combatant's line, `map.terrain[0]` → the first terrain line, `map.width` → the map line);
 * undefined for a field no line names (issue "Trust", point 9: such errors pointed at the
 * first fight line).
 */
export function lineOfField(lines: HeaderLines, field: string): LineAt | undefined {
  const roster = /^roster\[(\d+)\]/.exec(field);
  if (roster !== null) return lines.roster[Number(roster[1])];
  const terrain = /^map\.terrain\[(\d+)\]/.exec(field);
  if (terrain !== null) return lines.terrain[Number(terrain[1])];
  return field.startsWith("map") ? lines.map : undefined;
}

/**
 * Reads one header line into `draft`: `ruleset ID VERSION`, `seed TEXT`, `map WIDTH HEIGHT`,
 * `terrain X Y KIND`, `combatant ID TEMPLATE SIDE X,Y WEAPON [unaware]`. Returns false when the
 * line is not a header line. (`combatant-json` lines are read by `readCombatantJson`.)
 */
export function readHeaderLine(draft: HeaderDraft, at: LineAt, words: readonly string[]): boolean {
  switch (words[0]) {
    case "ruleset":
      if (draft.ruleset !== undefined) throw lineError(at, "ruleset", "given twice");
      draft.rulesetAt = at;
      draft.ruleset = {
        id: wordField(at, "ruleset.id", words[1]),
        version: wordField(at, "ruleset.version", words[2]),
      };
      noMore(at, words, 3);
      return true;
    case "seed":
      draft.seed = wordField(at, "seed", words[1]);
      noMore(at, words, 2);
      return true;
    case "map":
      draft.lines.map = at;
      draft.map.width = intField(at, "map.width", words[1]);
      draft.map.height = intField(at, "map.height", words[2]);
      noMore(at, words, 3);
      return true;
    case "terrain":
      draft.lines.terrain.push(at);
      draft.map.terrain.push({
        x: intField(at, "terrain.x", words[1]),
        y: intField(at, "terrain.y", words[2]),
        kind: wordField(at, "terrain.kind", words[3]),
      });
      noMore(at, words, 4);
      return true;
    case "combatant": {
      draft.lines.roster.push(at);
      const line = combatantLine(at, words);
      draft.roster.push(
        draft.ruleset === undefined
          ? { pending: line, at }
          : { spec: fromLine(draft, line, at, draft.ruleset.id) },
      );
      return true;
    }
    default:
      return false;
  }
}

/**
 * A combatant the GM adds mid-fight, `gm add ID TEMPLATE SIDE X,Y [WEAPON] [unaware] "reason"`:
 * the words of a short `combatant` line (`words` from ID on, the reason left out), read as one.
 */
export function addedCombatant(
  draft: HeaderDraft,
  at: LineAt,
  words: readonly string[],
  ruleset: string,
): CombatantSpec {
  return fromLine(draft, combatantLine(at, ["combatant", ...words]), at, ruleset);
}

/** A `combatant ID TEMPLATE SIDE X,Y WEAPON [unaware]` line's words, read but not yet built. */
interface CombatantLine {
  readonly id: string;
  readonly template: string;
  readonly side: string;
  readonly position: { readonly x: number; readonly y: number };
  readonly weapon: string | undefined;
  readonly aware: boolean;
}

function combatantLine(at: LineAt, words: readonly string[]): CombatantLine {
  const id = wordField(at, "combatant.id", words[1]);
  const template = wordField(at, "combatant.template", words[2]);
  const side = wordField(at, "combatant.side", words[3]);
  const position = squareField(at, "combatant.position", words[4]);
  // A stock creature's weapon may be left out (it keeps its own).
  const noWeapon = words[5] === undefined || words[5] === "unaware";
  const weapon = noWeapon ? undefined : wordField(at, "combatant.weapon", words[5]);
  const flag = words[noWeapon ? 5 : 6];
  if (flag !== undefined && flag !== "unaware")
    throw lineError(at, "combatant.awareness", `"${flag}": only "unaware" may follow the weapon`);
  noMore(at, words, (noWeapon ? 5 : 6) + (flag === undefined ? 0 : 1));
  return { id, template, side, position, weapon, aware: flag === undefined };
}

// The ruleset's template builds the stat block (the templates and weapons are the ruleset's);
// a name that is no template is a stock creature of the scenario format, its weapon an override.
function fromLine(
  draft: HeaderDraft,
  line: CombatantLine,
  at: LineAt,
  ruleset: string,
): CombatantSpec {
  const vocabulary = vocabularyOf(ruleset, draft.rulesetAt!);
  // A template without its weapon is the stock creature of that name, armed as it is.
  const template =
    line.weapon === undefined && draft.reader !== undefined
      ? undefined
      : vocabulary.templates[line.template];
  if (template === undefined) {
    if (draft.reader === undefined)
      throw lineError(
        at,
        "combatant.template",
        `unknown "${line.template}" (${Object.keys(vocabulary.templates).join(", ")}; or a combatant {…} line)`,
      );
    const { x, y } = line.position;
    const value = {
      stock: line.template,
      id: line.id,
      side: line.side,
      position: [x, y],
      ...(line.aware ? {} : { aware: false }),
      ...(line.weapon === undefined ? {} : { overrides: { weapons: [line.weapon] } }),
    };
    return fromScenario(draft.reader, value, at, ruleset, (path) =>
      path === "$.stock"
        ? "combatant.template"
        : path.startsWith("$.overrides.weapons")
          ? "combatant.weapon"
          : `combatant.${path.slice(2)}`,
    );
  }
  if (line.weapon === undefined) throw lineError(at, "combatant.weapon", "missing");
  if (!template.weapons.includes(line.weapon))
    throw lineError(at, "combatant.weapon", `unknown weapon "${line.weapon}"`);
  return template.build(line.id, line.side, line.position, line.weapon, line.aware);
}

// A combatant in the scenario format, its first issue at the line (`combatant.weapons[0]`).
function fromScenario(
  reader: CombatantReader,
  value: unknown,
  at: LineAt,
  ruleset: string,
  fieldOf: (path: string) => string = (path) => `combatant${path.slice(1)}`,
): CombatantSpec {
  const read = reader(value, ruleset);
  if ("spec" in read) return read.spec;
  const first = read.issues[0]!;
  const more = read.issues.length > 1 ? ` (and ${read.issues.length - 1} more)` : "";
  throw lineError(at, fieldOf(first.path) || "combatant", `${first.message}${more}`);
}

/**
 * A `combatant {…}` line: one combatant in the scenario format (the same keys and errors as a
 * scenario file's `combatants` entry, a stock creature with overrides or a full stat block), as
 * one line of JSON — read once the ruleset is known.
 */
export function readScenarioLine(draft: HeaderDraft, at: LineAt, json: string): void {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    throw lineError(at, "combatant", `not JSON: ${(e as Error).message}`);
  }
  if (draft.reader === undefined)
    throw lineError(
      at,
      "combatant",
      "a combatant in the scenario format needs the scenario reader (d20 import passes it)",
    );
  draft.lines.roster.push(at);
  draft.roster.push({ scenario: value, at });
}

/** A `combatant-json {…}` line: a whole combatant spec as one line of JSON (the rest of the line). */
export function readCombatantJson(draft: HeaderDraft, at: LineAt, json: string): void {
  let spec: unknown;
  try {
    spec = JSON.parse(json);
  } catch (e) {
    throw lineError(at, "combatant-json", `not JSON: ${(e as Error).message}`);
  }
  if (typeof spec !== "object" || spec === null || Array.isArray(spec))
    throw lineError(at, "combatant-json", "must be a JSON object (a combatant spec)");
  draft.lines.roster.push(at);
  draft.roster.push({ spec: spec as CombatantSpec });
}

/** The header the draft describes; `at` is where the fight lines begin (for a missing ruleset). */
export function finishHeader(draft: HeaderDraft, at: LineAt): HeaderData {
  if (draft.ruleset === undefined)
    throw lineError(at, "ruleset", "no `ruleset ID VERSION` line before the fight");
  if (draft.roster.length === 0) throw lineError(at, "combatant", "no combatants before the fight");
  const { id } = draft.ruleset;
  const roster = draft.roster.map((e) =>
    "spec" in e
      ? e.spec
      : "pending" in e
        ? fromLine(draft, e.pending, e.at, id)
        : fromScenario(draft.reader!, e.scenario, e.at, id),
  );
  const { width, height, terrain } = draft.map;
  const known = rulesets[draft.ruleset.id];
  const map = {
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
    ...(terrain.length === 0 ? {} : { terrain }),
  };
  return {
    ruleset: draft.ruleset,
    engine: ENGINE_VERSION,
    dice: { scheme: DICE_SCHEME, version: DICE_SCHEME_VERSION, seed: draft.seed ?? "table" },
    options: {},
    map,
    roster,
    // An unknown ruleset is reported where the header is checked, naming its line.
    ...(known === undefined ? {} : headerPartField(known)),
    // Every die of a table log was rolled at the table: declared so (issue "Trust", point 1).
    unseeded: { table: true },
  };
}
