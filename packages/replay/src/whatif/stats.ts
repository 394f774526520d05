/** An estimate with its confidence interval. */
export interface Interval {
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
}

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of a proportion, `successes` of `n` — unlike the normal
 * approximation it stays within [0, 1] and is sound near 0 and 1, where win rates often sit.
 */
export function wilson(successes: number, n: number, z = Z95): Interval {
  if (n === 0) return { estimate: Number.NaN, low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { estimate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The sample mean and variance (n − 1) of `xs`. */
export function meanAndVariance(xs: readonly number[]): { mean: number; variance: number } {
  const n = xs.length;
  let mean = 0;
  for (const x of xs) mean += x / n;
  let ss = 0;
  for (const x of xs) ss += (x - mean) ** 2;
  return { mean, variance: n > 1 ? ss / (n - 1) : 0 };
}

/** The mean of `xs` with its normal-approximation confidence interval. */
export function meanInterval(xs: readonly number[], z = Z95): Interval {
  const { mean, variance } = meanAndVariance(xs);
  const half = xs.length === 0 ? Number.NaN : z * Math.sqrt(variance / xs.length);
  return { estimate: mean, low: mean - half, high: mean + half };
}

/**
 * The mean of `b − a` run by run (paired on common random numbers): its interval narrows by as
 * much as the two sides' outcomes move together.
 */
export function pairedDifference(a: readonly number[], b: readonly number[], z = Z95): Interval {
  if (a.length !== b.length) throw new RangeError("paired samples must have the same size");
  return meanInterval(
    a.map((x, i) => b[i]! - x),
    z,
  );
}

/** The difference of the means of two independent samples, `mean(b) − mean(a)`. */
export function independentDifference(
  a: readonly number[],
  b: readonly number[],
  z = Z95,
): Interval {
  const va = meanAndVariance(a);
  const vb = meanAndVariance(b);
  const estimate = vb.mean - va.mean;
  const half = z * Math.sqrt(va.variance / a.length + vb.variance / b.length);
  return { estimate, low: estimate - half, high: estimate + half };
}

/**
 * The `q`-quantile (0 ≤ q ≤ 1) of `sorted` (ascending), nearest rank: always one of the values,
 * so a quantile of whole rounds is a whole round. NaN for no values.
 */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}
