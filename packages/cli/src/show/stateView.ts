import { type Awaiting, type CombatantId, type CombatState, vitalWord } from "@d20/core";
import { formatSquare } from "../narrate/terms.ts";
import { textTable } from "./textTable.ts";

/** A combatant's line of the state, as `--json` gives it. */
export interface CombatantRow {
  readonly id: CombatantId;
  readonly side: string;
  /** Place in the initiative order (1 first), absent before initiative. */
  readonly initiative?: number;
  readonly count?: number;
  readonly current: boolean;
  readonly hp: number;
  readonly maxHp: number;
  readonly tempHp: number;
  readonly nonlethal: number;
  readonly state: string;
  readonly conditions: readonly string[];
  readonly position: { readonly x: number; readonly y: number };
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

/** What the engine waits for, in words. */
export function describeAwaiting(awaiting: Awaiting): string {
  switch (awaiting.kind) {
    case "begin":
      return "the GM to begin combat";
    case "declaration":
      return `a declaration from ${awaiting.actor}`;
    case "engine":
      return "the engine (automatic steps)";
    case "ended":
      return "nothing: the fight is over";
    default:
      return JSON.stringify(awaiting);
  }
}

/** The state's combatants in initiative order (those without initiative last, roster order). */
export function stateView(state: CombatState): StateView {
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
        nonlethal: c.vitals.nonlethal,
        state: vitalWord(c.vitals),
        conditions: [...(c.flatFooted ? ["flat-footed"] : []), ...c.conditions.map((x) => x.name)],
        position: { x: c.position.x, y: c.position.y },
      },
    ];
  });
  return {
    status: state.status,
    round: state.round,
    surprise: state.surprise,
    ...(actor === undefined ? {} : { actor }),
    awaiting: describeAwaiting(state.awaiting),
    ...(state.winner === undefined ? {} : { winner: state.winner }),
    combatants,
  };
}

/** The state as a readable table: round, the order with the current actor, and what is awaited. */
export function formatStateView(view: StateView): string[] {
  const head = `round ${view.round}${view.surprise ? " (surprise)" : ""} · ${view.status}${view.winner === undefined ? "" : ` · winner ${view.winner}`}`;
  const rows = view.combatants.map((c) => [
    c.current ? "▶" : "",
    c.initiative === undefined ? "–" : String(c.initiative),
    c.count === undefined ? "–" : String(c.count),
    c.id,
    c.side,
    `${c.hp}/${c.maxHp}${c.tempHp > 0 ? ` +${c.tempHp}t` : ""}${c.nonlethal > 0 ? ` (${c.nonlethal} nl)` : ""}`,
    c.state,
    formatSquare(c.position),
    c.conditions.join(", ") || "–",
  ]);
  return [
    head,
    ...textTable([
      ["", "#", "init", "combatant", "side", "hp", "state", "square", "conditions"],
      ...rows,
    ]),
    `awaiting: ${view.awaiting}`,
  ];
}
