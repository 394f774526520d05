import { useMemo } from "preact/hooks";
import type { FightModel } from "../model/fightModel.ts";
import type { Words } from "./i18n.ts";

interface Props {
  readonly model: FightModel;
  readonly seq: number;
  readonly onSeq: (seq: number) => void;
  readonly playing: boolean;
  readonly onPlay: (on: boolean) => void;
  readonly speed: number;
  readonly onSpeed: (n: number) => void;
  /** Seqs an audit finding names, marked on the bar. */
  readonly findings: readonly number[];
  /** Extra marks (a branch's fork point and first divergence). */
  readonly marks?: readonly {
    readonly seq: number;
    readonly label: string;
    readonly kind: string;
  }[];
  readonly words: Words;
}

/** The seq a step from `seq` lands on: by event, by turn or by round, either way. */
export function stepSeq(
  model: FightModel,
  seq: number,
  unit: "event" | "turn" | "round",
  dir: 1 | -1,
): number {
  const last = model.lastSeq;
  if (unit === "event") return Math.max(0, Math.min(last, seq + dir));
  const starts =
    (unit === "turn" ? model.replay?.turns : model.replay?.rounds)?.map((s) => s.start) ?? [];
  if (dir > 0) return starts.find((s) => s > seq) ?? last;
  return [...starts].reverse().find((s) => s < seq) ?? 0;
}

/** The scrubber: round and turn marks, findings, step buttons, play at a chosen speed. */
export function Timeline({
  model,
  seq,
  onSeq,
  playing,
  onPlay,
  speed,
  onSpeed,
  findings,
  marks = [],
  words,
}: Props) {
  // The marks change with the fight, not with the seq: drawn once, skipped while scrubbing (a
  // 10,000-event fight has thousands of turn marks).
  const findingsKey = findings.join(",");
  const marksKey = marks.map((m) => `${m.kind}@${m.seq}`).join(",");
  const bar = useMemo(
    () => <Marks model={model} findings={findings} marks={marks} words={words} />,
    [model, findingsKey, marksKey, words],
  );
  const step = (unit: "event" | "turn" | "round", dir: 1 | -1) => () =>
    onSeq(stepSeq(model, seq, unit, dir));
  return (
    <section class="panel timeline" data-testid="timeline">
      <div class="controls">
        <button type="button" title="round back (PageUp)" onClick={step("round", -1)}>
          |◀◀
        </button>
        <button type="button" title="turn back (Shift+←)" onClick={step("turn", -1)}>
          ◀◀
        </button>
        <button type="button" title="event back (←)" onClick={step("event", -1)}>
          ◀
        </button>
        <button type="button" data-testid="play" onClick={() => onPlay(!playing)}>
          {playing ? words.pause : words.play}
        </button>
        <button type="button" title="event forward (→)" onClick={step("event", 1)}>
          ▶
        </button>
        <button type="button" title="turn forward (Shift+→)" onClick={step("turn", 1)}>
          ▶▶
        </button>
        <button type="button" title="round forward (PageDown)" onClick={step("round", 1)}>
          ▶▶|
        </button>
        <label>
          <select
            value={speed}
            onChange={(e) => onSpeed(Number((e.target as HTMLSelectElement).value))}
          >
            {[1, 2, 5, 10, 25].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>{" "}
          {words.speed}
        </label>
        <span class="seq" data-testid="seq">
          {words.seq} {seq} / {model.lastSeq}
        </span>
      </div>
      <div class="bar">
        {bar}
        <input
          type="range"
          min={0}
          max={model.lastSeq}
          value={seq}
          data-testid="scrubber"
          aria-label={words.seq}
          onInput={(e) => onSeq(Number((e.target as HTMLInputElement).value))}
        />
      </div>
    </section>
  );
}

/** At most this many turn marks, or round labels, on the bar. */
const MARKS_SHOWN = 300;

interface MarksProps {
  readonly model: FightModel;
  readonly findings: readonly number[];
  readonly marks: NonNullable<Props["marks"]>;
  readonly words: Words;
}

/** The bar's marks: rounds, turns, findings, a comparison's fork point and divergence. */
function Marks({ model, findings, marks, words }: MarksProps) {
  const last = Math.max(1, model.lastSeq);
  const at = (s: number) => `${(Math.min(s, last) / last) * 100}%`;
  const turns = model.replay?.turns ?? [];
  // Marks a few pixels apart are noise, and thousands of them slow every step: a long fight's
  // bar marks its rounds only, labelling every tenth.
  const rounds = model.replay?.rounds ?? [];
  const labelEvery = rounds.length > MARKS_SHOWN / 3 ? 10 : 1;
  return (
    <>
      {rounds.map((r) => (
        <span
          key={`r${r.round}`}
          class="mark round"
          style={{ left: at(r.start) }}
          title={words.roundOf(r.round)}
        >
          {r.round % labelEvery === 0 && <span class="label">{r.round}</span>}
        </span>
      ))}
      {(turns.length > MARKS_SHOWN ? [] : turns).map((t) => (
        <span key={`t${t.start}`} class="mark turn" style={{ left: at(t.start) }} />
      ))}
      {findings.map((s) => (
        <span key={`f${s}`} class="mark finding" data-finding={s} style={{ left: at(s) }} />
      ))}
      {marks.map((m) => (
        <span
          key={`m${m.kind}`}
          class={`mark ${m.kind}`}
          style={{ left: at(m.seq) }}
          title={m.label}
        >
          <span class="label">{m.label}</span>
        </span>
      ))}
    </>
  );
}
