import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate, faceRanges } from "./evaluate.ts";
import { parseNotation } from "./parseNotation.ts";
import { rollSeeded, seededFace } from "./seeded.ts";
import { seededDice } from "./seededSource.ts";

const params = { verbose: true } as const;

const seed = fc.string({ unit: "grapheme", maxLength: 16 });
const key = fc.string({ unit: "grapheme", minLength: 1, maxLength: 24 });
const expr = fc.constantFrom("1d20", "2d6+3", "1d8-1d4+2", "d%", "3d6 + 1", "4d4-1", "1d12+1d6");
const times = fc.integer({ min: 1, max: 4 });

describe("seeded dice laws", () => {
  it("same seed and key give the same die", () => {
    fc.assert(
      fc.property(seed, key, expr, times, (s, k, e, t) => {
        expect(rollSeeded(s, k, e, t)).toEqual(rollSeeded(s, k, e, t));
      }),
      params,
    );
  });

  it("any face regenerated from its key alone equals the face first rolled", () => {
    fc.assert(
      fc.property(seed, key, expr, times, (s, k, e, t) => {
        const die = rollSeeded(s, k, e, t);
        const notation = parseNotation(e);
        faceRanges(notation, t).forEach((sides, i) => {
          expect(seededFace(s, k, i, sides)).toBe(die.faces[i]);
        });
        expect(die.total).toBe(evaluate(notation, die.faces, t));
      }),
      params,
    );
  });

  it("a repeated roll begins with the faces of the single roll (repetition 1 first)", () => {
    fc.assert(
      fc.property(seed, key, expr, times, (s, k, e, t) => {
        const once = rollSeeded(s, k, e).faces;
        expect(rollSeeded(s, k, e, t).faces.slice(0, once.length)).toEqual(once);
      }),
      params,
    );
  });

  it("the order in which keys are rolled changes no die (common random numbers)", () => {
    const requests = fc.uniqueArray(fc.record({ key, expr }), {
      selector: (r) => r.key,
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(seed, requests, fc.infiniteStream(fc.nat()), (s, reqs, noise) => {
        const source = seededDice(s);
        const inOrder = new Map(reqs.map((r) => [r.key, source.roll(r)]));
        const shuffled = reqs.map((r) => ({ r, n: noise.next().value })).sort((a, b) => a.n - b.n);
        for (const { r } of shuffled) expect(source.roll(r)).toEqual(inOrder.get(r.key));
      }),
      params,
    );
  });
});
