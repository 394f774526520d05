import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate, faceRanges } from "./evaluate.ts";
import { parseNotation } from "./parseNotation.ts";
import { DICE_SCHEME, DICE_SCHEME_VERSION, dieState, rollSeeded, seededFace } from "./seeded.ts";
import { seededDice } from "./seededSource.ts";

const params = { verbose: true } as const;

const seed = fc.string({ unit: "grapheme", maxLength: 16 });
const key = fc.string({ unit: "grapheme", minLength: 1, maxLength: 24 });
const expr = fc.constantFrom("1d20", "2d6+3", "1d8-1d4+2", "d%", "3d6 + 1", "4d4-1", "1d12+1d6");
const times = fc.integer({ min: 1, max: 4 });

/** The documented encoding, hashed by node:crypto: tag, seed, key length-prefixed, then index. */
function referenceState(s: string, k: string, index: number): number[] {
  const part = (text: string) => {
    const bytes = Buffer.from(text, "utf8");
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    return [length, bytes];
  };
  const at = Buffer.alloc(4);
  at.writeUInt32BE(index);
  const tag = `d20-dice/${DICE_SCHEME}/v${DICE_SCHEME_VERSION}`;
  const digest = createHash("sha256")
    .update(Buffer.concat([...part(tag), ...part(s), ...part(k), at]))
    .digest();
  return [0, 1, 2, 3].map((i) => digest.readInt32BE(4 * i));
}

describe("seeded dice laws", () => {
  it("a face's state is SHA-256 of the documented bytes, for any seed and key (astral too)", () => {
    const anyKey = fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 });
    const index = fc.integer({ min: 0, max: 0xffff_ffff });
    fc.assert(
      fc.property(seed, anyKey, index, (s, k, i) => {
        expect(dieState(s, k, i)).toEqual(referenceState(s, k, i));
      }),
      params,
    );
  });

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
