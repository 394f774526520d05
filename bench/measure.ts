/** Times `fn` over enough repetitions to fill ~`ms` milliseconds; returns ms per call (best of 5 runs). */
export function measure(fn: () => void, ms = 300): number {
  fn();
  let reps = 1;
  for (;;) {
    const t = performance.now();
    for (let i = 0; i < reps; i++) fn();
    const took = performance.now() - t;
    if (took > ms / 5) break;
    reps *= 2;
  }
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5; run++) {
    const t = performance.now();
    for (let i = 0; i < reps; i++) fn();
    best = Math.min(best, (performance.now() - t) / reps);
  }
  return best;
}

/** Prints one benchmark line: our figure, the baseline's, and the ratio against the goal. */
export function report(
  name: string,
  ours: number,
  baseline: number,
  goal: number,
  unit: string,
  perCall: number,
): void {
  const ratio = ours / baseline;
  const verdict = ratio <= goal ? "meets" : "MISSES";
  console.log(
    `${name.padEnd(58)} ${((perCall / ours) * 1000).toFixed(0).padStart(10)} ${unit}/s  baseline ${(
      (perCall / baseline) *
      1000
    )
      .toFixed(0)
      .padStart(10)} ${unit}/s  ratio ${ratio.toFixed(2)}x (goal ≤ ${goal}x: ${verdict})`,
  );
}
