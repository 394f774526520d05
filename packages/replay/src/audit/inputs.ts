import type { FightEvent, Input } from "@d20/core";

/**
 * One input's share of the log: its `Declared` event and everything the engine derived from it
 * until it awaited the next declaration. `declared` is undefined for events that precede the
 * first declaration (the engine writes none), and for a `Declared` whose data is not an input.
 */
export interface InputEvents {
  readonly declared: Input | undefined;
  readonly events: readonly FightEvent[];
}

/** Cuts a fight's events (after the header) at every `Declared`. */
export function splitInputs(events: readonly FightEvent[]): InputEvents[] {
  const out: InputEvents[] = [];
  let start = 0;
  for (let i = 1; i <= events.length; i++) {
    if (i === events.length || events[i]!.type === "Declared") {
      const chunk = events.slice(start, i);
      const first = chunk[0];
      if (first !== undefined)
        out.push({
          declared: first.type === "Declared" ? inputOf(first.data) : undefined,
          events: chunk,
        });
      start = i;
    }
  }
  return out;
}

// The codec checks the envelope only: a re-sealed log may carry any data in a `Declared`.
function inputOf(data: unknown): Input | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { by, decl } = data as { by?: unknown; decl?: unknown };
  const ok = typeof by === "string" && typeof decl === "object" && decl !== null;
  return ok && typeof (decl as { kind?: unknown }).kind === "string" ? (data as Input) : undefined;
}
