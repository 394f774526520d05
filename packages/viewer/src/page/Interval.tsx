/** An estimate with its 95% interval, as the what-if document holds it. */
export interface Interval {
  readonly estimate: number | null;
  readonly low: number;
  readonly high: number;
}

interface Props {
  readonly label: string;
  readonly value: Interval;
  /** The axis: [min, max] of the values charted beside this one. */
  readonly domain: readonly [number, number];
  readonly format: (n: number) => string;
  readonly colour: string;
  readonly testId?: string;
}

/** One row of an interval chart: a bar to the estimate, whiskers over the interval, the figure. */
export function IntervalRow({ label, value, domain, format, colour, testId }: Props) {
  const [min, max] = domain;
  const span = max - min || 1;
  const at = (v: number) => `${((v - min) / span) * 100}%`;
  const est = value.estimate ?? Number.NaN;
  const zero = Math.max(min, Math.min(max, 0));
  const from = Math.min(zero, est);
  const to = Math.max(zero, est);
  return (
    <div class="irow" data-testid={testId} data-estimate={Number.isNaN(est) ? "" : est}>
      <span class="ilabel">{label}</span>
      <span class="itrack">
        {!Number.isNaN(est) && (
          <span
            class="ibar"
            style={{ left: at(from), width: `${((to - from) / span) * 100}%`, background: colour }}
          />
        )}
        <span
          class="iwhisker"
          style={{ left: at(value.low), width: `${((value.high - value.low) / span) * 100}%` }}
        />
        {min < 0 && <span class="izero" style={{ left: at(0) }} />}
      </span>
      <span class="ifigure">
        {Number.isNaN(est) ? "—" : format(est)}{" "}
        <small>
          [{format(value.low)}, {format(value.high)}]
        </small>
      </span>
    </div>
  );
}

export const percent = (n: number) => `${(n * 100).toFixed(1)}%`;
export const decimal = (n: number) => n.toFixed(2);
