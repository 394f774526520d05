import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonicalJson.ts";
import { writeCanonical } from "./canonicalWriter.ts";

// Keys that JavaScript orders as array indices ("0", "12") beside ordinary and CJK ones, in any
// insertion order, with undefined members, so every branch of the fast path is met.
const key = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.string({ unit: "grapheme", maxLength: 4 }),
  fc.nat({ max: 30 }).map(String),
  fc.constantFrom(
    "label",
    "value",
    "rule",
    "toJSON",
    "__proto__",
    "01",
    "-1",
    "4294967295",
    "4294967294",
  ),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.string({ unit: "grapheme", maxLength: 8 }),
    fc.array(tie("value"), { maxLength: 4 }),
    fc
      .array(fc.tuple(key, fc.option(tie("value"), { nil: undefined })), { maxLength: 6 })
      .map((pairs) => Object.fromEntries(pairs)),
  ),
})).value;

describe("canonicalJson's fast path (issue Speed and scale: sealed logs at simulation speed)", () => {
  it("given any JSON value with keys in any order, then its text is the reference writer's, byte for byte", () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(canonicalJson(v)).toBe(writeCanonical(v));
      }),
      { numRuns: 3000 },
    );
  });

  it("given what canonical JSON has no text for, then it refuses it as the reference writer does", () => {
    const refusals = [
      { a: Number.NaN },
      [1, undefined],
      { b: { c: Number.POSITIVE_INFINITY } },
      { f: () => 1 },
      [Symbol("s")],
      { n: 1n },
    ];
    for (const bad of refusals) {
      expect(() => writeCanonical(bad)).toThrow(TypeError);
      expect(() => canonicalJson(bad)).toThrow(
        (() => {
          try {
            writeCanonical(bad);
          } catch (e) {
            return (e as Error).message;
          }
          return "";
        })(),
      );
    }
  });

  it("given a Date, a hole and a toJSON member, then the text is the reference writer's, not JSON.stringify's", () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the case under test
    const odd: unknown[] = [new Date(0), [1, , 2], { z: 1, a: new Date(0) }];
    for (const v of odd) expect(canonicalJson(v)).toBe(writeCanonical(v));
    expect(canonicalJson(new Date(0))).toBe("{}");
    const proto = JSON.parse('{"z":1,"__proto__":{"b":2,"a":1}}') as unknown;
    expect(canonicalJson(proto)).toBe('{"__proto__":{"a":1,"b":2},"z":1}');
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"x":0,"y":1}]},"b":1}',
    );
  });

  it("given more distinct keys and strings than its memory of quoted text holds, then every text is still the reference writer's", () => {
    for (let i = 0; i < 20000; i++) {
      const v = { [`键${i}`]: `值-${i}`, [`k"${i}`]: [`\u0001${i}`, "战士"] };
      expect(canonicalJson(v)).toBe(writeCanonical(v));
    }
  });
});
