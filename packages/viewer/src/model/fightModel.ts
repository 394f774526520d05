import {
  type Catalogue,
  type CombatState,
  catalogueIn,
  type FightEvent,
  type Language,
  type Message,
  plainMessage,
  type Ruleset,
  renderMessage,
  rulesets,
  spaceSquares,
} from "@d20/core";
import { type Lineage, Narrator, openReplay, type Replay } from "@d20/replay";
import type { ReadFight } from "./readFight.ts";

/** One line of the event log: the seq it tells, how deep in interrupts it sits, its words. */
export interface LogLine {
  readonly seq: number;
  readonly depth: number;
  readonly text: string;
}

/** A creature on the map at one moment. */
export interface Token {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly x: number;
  readonly y: number;
  /** Squares on a side of its space (1 for Medium, 2 for Large; a Tiny one shares a square: 1). */
  readonly span: number;
  readonly hp: number;
  readonly maxHp: number;
  readonly tempHp: number;
  /** Up, down (out of the fight, alive) or dead, as its ruleset reads its hit points. */
  readonly standing: string;
  readonly conditions: readonly string[];
  readonly current: boolean;
}

/** A row of the initiative tracker. */
export interface TrackerRow {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  /** Its initiative count; absent before it rolled. */
  readonly count?: number;
  readonly current: boolean;
  /** The ruleset's columns, rendered: hit-point state, AC, conditions, holds, doing. */
  readonly columns: readonly {
    readonly key: string;
    readonly header: string;
    readonly cell: string;
  }[];
}

/** The fight at one seq: what the map, the tracker and the header of the page show. */
export interface Moment {
  readonly seq: number;
  readonly status: string;
  readonly round: number;
  readonly surprise: boolean;
  readonly actor?: string;
  readonly map: {
    readonly width: number;
    readonly height: number;
    readonly terrain: readonly { x: number; y: number; kind: string }[];
  };
  readonly tokens: readonly Token[];
  readonly tracker: readonly TrackerRow[];
  /** The event at `seq` (none at 0). */
  readonly event?: FightEvent;
  /** The path of the move `event` made, if it is one. */
  readonly path?: {
    readonly actor: string;
    readonly from: { x: number; y: number };
    readonly squares: readonly { x: number; y: number }[];
    readonly mode: string;
  };
  /** The innermost interrupt window open after `seq`: who provoked it, who is asked. */
  readonly window?: {
    readonly seq: number;
    readonly kind: string;
    readonly provoker: string;
    readonly candidates: readonly string[];
  };
}

/** What the page needs of a fight: its log read, its replay, its narration, its moments. */
export class FightModel {
  readonly replay?: Replay;
  readonly ruleset: Ruleset | undefined;
  /** Why the readable events do not fold into a fight, if they do not. */
  readonly foldError?: string;
  readonly lines: readonly LogLine[];
  /** `windowAt[seq]`: the seq of the innermost window open after `seq`, 0 when none. */
  private readonly windowAt: Int32Array;

  constructor(
    readonly read: ReadFight,
    readonly lang: Language = "en",
  ) {
    const lineage = read.lineage;
    const events = lineage?.events ?? [];
    this.windowAt = new Int32Array(events.length + 1);
    this.lines = lineage === undefined ? [] : this.narrate(lineage);
    this.ruleset = lineage === undefined ? undefined : rulesets[lineage.header.ruleset.id];
    if (lineage === undefined) return;
    try {
      this.replay = openReplay({ header: lineage.header, events }, { every: 32 });
    } catch (e) {
      this.foldError = (e as Error).message;
    }
  }

  get name(): string {
    return this.read.name;
  }

  get lineage(): Lineage | undefined {
    return this.read.lineage;
  }

  get events(): readonly FightEvent[] {
    return this.read.lineage?.events ?? [];
  }

  /** The last seq that can be shown (0 when no event after the header reads). */
  get lastSeq(): number {
    return this.replay?.lastSeq ?? 0;
  }

  /** The combatants' names by id, from the roster. */
  nameOf(id: string): string {
    return this.stateAt(0)?.combatants[id]?.spec.name ?? id;
  }

  /** The state after `seq`. */
  stateAt(seq: number): CombatState | undefined {
    return this.replay?.stateAt(seq);
  }

