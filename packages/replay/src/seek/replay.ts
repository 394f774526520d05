import {
  type CombatantId,
  type CombatState,
  cloneState,
  type FightEvent,
  fightState,
  foldMut,
} from "@d20/core";
import type { HeaderData } from "@d20/events";
import { type FightLog, type LogInput, loadLog } from "../log/fightLog.ts";
import { foldingChecked } from "../log/foldError.ts";
import { Snapshots } from "./snapshots.ts";
import { Stepper } from "./stepper.ts";
import { type Edge, type RoundSpan, type TurnSpan, timelineOf } from "./timeline.ts";

/** How densely a replay keeps snapshots. */
export interface ReplayOptions {
  /** A snapshot every `every` events (K); 1024 by default. */
  readonly every?: number;
  /** Also a snapshot at each round's start (true by default). */
  readonly roundStarts?: boolean;
}

/** The default snapshot interval K: a seek folds at most this many events after cloning one. */
export const DEFAULT_SNAPSHOT_EVERY = 1024;

/**
 * A loaded fight that can be seeked: the state after any `seq`, at the start or end of any round
 * or turn. Built by one fold of the whole log, keeping a snapshot every K events and at each
 * round's start; a seek clones the nearest snapshot at or before the target and folds forward
 * (at most K events). Every state it returns is a fresh private copy the caller may mutate.
 */
export class Replay {
  /** The fight's header (seq 0). */
  readonly header: HeaderData;
  /** The events after the header; `events[i]` has seq `i + 1`. */
  readonly events: readonly FightEvent[];
  /** The fight's rounds, in log order. */
  readonly rounds: readonly RoundSpan[];
  /** The fight's turns, in log order. */
  readonly turns: readonly TurnSpan[];
  private readonly snapshots = new Snapshots();

  constructor(log: FightLog, options: ReplayOptions = {}) {
    const every = options.every ?? DEFAULT_SNAPSHOT_EVERY;
    if (!Number.isSafeInteger(every) || every < 1) {
      throw new RangeError(`snapshot interval must be a whole number ≥ 1, got ${every}`);
    }
    this.header = log.header;
    this.events = log.events;
    const { rounds, turns } = timelineOf(log.events);
    this.rounds = rounds;
    this.turns = turns;
    const roundStarts = options.roundStarts === false ? [] : rounds.map((r) => r.start);
    this.buildSnapshots(every, roundStarts);
  }

  /** The seq of the log's last event (0 for a log that holds only its header). */
  get lastSeq(): number {
    return this.events.length;
  }

  /** How many snapshots the replay keeps. */
  get snapshotCount(): number {
    return this.snapshots.size;
  }

  /** The state after the event `seq` (0: before the first event after the header). */
  stateAt(seq: number): CombatState {
    this.checkSeq(seq);
    const snap = this.snapshots.atOrBefore(seq);
    const state = cloneState(snap.state as CombatState);
    return snap.seq === seq ? state : foldMut(state, this.events.slice(snap.seq, seq));
  }

  /** The seq at which `round` starts (its `RoundStarted`) or ends (its last event). */
  seqOfRound(round: number, edge: Edge): number {
    const span = this.rounds.find((r) => r.round === round);
    if (span === undefined) throw new RangeError(`the log has no round ${round}`);
    return edge === "start" ? span.start : span.end;
  }

  /** The seq at which `actor`'s turn in `round` starts (`TurnStarted`) or ends. */
  seqOfTurn(round: number, actor: CombatantId, edge: Edge): number {
    const span = this.turns.find((t) => t.round === round && t.actor === actor);
    if (span === undefined)
      throw new RangeError(`the log has no turn of ${actor} in round ${round}`);
    return edge === "start" ? span.start : span.end;
  }

  /** The state just after `round` starts, or as it ends (before the next round starts). */
  stateAtRound(round: number, edge: Edge): CombatState {
    return this.stateAt(this.seqOfRound(round, edge));
  }

  /** The state just after `actor`'s turn in `round` starts, or as it ends. */
  stateAtTurn(round: number, actor: CombatantId, edge: Edge): CombatState {
    return this.stateAt(this.seqOfTurn(round, actor, edge));
  }

  /** A stepper that walks this log both ways, starting after `seq` (0 by default). */
  stepper(seq = 0): Stepper {
    return new Stepper(this, seq);
  }

  private checkSeq(seq: number): void {
    if (!Number.isSafeInteger(seq) || seq < 0 || seq > this.lastSeq) {
      throw new RangeError(`seq must be a whole number from 0 to ${this.lastSeq}, got ${seq}`);
    }
  }

  // One fold of the whole log, cut at every snapshot point: `foldMut` gives the same state as
  // folding `evolve` event by event at any cut (a law of the engine), so cutting costs nothing.
  private buildSnapshots(every: number, roundStarts: readonly number[]): void {
    foldingChecked(this.header, this.events, () => this.foldSnapshots(every, roundStarts));
  }

  private foldSnapshots(every: number, roundStarts: readonly number[]): void {
    const state = fightState(this.header);
    this.snapshots.add(0, state);
    let next = 0;
    let done = 0;
    for (let seq = every; ; seq += every) {
      const cut = Math.min(seq, this.lastSeq);
      while (roundStarts[next] !== undefined && roundStarts[next]! <= cut) {
        const at = roundStarts[next++]!;
        if (at <= done) continue;
        foldMut(state, this.events.slice(done, at));
        this.snapshots.add(at, state);
        done = at;
      }
      if (cut > done) {
        foldMut(state, this.events.slice(done, cut));
        this.snapshots.add(cut, state);
        done = cut;
      }
      if (cut === this.lastSeq) return;
    }
  }
}

/** Opens a replay over a log given as JSONL (verified while read) or as events. */
export function openReplay(log: LogInput | FightLog, options: ReplayOptions = {}): Replay {
  const loaded = typeof log === "object" && "header" in log ? log : loadLog(log as LogInput);
  return new Replay(loaded, options);
}
