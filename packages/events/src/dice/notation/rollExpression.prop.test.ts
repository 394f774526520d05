import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateRollExpression, rollBounds } from "./evaluateRollExpression.ts";
import { parseRollExpression } from "./parseRollExpression.ts";
import { printRollExpression } from "./printRollExpression.ts";
import type { RollDice, RollExpression } from "./rollExpression.ts";

const params = { verbose: true } as const;

const dice: fc.Arbitrary<RollDice> = fc
  .record({
    count: fc.integer({ min: 1, max: 6 }),
    sides: fc.integer({ min: 2, max: 20 }),
    r: fc.nat({ max: 3 }),
    once: fc.boolean(),
    mi: fc.option(fc.nat(), { nil: undefined }),
    ma: fc.option(fc.nat(), { nil: undefined }),
    sel: fc.option(fc.record({ keep: fc.boolean(), highest: fc.boolean(), n: fc.nat() }), {
      nil: undefined,
    }),
  })
  .map(({ count, sides, r, once, mi, ma, sel }) => {
    const reroll = [...new Set([1, 2, 3].slice(0, Math.min(r, sides - 1)))];
    const min = mi === undefined ? undefined : 1 + (mi % sides);
    const max = ma === undefined ? undefined : Math.max(min ?? 1, 1 + (ma % sides));
    const select =
      sel === undefined
        ? undefined
        : sel.keep
          ? { keep: true, highest: sel.highest, count: 1 + (sel.n % count) }
          : count > 1
            ? { keep: false, highest: sel.highest, count: sel.n % count }
            : undefined;
    return {
      kind: "dice" as const,
      count,
      sides,
      reroll,
      rerollOnce: reroll.length > 0 && once,
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
      ...(select === undefined ? {} : { select }),
    };
  });

const expression: fc.Arbitrary<RollExpression> = fc.letrec<{ e: RollExpression }>((tie) => ({
  e: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.nat({ max: 50 }).map((value) => ({ kind: "number" as const, value })),
    dice,
    tie("e").map((operand) => ({ kind: "negate" as const, operand })),
    fc
      .record({
        op: fc.constantFrom("+" as const, "-" as const, "*" as const, "/" as const),
        left: tie("e"),
        right: tie("e"),
      })
      .map((o) => ({ kind: "operation" as const, ...o })),
  ),
})).e;

describe("a table's dice notation", () => {
  it("parse∘print is the identity on expressions (printing adds only the parentheses needed)", () => {
    fc.assert(
      fc.property(expression, (e) => {
        expect(parseRollExpression(printRollExpression(e))).toEqual(e);
      }),
      params,
    );
  });

  it("print∘parse is the identity on canonical spellings", () => {
    fc.assert(
      fc.property(expression, (e) => {
        const text = printRollExpression(e);
        expect(printRollExpression(parseRollExpression(text))).toBe(text);
      }),
      params,
    );
  });

  it("a total from in-range faces lies within the expression's bounds", () => {
    fc.assert(
      fc.property(expression, fc.array(fc.nat(), { maxLength: 50 }), (e, pool) => {
        const text = printRollExpression(e);
        const faces = fill(e, pool);
        let total: number;
        try {
          const rolled = evaluateRollExpression(e, faces, text);
          expect(rolled.faces).toEqual(faces);
          total = rolled.total;
        } catch (err) {
          // Division by zero is the only failure on faces that fit the dice.
          expect(String(err)).toMatch(/division by zero/);
          return;
        }
        const b = rollBounds(e);
        expect(total).toBeGreaterThanOrEqual(b.min);
        expect(total).toBeLessThanOrEqual(b.max);
      }),
      params,
    );
  });
});

// Faces for `e` drawn from `pool`, each in its die's range, a rerolled die answered with its
// highest face that is not rerolled (so the roll takes a known number of faces).
function fill(e: RollExpression, pool: readonly number[]): number[] {
  const out: number[] = [];
  let k = 0;
  const draw = (sides: number) => 1 + ((pool[k++ % Math.max(pool.length, 1)] ?? 0) % sides);
  const walk = (x: RollExpression): void => {
    if (x.kind === "dice") {
      const settled = Math.max(
        ...[...Array(x.sides).keys()].map((i) => i + 1).filter((f) => !x.reroll.includes(f)),
      );
      for (let i = 0; i < x.count; i++) {
        const f = draw(x.sides);
        out.push(f);
        if (x.reroll.includes(f)) out.push(settled);
      }
    } else if (x.kind === "negate") walk(x.operand);
    else if (x.kind === "operation") {
      walk(x.left);
      walk(x.right);
    }
  };
  walk(e);
  return out;
}