  /** The fight as the map and the tracker show it after `seq`. */
  moment(seq: number): Moment | undefined {
    const state = this.stateAt(seq);
    if (state === undefined) return undefined;
    const event = seq === 0 ? undefined : this.events[seq - 1];
    const actor = state.turn?.actor;
    const path = event === undefined ? undefined : this.pathOf(seq, event);
    const windowSeq = this.windowAt[seq] ?? 0;
    const opened = windowSeq === 0 ? undefined : this.events[windowSeq - 1];
    return {
      seq,
      status: state.status,
      round: state.round,
      surprise: state.surprise,
      ...(actor !== undefined && { actor }),
      map: state.map,
      tokens: state.roster.map((id) => this.token(state, id, actor)),
      tracker: this.tracker(state, actor),
      ...(event !== undefined && { event }),
      ...(path !== undefined && { path }),
      ...(opened?.type === "WindowOpened" && {
        window: {
          seq: windowSeq,
          kind: String(opened.data.window),
          provoker: String(opened.data.provoker),
          candidates: (opened.data.candidates as readonly string[]) ?? [],
        },
      }),
    };
  }

  /** Each combatant's hit points at the end of each round (round 0: before the fight). */
  hpByRound(): {
    readonly rounds: number[];
    readonly series: { id: string; name: string; hp: number[] }[];
  } {
    const replay = this.replay;
    if (replay === undefined) return { rounds: [], series: [] };
    const cuts = [0, ...replay.rounds.map((r) => r.end)];
    const states = cuts.map((s) => replay.stateAt(s));
    const ids = states[0]!.roster;
    return {
      rounds: cuts.map((_, i) => i),
      series: ids.map((id) => ({
        id,
        name: this.nameOf(id),
        hp: states.map((s) => s.combatants[id]?.vitals.hp ?? 0),
      })),
    };
  }

  private token(state: CombatState, id: string, actor: string | undefined): Token {
    const c = state.combatants[id]!;
    const size = (c.spec as { size?: unknown }).size;
    const span = typeof size === "string" ? safeSpan(size) : 1;
    return {
      id,
      name: c.spec.name,
      side: c.spec.side,
      x: c.position.x,
      y: c.position.y,
      span,
      hp: c.vitals.hp,
      maxHp: c.vitals.maxHp,
      tempHp: c.vitals.tempHp,
      standing: this.ruleset?.standing(state, id) ?? "up",
      conditions: [
        ...((c as { flatFooted?: boolean }).flatFooted === true ? ["flat-footed"] : []),
        ...c.conditions.map((x) => x.name),
      ],
      current: id === actor,
    };
  }

  private tracker(state: CombatState, actor: string | undefined): TrackerRow[] {
    const words = this.ruleset?.words;
    const catalogue = words === undefined ? undefined : catalogueIn(words.catalogues, this.lang);
    const place = new Map(state.order.map((e, i) => [e.id, i] as const));
    const ids = [...state.roster].sort(
      (a, b) => (place.get(a) ?? Number.MAX_VALUE) - (place.get(b) ?? Number.MAX_VALUE),
    );
    return ids.map((id) => {
      const i = place.get(id);
      const entry = i === undefined ? undefined : state.order[i];
      const c = state.combatants[id]!;
      return {
        id,
        name: c.spec.name,
        side: c.spec.side,
        ...(entry !== undefined && { count: entry.count }),
        current: id === actor,
        columns: (words?.columns ?? []).map((col) => ({
          key: col.key,
          header: render(col.header, catalogue),
          cell: render(col.cell(col.value(state, id)), catalogue),
        })),
      };
    });
  }

  private pathOf(seq: number, event: FightEvent): Moment["path"] {
    const before = this.stateAt(seq - 1);
    if (before === undefined || this.ruleset === undefined) return undefined;
    try {
      const p = this.ruleset.map.movePath(before, event);
      return p === undefined
        ? undefined
        : { actor: p.actor, from: p.from, squares: p.squares, mode: p.mode };
    } catch {
      return undefined;
    }
  }

  private narrate(lineage: Lineage): LogLine[] {
    const narrator = new Narrator(lineage.header, { lang: this.lang });
    const out: LogLine[] = [];
    const open: number[] = [];
    for (const e of lineage.events) {
      if (e.type === "WindowOpened") open.push(e.seq);
      for (const text of narrator.tell(e)) {
        if (text.trim() === "") continue;
        const lead = text.length - text.trimStart().length;
        out.push({ seq: e.seq, depth: Math.floor(lead / 2), text: text.trimStart() });
      }
      if (e.type === "WindowClosed") {
        const at = open.lastIndexOf(Number(e.data.window));
        if (at >= 0) open.splice(at, 1);
      }
      this.windowAt[e.seq] = open.at(-1) ?? 0;
    }
    return out;
  }
}

function safeSpan(size: string): number {
  try {
    return Math.max(1, spaceSquares(size as Parameters<typeof spaceSquares>[0]));
  } catch {
    return 1;
  }
}

function render(message: Message, catalogue: Catalogue | undefined): string {
  return catalogue === undefined ? plainMessage(message) : renderMessage(message, catalogue);
}
