import type { FightEvent } from "@d20/core";
import { Narrator } from "./narrator.ts";

/** The whole narration of a fight's events, line by line. */
export function narrateLog(events: readonly FightEvent[]): string[] {
  const narrator = new Narrator();
  return events.flatMap((e) => narrator.tell(e));
}
