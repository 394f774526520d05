import {
  type CombatantId,
  type CombatState,
  evolveMut,
  type FightEvent,
  rulesetOf,
} from "@d20/core";
import type { Replay } from "./replay.ts";
import type { Edge } from "./timeline.ts";

/**
 * Walks a replay one event, turn or round at a time, both ways. Forward is one `evolve` on its
 * private state; backward is a seek (the nearest snapshot plus at most K events folded), so
 * neither direction costs more than a seek. `state` is the stepper's own working copy: it
 * changes on every step, so clone it to keep it.
 */
export class Stepper {
  private current: CombatState;
  private at: number;

  constructor(
    private readonly replay: Replay,
    seq = 0,
  ) {
    this.current = replay.stateAt(seq);
    this.at = seq;
  }

  /** The seq of the last event folded into `state` (0: only the header). */
  get seq(): number {
    return this.at;
  }

  /** The state after event `seq` (live: it changes as the stepper moves). */
  get state(): Readonly<CombatState> {
    return this.current;
  }

  /** The event at `seq`, or undefined at seq 0 (the header). */
  get event(): FightEvent | undefined {
    return this.replay.events[this.at - 1];
  }

  /** Steps one event forward; false (and no move) at the log's end. */
  next(): boolean {
    const event = this.replay.events[this.at];
    if (event === undefined) return false;
    evolveMut(this.current, event, rulesetOf(this.current));
    this.at = event.seq;
    return true;
  }

  /** Steps one event back; false (and no move) at seq 0. */
  previous(): boolean {
    if (this.at === 0) return false;
    this.toEvent(this.at - 1);
    return true;
  }

  /** Goes to the state after event `seq`: forward by folding when that is no longer than a seek. */
  toEvent(seq: number): Readonly<CombatState> {
    if (seq >= this.at && seq - this.at <= 64 && seq <= this.replay.lastSeq) {
      while (this.at < seq) this.next();
    } else {
      this.current = this.replay.stateAt(seq);
      this.at = seq;
    }
    return this.current;
  }

  /** Goes to the start or end of `round`. */
  toRound(round: number, edge: Edge = "start"): Readonly<CombatState> {
    return this.toEvent(this.replay.seqOfRound(round, edge));
  }

  /** Goes to the start or end of `actor`'s turn in `round`. */
  toTurn(round: number, actor: CombatantId, edge: Edge = "start"): Readonly<CombatState> {
    return this.toEvent(this.replay.seqOfTurn(round, actor, edge));
  }
}
