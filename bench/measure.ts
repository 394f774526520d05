/**
 * Times `ours` and `baseline` in alternation (so that a busy machine slows both alike), each
 * repeated to fill ~`ms` milliseconds per round; returns the best ms per call of each.
 */
export function measurePair(ours: () => void, baseline: () => void, ms = 200): [number, number] {
  const reps = [calibrate(ours, ms), calibrate(baseline, ms)];
  const best = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let round = 0; round < 7; round++) {
    [ours, baseline].forEach((fn, k) => {
      const t = performance.now();
      for (let i = 0; i < reps[k]!; i++) fn();
      best[k] = Math.min(best[k]!, (performance.now() - t) / reps[k]!);
    });
  }
  return [best[0]!, best[1]!];
}

function calibrate(fn: () => void, ms: number): number {
  fn();
  let reps = 1;
  for (;;) {
    const t = performance.now();
    for (let i = 0; i < reps; i++) fn();
    if (performance.now() - t > ms / 4) return reps;
    reps *= 2;
  }
}

/** Best ms per call of `fn`, repeated to fill ~`ms` milliseconds per round, 5 rounds. */
export function measure(fn: () => void, ms = 300): number {
  const reps = calibrate(fn, ms);
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    const t = performance.now();
    for (let i = 0; i < reps; i++) fn();
    best = Math.min(best, (performance.now() - t) / reps);
  }
  return best;
}

/** Prints one benchmark line: our rate, the baseline's, and the ratio against the goal. */
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
  const rate = (ms: number) => ((perCall / ms) * 1000).toFixed(0).padStart(10);
  console.log(
    `${name.padEnd(58)} ${rate(ours)} ${unit}/s  baseline ${rate(baseline)} ${unit}/s  ratio ${ratio.toFixed(2)}x (goal ≤ ${goal}x: ${verdict})`,
  );
}

/**
 * Times `ours` and `baseline` in short adjacent rounds (~`ms` each) and returns the median
 * ms per call of each and the median of the rounds' ratios: on a machine whose load swings from
 * one second to the next, two windows side by side see the same load, so their ratio holds
 * where two best-of figures taken apart would not.
 */
export function measureRatio(
  ours: () => void,
  baseline: () => void,
  rounds = 31,
  ms = 60,
): { ours: number; baseline: number; ratio: number } {
  const reps = [calibrate(ours, ms), calibrate(baseline, ms)];
  const times: [number[], number[]] = [[], []];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // Alternate which side goes first, so neither always follows the other's garbage.
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    const per = [0, 0];
    for (const k of order) {
      const fn = k === 0 ? ours : baseline;
      const t = performance.now();
      for (let i = 0; i < reps[k]!; i++) fn();
      per[k] = (performance.now() - t) / reps[k]!;
      times[k as 0 | 1].push(per[k]!);
    }
    ratios.push(per[0]! / per[1]!);
  }
  return { ours: medianOf(times[0]), baseline: medianOf(times[1]), ratio: medianOf(ratios) };
}

function medianOf(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
}
