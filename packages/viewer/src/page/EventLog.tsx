import { useEffect, useRef } from "preact/hooks";
import type { FightModel } from "../model/fightModel.ts";
import type { Words } from "./i18n.ts";

/** Lines shown either side of the current one: a 10,000-event log stays quick to scrub. */
const AROUND = 20;

interface Props {
  readonly model: FightModel;
  readonly seq: number;
  readonly onSeq: (seq: number) => void;
  readonly findings: ReadonlySet<number>;
  readonly words: Words;
}

/** The narration, each line with its seq, interrupts indented; a click selects that moment. */
export function EventLog({ model, seq, onSeq, findings, words }: Props) {
  const lines = model.lines;
  const here = firstAtOrAfter(lines, seq);
  const from = Math.max(0, here - AROUND);
  const to = Math.min(lines.length, here + AROUND);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const current = box.current?.querySelector(".line.current");
    if (current instanceof HTMLElement && box.current !== null) {
      const top = current.offsetTop - box.current.clientHeight / 2;
      box.current.scrollTop = Math.max(0, top);
    }
  }, [seq, model]);
  const raw = model.read.raw;
  return (
    <section class="panel log" data-testid="event-log">
      <h2>{words.eventLog}</h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on a line's button, delegated (one listener, not one per line) */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside take Enter and Space themselves */}
      <div class="lines" ref={box} onClick={(e) => onLine(e, onSeq)}>
        {from > 0 && <div class="more">…</div>}
        {lines.slice(from, to).map((l, i) => (
          <button
            type="button"
            key={from + i}
            class={`line${l.seq === seq ? " current" : ""}${findings.has(l.seq) ? " finding" : ""}`}
            data-seq={l.seq}
            style={l.depth > 0 ? `--depth:${l.depth}` : undefined}
          >
            <span class="n">{l.seq}</span>
            {l.text}
          </button>
        ))}
        {to < lines.length && <div class="more">…</div>}
        {raw.length > 0 && (
          <div class="raw" data-testid="raw-lines">
            <div class="raw-head">{words.rawLines}</div>
            {raw.map((r) => (
              <div key={r.line} class="line raw-line" data-line={r.line}>
                <span class="n">{r.seq ?? `l${r.line}`}</span>
                <code>{r.text}</code>
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** A click inside the log: the line it landed on selects its seq. */
function onLine(e: MouseEvent, onSeq: (seq: number) => void): void {
  const line = (e.target as Element).closest("[data-seq]");
  if (line !== null) onSeq(Number(line.getAttribute("data-seq")));
}

/** The index of the first line telling `seq` or a later event (the end when none does). */
function firstAtOrAfter(lines: FightModel["lines"], seq: number): number {
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid]!.seq < seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
