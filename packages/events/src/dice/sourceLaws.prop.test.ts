import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiceRolledData } from "../catalogue/diceRolled.ts";
import { evaluate, faceCount, faceRanges, findBadFace } from "./evaluate.ts";
import { forcedDice } from "./forcedSource.ts";
import { canonicalNotation, parseNotation } from "./parseNotation.ts";
import { recordedDice } from "./recordedSource.ts";
import { seededDice } from "./seededSource.ts";
import type { DiceRequest, DiceSource } from "./source.ts";

const params = { verbose: true } as const;

const requests = fc
  .uniqueArray(
    fc.record({
      key: fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }),
      expr: fc.constantFrom("1d20+5", "2d6", "1d8-1d4+2", "d%", "3d6 + 1", "7"),
      times: fc.integer({ min: 1, max: 3 }),
    }),
    { selector: (r) => r.key, minLength: 1, maxLength: 10 },
    // `times` is omitted, not undefined, when it is 1: exactOptionalPropertyTypes.
  )
  .map((rs) => rs.map(({ times, ...r }): DiceRequest => (times === 1 ? r : { ...r, times })));

// Every source must pass the same laws, whatever its dice come from (as pure-rand's generators
// all pass one suite).
const sources: [string, (reqs: readonly DiceRequest[]) => DiceSource][] = [
  ["seeded", () => seededDice("laws")],
  [
    "forced by key, every other die over seeded",
    (reqs) => {
      // Every other die forced to its highest faces, which are exactly the sides of each face.
      const forced = reqs.filter((_, i) => i % 2 === 0);
      const script = Object.fromEntries(
        forced.map((r) => [r.key, faceRanges(parseNotation(r.expr), r.times ?? 1)]),
      );
      return forcedDice({ byKey: script }, seededDice("laws"));
    },
  ],
  [
    "recorded strict, replaying a seeded recording",
    (reqs) => {
      const seeded = seededDice("laws");
      return recordedDice(
        reqs.map((r, i) => ({ seq: 3 * i + 1, data: seeded.roll(r) })),
        { mode: "strict" },
      );
    },
  ],
];

describe.each(sources)("dice source laws: %s", (_, makeSource) => {
  it("answers each request with a die that fits it and adds up", () => {
    fc.assert(
      fc.property(requests, (reqs) => {
        const source = makeSource(reqs);
        for (const req of reqs) {
          const die = source.roll(req);
          const times = req.times ?? 1;
          const notation = parseNotation(die.expr);
          expect(die.key).toBe(req.key);
          expect(die.expr).toBe(canonicalNotation(req.expr));
          expect(die.times ?? 1).toBe(times);
          expect(die.faces).toHaveLength(faceCount(notation) * times);
          expect(findBadFace(notation, die.faces, times)).toBeUndefined();
          expect(die.total).toBe(evaluate(notation, die.faces, times));
        }
      }),
      params,
    );
  });

  it("its dice, replayed strictly from the log, come back identical with no findings", () => {
    fc.assert(
      fc.property(requests, (reqs) => {
        const source = makeSource(reqs);
        const log: DiceRolledData[] = reqs.map((r) => source.roll(r));
        const replay = recordedDice(
          log.map((data, seq) => ({ seq, data })),
          { mode: "lenient" },
        );
        for (const [i, req] of reqs.entries()) expect(replay.roll(req)).toEqual(log[i]);
        expect(replay.findings).toEqual([]);
        expect(replay.remaining()).toBe(0);
      }),
      params,
    );
  });
});
