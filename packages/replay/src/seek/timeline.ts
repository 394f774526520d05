import type { CombatantId, FightEvent } from "@d20/core";

/** Where a round or a turn starts and ends in the log: the seqs of its first and last events. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** A round's span: from its `RoundStarted` to the event before the next one (or the log's end). */
export interface RoundSpan extends Span {
  readonly round: number;
}

/** A turn's span: from its `TurnStarted` to its `TurnEnded` (or whatever ended it). */
export interface TurnSpan extends Span {
  readonly round: number;
  readonly actor: CombatantId;
}

/** Which edge of a round or turn to go to: the state right after it starts, or as it ends. */
export type Edge = "start" | "end";

/** The rounds and turns of a log, found by one scan of its events (no folding). */
export interface Timeline {
  readonly rounds: readonly RoundSpan[];
  readonly turns: readonly TurnSpan[];
}

/**
 * Scans a fight's events for its rounds and turns. A turn ends at its `TurnEnded`, at the
 * fight's end, or — if the log says nothing else — just before the next count or round starts.
 */
export function timelineOf(events: readonly FightEvent[]): Timeline {
  const rounds: RoundSpan[] = [];
  const turns: TurnSpan[] = [];
  let round: { round: number; start: number } | undefined;
  let turn: { round: number; actor: CombatantId; start: number } | undefined;
  const closeTurn = (end: number) => {
    if (turn !== undefined) turns.push({ ...turn, end });
    turn = undefined;
  };
  for (const e of events) {
    switch (e.type) {
      case "RoundStarted":
        closeTurn(e.seq - 1);
        if (round !== undefined) rounds.push({ ...round, end: e.seq - 1 });
        round = { round: e.data.round, start: e.seq };
        break;
      case "TurnStarted":
        closeTurn(e.seq - 1);
        turn = { round: e.data.round, actor: e.data.actor, start: e.seq };
        break;
      case "TurnSkipped":
        closeTurn(e.seq - 1);
        break;
      case "TurnEnded":
      case "FightEnded":
        closeTurn(e.seq);
        break;
      default:
    }
  }
  const last = events[events.length - 1]?.seq ?? 0;
  closeTurn(last);
  if (round !== undefined) rounds.push({ ...round, end: last });
  return { rounds, turns };
}
