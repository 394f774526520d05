import type { FightEvent } from "@d20/core";
import { Narrator } from "./narrator.ts";
import { margined } from "./seqMargin.ts";

/** The whole narration of a fight's events, line by line; each event's seq in a margin if `seqs`. */
export function narrateLog(events: readonly FightEvent[], seqs = false): string[] {
  const width = String(events[events.length - 1]?.seq ?? 0).length;
  return events.flatMap(margined(new Narrator(), seqs, width));
}
