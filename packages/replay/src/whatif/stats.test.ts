import { describe, expect, it } from "vitest";
import { independentDifference, pairedDifference, wilson } from "./stats.ts";

describe("stats", () => {
  it("given 5 wins in 10, then the Wilson 95% interval is [0.237, 0.763]", () => {
    const w = wilson(5, 10);
    expect(w.estimate).toBe(0.5);
    expect(w.low).toBeCloseTo(0.2366, 3);
    expect(w.high).toBeCloseTo(0.7634, 3);
  });

  it("given no wins, then the Wilson interval starts at 0 and is not empty", () => {
    const w = wilson(0, 20);
    expect(w.low).toBe(0);
    expect(w.high).toBeGreaterThan(0.1);
  });

  it("given samples that move together, then the paired interval is narrower than the independent one", () => {
    const a = [1, 5, 2, 8, 3, 9, 4, 7];
    const b = a.map((x) => x + 1);
    const paired = pairedDifference(a, b);
    const apart = independentDifference(a, b);
    expect(paired.estimate).toBe(1);
    expect(paired.high - paired.low).toBe(0);
    expect(apart.estimate).toBe(1);
    expect(apart.high - apart.low).toBeGreaterThan(1);
  });
});
