import type { HeaderData } from "@d20/events";
import { enableMapSet } from "immer";
import type { CombatantSpecCore } from "../model/combatantCore.ts";
import { violationText } from "../words/violationText.ts";
import { staleHeaderPart } from "./headerPart.ts";
import { InvalidHeader } from "./invalidHeader.ts";
import type { RulesetRegistry } from "./registry.ts";
import type { CombatState, MapFeature, MapState } from "./state.ts";

// The state keeps its die counters in a Map (see `CombatState.diceOrdinals`); immer drafts a
// Map only with this plugin on. Every state starts here, so this runs before any `produce`.
enableMapSet();

/**
 * The state a fight starts in, built from its header (seq 0): each combatant as its ruleset
 * brings it in (3.x: flat-footed), nobody in the initiative order yet, waiting for the GM to
 * begin. The header's ruleset is looked up in `rulesets` (the registry the caller hands in; the
 * engine imports no ruleset).
 */
export function fightState(header: HeaderData, rulesets: RulesetRegistry): CombatState {
  const roster = header.roster as readonly CombatantSpecCore[];
  const map = parseMap(header.map);
  if (typeof map === "string") throw new InvalidHeader(map);
  const ruleset = rulesets.get(header.ruleset?.id);
  if (ruleset === undefined)
    throw new InvalidHeader(`ruleset.id: unknown ruleset "${header.ruleset?.id}"`);
  const stale = staleHeaderPart(header, ruleset);
  if (stale !== undefined) throw new InvalidHeader(stale);
  const bad = ruleset.checkHeader(header);
  if (bad !== undefined) throw new InvalidHeader(violationText(bad, ruleset.words), bad.rule);
  const combatants: CombatState["combatants"] = {};
  for (const spec of roster) combatants[spec.id] = ruleset.state.newCombatant(spec);
  return {
    ruleset: { id: header.ruleset.id, version: header.ruleset.version },
    options: header.options,
    seed: header.dice.seed,
    status: "setup",
    round: 0,
    surprise: false,
    order: [],
    turnIndex: -1,
    combatants,
    roster: roster.map((s) => s.id),
    awaiting: { kind: "begin" },
    frames: [],
    pendingDice: [],
    diceOrdinals: new Map(),
    nextSeq: 1,
    turn: undefined,
    fightOver: false,
    map,
  };
}

/** The grid a header gets when its `map` leaves the size out. */
const DEFAULT_SIZE = 20;

/**
 * Reads a header's `map` (`{ width?, height?, terrain?: [{ x, y, kind }] }`; absent fields give
 * a 20×20 grid with nothing on it), or says which field is wrong (`map.terrain[3].x: …`). Kinds are
 * the ruleset's to check.
 */
export function parseMap(raw: unknown): MapState | string {
  if (raw === undefined || raw === null)
    return { width: DEFAULT_SIZE, height: DEFAULT_SIZE, terrain: [] };
  if (typeof raw !== "object" || Array.isArray(raw)) return "map: must be an object";
  const m = raw as { width?: unknown; height?: unknown; terrain?: unknown };
  const width = m.width ?? DEFAULT_SIZE;
  const height = m.height ?? DEFAULT_SIZE;
  if (!Number.isInteger(width) || (width as number) < 1) return "map.width: must be an integer ≥ 1";
  if (!Number.isInteger(height) || (height as number) < 1)
    return "map.height: must be an integer ≥ 1";
  const w = width as number;
  const h = height as number;
  const list = m.terrain ?? [];
  if (!Array.isArray(list)) return "map.terrain: must be a list of { x, y, kind }";
  const terrain: MapFeature[] = [];
  for (const [i, f] of (list as unknown[]).entries()) {
    const at = `map.terrain[${i}]`;
    if (typeof f !== "object" || f === null) return `${at}: must be { x, y, kind }`;
    const { x, y, kind } = f as { x?: unknown; y?: unknown; kind?: unknown };
    if (!Number.isInteger(x) || (x as number) < 0 || (x as number) >= w)
      return `${at}.x: must be an integer from 0 to ${w - 1}`;
    if (!Number.isInteger(y) || (y as number) < 0 || (y as number) >= h)
      return `${at}.y: must be an integer from 0 to ${h - 1}`;
    if (typeof kind !== "string" || kind === "") return `${at}.kind: must name a kind`;
    terrain.push({ x: x as number, y: y as number, kind });
  }
  return { width: w, height: h, terrain };
}
