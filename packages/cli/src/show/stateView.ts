import {
  type Awaiting,
  type ColumnValue,
  type CombatantId,
  type CombatState,
  formatSquare,
  plainValue,
} from "@d20/core";
import { ask, say, wordsOf } from "../narrate/words.ts";
import { textTable } from "./textTable.ts";

/** A combatant's line of the state, as `--json` gives it: the shared fields and the ruleset's. */
export type CombatantRow = {
  readonly id: CombatantId;
  readonly side: string;
  /** Place in the initiative order (1 first), absent before initiative. */
  readonly initiative?: number;
  readonly count?: number;
  readonly current: boolean;
  readonly hp: number;
  readonly maxHp: number;
  readonly tempHp: number;
  /** What the ruleset adds to the hp cell (dnd35: nonlethal damage), if anything. */
  readonly hpNote?: string;
  readonly position: { readonly x: number; readonly y: number };
} & { readonly [column: string]: unknown };

/** A column of the table: its key, its heading, and each row's cell. */
interface ViewColumn {
  readonly key: string;
  readonly header: string;
  readonly cells: readonly string[];
}

/** The state at one point of a fight, as plain data. */
export interface StateView {
  readonly status: CombatState["status"];
  readonly round: number;
  readonly surprise: boolean;
  readonly actor?: CombatantId;
  readonly awaiting: string;
  readonly winner?: string;
  readonly combatants: readonly CombatantRow[];
}

/** What the engine waits for, in the ruleset's words (plain words when it has none). */
export function describeAwaiting(awaiting: Awaiting, rulesetId?: string): string {
  const told = ask(wordsOf(rulesetId), (w) => w.awaiting(awaiting));
  return told === undefined ? plainValue(awaiting) : say(told.answer, told.words);
}

/** The state's combatants in initiative order (those without initiative last, roster order). */
export function stateView(state: CombatState): StateView {
  const words = wordsOf(state.ruleset.id)[0];
  const extra = words?.columns ?? [];
  const actor = state.turn?.actor;
  const place = new Map(state.order.map((e, i) => [e.id, i] as const));
  const ids = [...state.roster].sort(
    (a, b) => (place.get(a) ?? Number.MAX_VALUE) - (place.get(b) ?? Number.MAX_VALUE),
  );
  const combatants = ids.flatMap((id): CombatantRow[] => {
    const c = state.combatants[id];
    if (c === undefined) return [];
    const i = place.get(id);
    const entry = i === undefined ? undefined : state.order[i];
    const own = Object.fromEntries(extra.map((col) => [col.key, col.value(state, id)]));
    const note = words?.hpNote(state, id);
    return [
      {
        id,
        side: c.spec.side,
        ...(i === undefined ? {} : { initiative: i + 1 }),
        ...(entry === undefined ? {} : { count: entry.count }),
        current: id === actor,
        hp: c.vitals.hp,
        maxHp: c.vitals.maxHp,
        tempHp: c.vitals.tempHp,
        ...(note === undefined ? {} : { hpNote: note }),
        ...own,
        position: { x: c.position.x, y: c.position.y },
      },
    ];
  });
  return {
    status: state.status,
    round: state.round,
    surprise: state.surprise,
    ...(actor === undefined ? {} : { actor }),
    awaiting: describeAwaiting(state.awaiting, state.ruleset.id),
    ...(state.winner === undefined ? {} : { winner: state.winner }),
    combatants,
  };
}

/**
 * The state as a readable table: round, the order with the current actor, and what is awaited;
 * the ruleset's columns each after the shared column it names (or last).
 */
export function formatStateView(view: StateView, rulesetId?: string): string[] {
  const head = `round ${view.round}${view.surprise ? " (surprise)" : ""} · ${view.status}${view.winner === undefined ? "" : ` · winner ${view.winner}`}`;
  const shared: ViewColumn[] = [
    { key: "current", header: "", cells: view.combatants.map((c) => (c.current ? "▶" : "")) },
    {
      key: "initiative",
      header: "#",
      cells: view.combatants.map((c) => (c.initiative === undefined ? "–" : String(c.initiative))),
    },
    {
      key: "count",
      header: "init",
      cells: view.combatants.map((c) => (c.count === undefined ? "–" : String(c.count))),
    },
    { key: "id", header: "combatant", cells: view.combatants.map((c) => c.id) },
    { key: "side", header: "side", cells: view.combatants.map((c) => c.side) },
    {
      key: "hp",
      header: "hp",
      cells: view.combatants.map(
        (c) =>
          `${c.hp}/${c.maxHp}${c.tempHp > 0 ? ` +${c.tempHp}t` : ""}${c.hpNote === undefined ? "" : ` ${c.hpNote}`}`,
      ),
    },
    {
      key: "square",
      header: "square",
      cells: view.combatants.map((c) => formatSquare(c.position)),
    },
  ];
  const words = wordsOf(rulesetId)[0];
  const columns = [...shared];
  for (const col of words?.columns ?? []) {
    const at = columns.findIndex((c) => c.key === col.after);
    columns.splice(at === -1 ? columns.length : at + 1, 0, {
      key: col.key,
      header: say(col.header, words),
      cells: view.combatants.map((row) => say(col.cell(row[col.key] as ColumnValue), words)),
    });
  }
  const rows = view.combatants.map((_, i) => columns.map((c) => c.cells[i] ?? ""));
  return [
    head,
    ...textTable([columns.map((c) => c.header), ...rows]),
    `awaiting: ${view.awaiting}`,
  ];
}
