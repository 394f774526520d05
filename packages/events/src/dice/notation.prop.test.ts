import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate, faceCount, faceRanges } from "./evaluate.ts";
import { type DiceNotation, formatNotation, type NotationTerm } from "./notation.ts";
import { DiceNotationError } from "./notationError.ts";
import { parseNotation } from "./parseNotation.ts";

// fast-check prints the seed and path of any failure; `verbose` adds the failing values' history.
const params = { verbose: true } as const;

const sign = fc.constantFrom<1 | -1>(1, -1);
const term: fc.Arbitrary<NotationTerm> = fc.oneof(
  fc.record({
    kind: fc.constant("dice" as const),
    sign,
    count: fc.integer({ min: 1, max: 40 }),
    sides: fc.integer({ min: 2, max: 1000 }),
  }),
  fc.record({ kind: fc.constant("const" as const), sign, value: fc.nat({ max: 1e9 }) }),
);
/** Any valid notation (small enough to stay under the per-expression dice limit). */
const notation: fc.Arbitrary<DiceNotation> = fc
  .tuple(term, fc.array(term, { maxLength: 8 }))
  .map(([first, rest]) => ({ terms: [first, ...rest] }));

/** Spells a notation the way a person might: random spaces, upper-case D, `d` for `1d`, `d%`. */
const sloppy = (n: DiceNotation, noise: readonly number[]): string =>
  n.terms
    .map((t, i) => {
      const r = noise[i % noise.length] ?? 0;
      const space = " ".repeat(r % 3);
      const op = t.sign === -1 ? "-" : i === 0 && r % 2 === 0 ? "" : "+";
      if (t.kind === "const") return `${space}${op}${space}${t.value}`;
      const count = t.count === 1 && r % 4 === 1 ? "" : `${t.count}`;
      const sides = t.sides === 100 && r % 5 === 0 ? "%" : `${t.sides}`;
      return `${space}${op}${space}${count}${r % 2 === 1 ? "D" : "d"}${sides}`;
    })
    .join("");

describe("dice notation laws", () => {
  it("parse(canonical(n)) equals n", () => {
    fc.assert(
      fc.property(notation, (n) => {
        expect(parseNotation(formatNotation(n))).toEqual(n);
      }),
      params,
    );
  });

  it("spacing, case and shorthand do not change the parse", () => {
    fc.assert(
      fc.property(notation, fc.array(fc.nat(59), { minLength: 1 }), (n, noise) => {
        expect(parseNotation(sloppy(n, noise))).toEqual(n);
      }),
      params,
    );
  });

  it("any string either parses or throws a DiceNotationError at a position inside it", () => {
    const text = fc.oneof(fc.string(), fc.stringMatching(/^[0-9dD%+\- ]{0,12}$/));
    fc.assert(
      fc.property(text, (expr) => {
        try {
          parseNotation(expr);
        } catch (e) {
          expect(e).toBeInstanceOf(DiceNotationError);
          const { position } = e as DiceNotationError;
          expect(position).toBeGreaterThanOrEqual(0);
          expect(position).toBeLessThanOrEqual(expr.length);
        }
      }),
      params,
    );
  });

  it("a total lies between the lowest and highest faces' totals, repetitions included", () => {
    const rolled = fc
      .tuple(notation, fc.integer({ min: 1, max: 4 }))
      .chain(([n, times]) =>
        fc.tuple(
          fc.constant(n),
          fc.constant(times),
          fc.tuple(...faceRanges(n, times).map((s) => fc.integer({ min: 1, max: s }))),
        ),
      );
    fc.assert(
      fc.property(rolled, ([n, times, faces]) => {
        expect(faces).toHaveLength(faceCount(n) * times);
        // Each term's extremes, worked out independently of `evaluate`: a subtracted die is
        // lowest when it shows its highest face.
        let low = 0;
        let high = 0;
        for (const t of n.terms) {
          const [a, b] = t.kind === "const" ? [t.value, t.value] : [t.count, t.count * t.sides];
          low += times * (t.sign === 1 ? a : -b);
          high += times * (t.sign === 1 ? b : -a);
        }
        const total = evaluate(n, faces, times);
        expect(total).toBeGreaterThanOrEqual(low);
        expect(total).toBeLessThanOrEqual(high);
      }),
      params,
    );
  });
});
