import type { FightRun } from "@d20/core";
import { type HeaderData, type NewEvent, serializeLog } from "@d20/events";

/**
 * A played scenario's sealed log as JSONL text: the header as seq 0, then the fight's events,
 * written by `serializeLog` the way `examples/golden/generate.ts` writes the golden log.
 */
export function scenarioToLog(run: FightRun, header: HeaderData): string {
  const events = [{ seq: 0, type: "Header", v: 1, data: header }, ...run.events] as NewEvent[];
  return serializeLog(events).text;
}
