import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DieKeyParts, dieKey, parseDieKey } from "./key.ts";

const params = { verbose: true } as const;

// Names from any script, hyphens included; the characters a key may not hold are filtered out.
const name = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 12 })
  .filter((s) => !/[\s\p{Cc}/]/u.test(s));
const parts: fc.Arbitrary<DieKeyParts> = fc.record(
  {
    combatant: fc.oneof(
      name,
      name.map((s) => `${s}-2`),
      fc.constantFrom("哥布林-2", "牧师"),
    ),
    purpose: name,
    round: fc.nat(),
    ordinal: fc.integer({ min: 1, max: 1_000_000 }),
    sub: fc.integer({ min: 2, max: 1000 }),
  },
  { requiredKeys: ["combatant", "purpose", "round", "ordinal"] },
);

describe("die key laws", () => {
  it("parseDieKey(dieKey(p)) equals p", () => {
    fc.assert(
      fc.property(parts, (p) => {
        expect(parseDieKey(dieKey(p))).toEqual(p);
      }),
      params,
    );
  });

  it("any string is either a key that re-renders to itself or is rejected", () => {
    // The last arbitrary is near-keys: sub-dice with zeros, empty or leading-zero subs.
    const text = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[a-z0-9#r/.-]{0,16}$/),
      fc.stringMatching(/^[a-z]{1,2}\/[a-z]{1,2}\/r[0-9]{1,2}\/#[0-9]{1,2}(\.[0-9]{0,2})?$/),
    );
    fc.assert(
      fc.property(text, (key) => {
        let parsed: DieKeyParts | undefined;
        try {
          parsed = parseDieKey(key);
        } catch {
          return;
        }
        expect(dieKey(parsed)).toBe(key);
      }),
      params,
    );
  });
});
