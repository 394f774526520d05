import { type CombatState, evolve, type FightEvent, fightState } from "@d20/core";
import type { HeaderData, LogEvent } from "@d20/events";
import { freeze } from "immer";
import { filter, map, type Observable, scan, startWith } from "rxjs";

/**
 * A fight's state as an observable: the state the header starts it in, then the state after each
 * event, by `scan` over the pure `evolve` (immer: each state frozen and sharing structure with the
 * one before, so subscribers may keep them). Header lines in `events` are skipped.
 */
export function state$(
  header: HeaderData,
  events: Observable<LogEvent | FightEvent>,
): Observable<CombatState> {
  const initial = freeze(fightState(header), true);
  return events.pipe(
    filter((e) => e.type !== "Header" && e.type !== "ForkHeader"),
    map((e) => e as FightEvent),
    scan((state, e) => evolve(state, e), initial),
    startWith(initial),
  );
}
