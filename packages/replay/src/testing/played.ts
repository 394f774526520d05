import type { FightEvent } from "@d20/core";
import { type HeaderData, serializeLog, type UnsealedEvent } from "@d20/events";

/** A fight played by the engine: its header, its events, the whole log and its JSONL text. */
export interface PlayedFight {
  readonly header: HeaderData;
  /** The events after the header (seq 1, 2, …). */
  readonly events: readonly FightEvent[];
  /** Header and events: the log as written. */
  readonly log: readonly UnsealedEvent[];
  readonly text: string;
}

/** A fight from its header and events, with its log and JSONL text. */
export function played(header: HeaderData, events: readonly FightEvent[]): PlayedFight {
  const log = [{ seq: 0, type: "Header", v: 1, data: header }, ...events] as UnsealedEvent[];
  return { header, events, log, text: serializeLog(log).text };
}
