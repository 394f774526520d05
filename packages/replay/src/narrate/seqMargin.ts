import type { FightEvent } from "@d20/core";
import type { Narrator } from "./narrator.ts";

/** The width of the seq margin when the last seq is not known ahead (a fight being played). */
export const LIVE_MARGIN = 4;

/**
 * The lines that tell one event with its seq in a left margin of `width` digits: its first line
 * that says anything carries the seq (a turn's heading, not the blank line before it), the
 * others an empty margin, so that the number `explain`, `branch --at` and `whatif --at` take is
 * beside the line it names.
 */
export function withSeq(seq: number, lines: readonly string[], width: number): string[] {
  const blank = " ".repeat(width);
  const first = lines.findIndex((line) => line.trim() !== "");
  return lines.map((line, i) => {
    const margin = i === first ? String(seq).padStart(width) : blank;
    return line === "" ? margin.trimEnd() : `${margin}  ${line}`;
  });
}

/**
 * A narrator that puts each event's seq in the margin (`seqs`), or tells as `Narrator` does.
 * `width` is the margin's: the digits of the last seq when it is known.
 */
export function margined(
  narrator: Narrator,
  seqs: boolean,
  width = LIVE_MARGIN,
): (event: FightEvent) => string[] {
  return seqs
    ? (event) => withSeq(event.seq, narrator.tell(event), width)
    : (event) => narrator.tell(event);
}
