import { canonicalJson } from "@d20/events";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstDifference, jsonEqual } from "./jsonDiff.ts";

const json = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);

describe("canonical comparison", () => {
  it("jsonEqual and firstDifference agree with comparing canonical JSON texts", () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const same = canonicalJson(a) === canonicalJson(b);
        expect(jsonEqual(a, b)).toBe(same);
        expect(firstDifference(a, b) === undefined).toBe(same);
      }),
      { numRuns: 500 },
    );
  });

  it("a value equals itself rebuilt with its keys in another order", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), json), (o) => {
        const reversed = Object.fromEntries(Object.entries(o).reverse());
        expect(jsonEqual(o, reversed)).toBe(true);
      }),
    );
  });

  it("names the first path that differs", () => {
    const d = firstDifference(
      { data: { order: ["a", "b"], hit: true } },
      { data: { order: ["b", "a"], hit: true } },
    );
    expect(d).toEqual({ path: "data.order[0]", expected: "a", recorded: "b" });
    expect(firstDifference({ a: 1, b: undefined }, { a: 1 })).toBeUndefined();
    expect(firstDifference([1, 2], [1])).toEqual({ path: "[1]", expected: 2, recorded: undefined });
  });
});
