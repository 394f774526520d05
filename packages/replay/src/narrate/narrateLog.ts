import type { FightEvent, Language } from "@d20/core";
import type { HeaderData } from "@d20/events";
import { Narrator } from "./narrator.ts";
import { margined } from "./seqMargin.ts";

/**
 * The whole narration of a fight's events, line by line; each event's seq in a margin if `seqs`.
 * With the fight's `header` (when the events do not begin with it), the roster's names are shown;
 * in `lang`, English by default.
 */
export function narrateLog(
  events: readonly FightEvent[],
  seqs = false,
  header?: HeaderData,
  lang: Language = "en",
): string[] {
  const width = String(events[events.length - 1]?.seq ?? 0).length;
  return events.flatMap(margined(new Narrator(header, { lang }), seqs, width));
}
