import { decimal, type Interval, IntervalRow, percent } from "./Interval.tsx";
import type { Words } from "./i18n.ts";
import { sideColour } from "./sides.ts";

/** The parts of a `whatif --json --out` document (format d20-whatif, version 1) the page charts. */
interface Summary {
  readonly runs: number;
  readonly noWinner: number;
  readonly rounds: Interval;
  readonly roundsDistribution: {
    readonly histogram: readonly { rounds: number; runs: number }[];
    readonly median: number;
  };
  readonly sides: Readonly<
    Record<string, { winRate: Interval; wins: number; damageTaken: Interval; survivors: Interval }>
  >;
  readonly combatants: Readonly<
    Record<string, { dies: Interval; dropped: Interval; survives: Interval }>
  >;
}
interface WhatIfDoc {
  readonly format: "d20-whatif";
  readonly version: 1;
  readonly parent: string;
  readonly at: number;
  readonly runs: number;
  readonly edits: readonly unknown[];
  readonly edited?: { readonly summary: Summary };
  readonly unedited?: { readonly summary: Summary };
  readonly paired?: Readonly<Record<string, Readonly<Record<string, Interval>>>>;
  readonly sweep?: readonly { readonly label: string; readonly summary: Summary }[];
}

/** Why a value is not a what-if document this page reads, or undefined when it is one. */
export function whatIfProblem(doc: unknown): string | undefined {
  const d = doc as Partial<WhatIfDoc> | null;
  if (typeof d !== "object" || d === null) return "not a JSON object";
  if (d.format !== "d20-whatif") return `format is ${JSON.stringify(d.format)}, not "d20-whatif"`;
  if (d.version !== 1)
    return `version ${JSON.stringify(d.version)} is not one this viewer reads (1)`;
  if (d.edited?.summary === undefined && !Array.isArray(d.sweep))
    return "it holds no edited summary and no sweep";
  return undefined;
}

interface Props {
  readonly doc: unknown;
  /** A combatant's name by id (from the fight the what-if forked), when the page has it. */
  readonly nameOf: (id: string) => string;
  readonly words: Words;
}

/** A what-if as charts: win rates, chances of dying, rounds to the end, damage taken, paired difference. */
export function WhatIfView({ doc, nameOf, words }: Props) {
  if (doc === undefined) return <p class="hint panel">{words.noWhatIf}</p>;
  const problem = whatIfProblem(doc);
  if (problem !== undefined)
    return (
      <p class="finding-text panel" data-testid="whatif-error">
        what-if: {problem}
      </p>
    );
  const d = doc as WhatIfDoc;
  if (d.edited === undefined) return <Sweep doc={d} words={words} />;
  const edited = d.edited.summary;
  const base = d.unedited?.summary;
  const sides = Object.keys(edited.sides);
  const colour = (side: string) => sideColour(sides, side);
  const maxDamage = Math.max(
    1,
    ...[edited, base].flatMap((s) =>
      s === undefined ? [] : Object.values(s.sides).map((x) => x.damageTaken.high),
    ),
  );
  return (
    <div class="whatif" data-testid="whatif">
      <section class="panel">
        <h2>
          {words.whatIf}: {d.parent} @ {words.seq} {d.at} · {edited.runs} {words.runs}
        </h2>
        <h3>{words.winRate}</h3>
        {sides.map((side) => (
          <div key={side}>
            <IntervalRow
              testId={`winrate-${side}`}
              label={`${side}${base ? ` (${words.edited})` : ""}`}
              value={edited.sides[side]!.winRate}
              domain={[0, 1]}
              format={percent}
              colour={colour(side)}
            />
            {base?.sides[side] && (
              <IntervalRow
                label={`${side} (${words.unedited})`}
                value={base.sides[side]!.winRate}
                domain={[0, 1]}
                format={percent}
                colour="#aaa"
              />
            )}
          </div>
        ))}
        <p class="hint">
          {words.noWinner}: {edited.noWinner}/{edited.runs}
        </p>
      </section>
      <section class="panel">
        <h3>{words.dies}</h3>
        {Object.entries(edited.combatants).map(([id, odds]) => (
          <IntervalRow
            key={id}
            testId={`dies-${id}`}
            label={nameOf(id)}
            value={odds.dies}
            domain={[0, 1]}
            format={percent}
            colour="#8b1e1e"
          />
        ))}
      </section>
      <section class="panel">
        <h3>{words.roundsToEnd}</h3>
        <RoundsHistogram summary={edited} words={words} />
      </section>
      <section class="panel">
        <h3>{words.damageTaken}</h3>
        {sides.map((side) => (
          <IntervalRow
            key={side}
            testId={`damage-${side}`}
            label={side}
            value={edited.sides[side]!.damageTaken}
            domain={[0, maxDamage]}
            format={decimal}
            colour={colour(side)}
          />
        ))}
      </section>
      {d.paired !== undefined && (
        <section class="panel" data-testid="paired">
          <h3>{words.pairedDifference}</h3>
          {Object.entries(d.paired).flatMap(([side, metrics]) => {
            const values = Object.values(metrics);
            const reach = Math.max(
              1e-9,
              ...values.flatMap((v) => [Math.abs(v.low), Math.abs(v.high)]),
            );
            return Object.entries(metrics).map(([metric, v]) => (
              <IntervalRow
                key={`${side}-${metric}`}
                testId={`paired-${side}-${metric}`}
                label={`${side} · ${metric}`}
                value={v}
                domain={[-reach, reach]}
                format={decimal}
                colour={colour(side)}
              />
            ));
          })}
        </section>
      )}
    </div>
  );
}

