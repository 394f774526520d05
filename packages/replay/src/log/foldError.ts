import { type FightEvent, fightState, foldMut } from "@d20/core";
import type { HeaderData } from "@d20/events";

/**
 * A log whose events are each well-formed but do not fold into a fight: an event about a
 * combatant the fight does not have, an order naming nobody (a re-sealed forgery, issue
 * "Trust", point 7). Bad input, named by seq and type — never an engine crash.
 */
export class FoldError extends Error {
  override readonly name = "FoldError";
  constructor(
    readonly seq: number,
    readonly type: string,
    readonly reason: string,
    readonly file?: string,
  ) {
    super(`${file ?? "log"}: seq ${seq} (${type}) cannot be folded into the fight: ${reason}`);
  }
}

/**
 * Runs a fold of a log's events, and if the engine throws on one, finds which: the fold is run
 * again from the header, event by event (only on that path, so a sound log pays nothing), and
 * a `FoldError` names the event.
 */
export function foldingChecked<T>(
  header: HeaderData,
  events: readonly FightEvent[],
  fold: () => T,
  file?: string,
): T {
  try {
    return fold();
  } catch (e) {
    if (e instanceof FoldError) throw e;
    throw locate(header, events, e, file);
  }
}

function locate(
  header: HeaderData,
  events: readonly FightEvent[],
  first: unknown,
  file?: string,
): Error {
  const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));
  let state: ReturnType<typeof fightState>;
  try {
    state = fightState(header);
  } catch (e) {
    return new FoldError(0, "Header", reason(e), file);
  }
  for (const e of events) {
    try {
      foldMut(state, [e]);
    } catch (err) {
      return new FoldError(e.seq, e.type, reason(err), file);
    }
  }
  // The fold failed where one event at a time does not: report the first error as it was.
  return new FoldError(events.at(-1)?.seq ?? 0, "log", reason(first), file);
}
