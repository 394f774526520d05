import {
  type Awaiting,
  type ColumnValue,
  type CombatantId,
  type CombatState,
  formatSquare,
  type Language,
  plainValue,
} from "@d20/core";
import { ask, say, wordsOf } from "@d20/replay";
import { displayWidth, textTable } from "./textTable.ts";

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
  /** Its cells may go on a line under the row when the table is too wide. */
  readonly note?: boolean;
  /** Each row's cell when it says nothing (`–`, no conditions): left out of a note. */
  readonly empty?: readonly boolean[];
}

/** The width of terminal the table keeps to, moving notes under the rows to fit. */
export const TABLE_WIDTH = 100;

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

/** What the engine waits for, in the ruleset's words in `lang` (plain words when it has none). */
export function describeAwaiting(
  awaiting: Awaiting,
  rulesetId?: string,
  lang: Language = "en",
): string {
  const told = ask(wordsOf(rulesetId), (w) => w.awaiting(awaiting));
  return told === undefined ? plainValue(awaiting) : say(told.answer, told.words, lang);
}

/** The state's combatants in initiative order (those without initiative last, roster order). */
export function stateView(state: CombatState, lang: Language = "en"): StateView {
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
    awaiting: describeAwaiting(state.awaiting, state.ruleset.id, lang),
    ...(state.winner === undefined ? {} : { winner: state.winner }),
    combatants,
  };
}

/** The table's own words, in each language (the ruleset's columns speak their catalogue's). */
const LABELS = {
  en: {
    head: (v: StateView) =>
      `round ${v.round}${v.surprise ? " (surprise)" : ""} · ${v.status}${v.winner === undefined ? "" : ` · winner ${v.winner}`}`,
    init: "init",
    combatant: "combatant",
    side: "side",
    square: "square",
    awaiting: "awaiting",
  },
  zh: {
    head: (v: StateView) =>
      `第${v.round}轮${v.surprise ? "（突袭轮）" : ""} · ${STATUS_ZH[v.status] ?? v.status}${v.winner === undefined ? "" : ` · 胜方 ${v.winner}`}`,
    init: "先攻",
    combatant: "战斗者",
    side: "阵营",
    square: "方格",
    awaiting: "等待",
  },
} as const;

// The fight's status words in Chinese.
const STATUS_ZH: Readonly<Record<string, string>> = {
  setup: "准备",
  active: "进行中",
  ended: "已结束",
};

/**
 * The state as a readable table: round, the order with the current actor, and what is awaited;
 * the ruleset's columns each after the shared column it names (or last); in `lang` (English by
 * default).
 */
export function formatStateView(
  view: StateView,
  rulesetId?: string,
  lang: Language = "en",
): string[] {
  const w = LABELS[lang];
  const head = w.head(view);
  const shared: ViewColumn[] = [
    { key: "current", header: "", cells: view.combatants.map((c) => (c.current ? "▶" : "")) },
    {
      key: "initiative",
      header: "#",
      cells: view.combatants.map((c) => (c.initiative === undefined ? "–" : String(c.initiative))),
    },
    {
      key: "count",
      header: w.init,
      cells: view.combatants.map((c) => (c.count === undefined ? "–" : String(c.count))),
    },
    { key: "id", header: w.combatant, cells: view.combatants.map((c) => c.id) },
    { key: "side", header: w.side, cells: view.combatants.map((c) => c.side) },
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
      header: w.square,
      cells: view.combatants.map((c) => formatSquare(c.position)),
    },
  ];
  const words = wordsOf(rulesetId)[0];
  const columns = [...shared];
  for (const col of words?.columns ?? []) {
    const at = columns.findIndex((c) => c.key === col.after);
    const values = view.combatants.map((row) => row[col.key] as ColumnValue);
    columns.splice(at === -1 ? columns.length : at + 1, 0, {
      key: col.key,
      header: say(col.header, words, lang),
      cells: values.map((v) => say(col.cell(v), words, lang)),
      ...(col.note === true
        ? { note: true, empty: values.map((v) => v === undefined || v.length === 0) }
        : {}),
    });
  }
  return [head, ...fitted(columns, view.combatants.length), `${w.awaiting}: ${view.awaiting}`];
}

/**
 * The table within `TABLE_WIDTH` where it can be: while it is wider, the ruleset's note columns,
 * the widest first, leave the table for a line under each row that has something to say
 * (`holds: longsword, shield · doing: readied: Attack when Ysolde casts`), wrapped to the width.
 */
function fitted(all: readonly ViewColumn[], count: number): string[] {
  const columns = [...all];
  const notes: ViewColumn[] = [];
  let lines = tableOf(columns, count);
  for (;;) {
    const wide = Math.max(...lines.map((l) => displayWidth(l)));
    const movable = columns.filter((c) => c.note === true);
    if (wide <= TABLE_WIDTH || movable.length === 0) break;
    const move = movable.reduce((a, b) => (widest(b) > widest(a) ? b : a));
    columns.splice(columns.indexOf(move), 1);
    notes.push(move);
    lines = tableOf(columns, count);
  }
  notes.sort((a, b) => all.indexOf(a) - all.indexOf(b));
  if (notes.length === 0) return lines;
  const indent = " ".repeat(displayWidth(lines[0]!) - displayWidth(lines[0]!.trimStart()) + 4);
  const out = lines.slice(0, 2);
  lines.slice(2).forEach((line, i) => {
    out.push(line);
    const said = notes
      .filter((n) => n.empty?.[i] !== true)
      .map((n) => `${n.header}: ${n.cells[i] ?? ""}`);
    if (said.length > 0) out.push(...wrap(said.join(" · "), indent, TABLE_WIDTH));
  });
  return out;
}

function widest(c: ViewColumn): number {
  return Math.max(displayWidth(c.header), ...c.cells.map((x) => displayWidth(x)));
}

function tableOf(columns: readonly ViewColumn[], count: number): string[] {
  const rows = Array.from({ length: count }, (_, i) => columns.map((c) => c.cells[i] ?? ""));
  return textTable([columns.map((c) => c.header), ...rows]);
}

/** `text` in lines of at most `width` columns, each begun with `indent`, broken at spaces. */
function wrap(text: string, indent: string, width: number): string[] {
  const out: string[] = [];
  let line = indent;
  for (const word of text.split(" ")) {
    if (line !== indent && displayWidth(line) + 1 + displayWidth(word) > width) {
      out.push(line);
      line = indent;
    }
    line = line === indent ? line + word : `${line} ${word}`;
  }
  out.push(line);
  return out;
}