function RoundsHistogram({ summary, words }: { summary: Summary; words: Words }) {
  const bars = summary.roundsDistribution.histogram;
  const most = Math.max(1, ...bars.map((b) => b.runs));
  const w = 26;
  const h = 120;
  return (
    <svg
      class="histogram"
      data-testid="rounds-histogram"
      width={bars.length * w + 40}
      height={h + 34}
      role="img"
      aria-label={words.roundsToEnd}
    >
      {bars.map((b, i) => {
        const bh = (b.runs / most) * h;
        return (
          <g key={b.rounds} data-rounds={b.rounds} data-runs={b.runs}>
            <rect x={30 + i * w} y={h - bh + 4} width={w - 4} height={bh} class="hbar">
              <title>{`${b.rounds} ${words.rounds}: ${b.runs} ${words.runs}`}</title>
            </rect>
            <text x={30 + i * w + (w - 4) / 2} y={h + 18} class="hlabel">
              {b.rounds}
            </text>
          </g>
        );
      })}
      <text x={0} y={12} class="hlabel">
        {most}
      </text>
      <text x={30} y={h + 32} class="hlabel start">
        {words.rounds} · median {summary.roundsDistribution.median} · mean{" "}
        {summary.rounds.estimate?.toFixed(2)}
      </text>
    </svg>
  );
}

/** A sweep: each entry's win rates and rounds, one row per entry and side. */
function Sweep({ doc, words }: { doc: WhatIfDoc; words: Words }) {
  const entries = doc.sweep ?? [];
  const sides = [...new Set(entries.flatMap((e) => Object.keys(e.summary.sides)))].sort();
  return (
    <div class="whatif" data-testid="whatif">
      <section class="panel" data-testid="sweep">
        <h2>
          {words.whatIf}: {doc.parent} @ {words.seq} {doc.at} · {entries.length} × {doc.runs}{" "}
          {words.runs}
        </h2>
        <h3>{words.winRate}</h3>
        {entries.flatMap((e) =>
          sides.map((side) =>
            e.summary.sides[side] === undefined ? null : (
              <IntervalRow
                key={`${e.label}-${side}`}
                testId={`sweep-${e.label}-${side}`}
                label={`${e.label} · ${side}`}
                value={e.summary.sides[side]!.winRate}
                domain={[0, 1]}
                format={percent}
                colour={sideColour(sides, side)}
              />
            ),
          ),
        )}
        <h3>{words.roundsToEnd}</h3>
        {entries.map((e) => (
          <IntervalRow
            key={e.label}
            label={e.label}
            value={e.summary.rounds}
            domain={[0, Math.max(1, ...entries.map((x) => x.summary.rounds.high))]}
            format={decimal}
            colour="#2f6fdf"
          />
        ))}
      </section>
    </div>
  );
}
