import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiceRolledData } from "../catalogue/diceRolled.ts";
import { dieKey } from "./key.ts";
import { recordedDice } from "./recordedSource.ts";
import { rollSeeded } from "./seeded.ts";
import { seededDice } from "./seededSource.ts";
import { checkDiceCount, severalRequests } from "./several.ts";

const params = { verbose: true } as const;

/** A roll of several dice at once: whose, what for, which ordinal, how many dice. */
interface Roll {
  readonly combatant: string;
  readonly purpose: string;
  readonly round: number;
  readonly ordinal: number;
  readonly count: number;
  readonly expr: string;
}
const roll: fc.Arbitrary<Roll> = fc.record({
  combatant: fc.constantFrom("fighter", "哥布林-2", "cleric"),
  purpose: fc.constantFrom("attack", "initiative", "save"),
  round: fc.nat({ max: 4 }),
  ordinal: fc.integer({ min: 1, max: 5 }),
  count: fc.integer({ min: 1, max: 4 }),
  expr: fc.constantFrom("1d20", "1d20+3", "2d6"),
});
/** Rolls of a fight: each (combatant, purpose, round, ordinal) once, as the engine keys them. */
const rolls = fc.uniqueArray(roll, {
  selector: (r) => dieKey(r),
  minLength: 1,
  maxLength: 12,
});

/** Every die of `list`, seeded under `seed`, in order. */
function diceOf(seed: string, list: readonly Roll[]): DiceRolledData[] {
  const source = seededDice(seed);
  return list.flatMap((r) =>
    severalRequests({ key: dieKey(r), expr: r.expr }, r.count).map((q) => source.roll(q)),
  );
}

describe("dice sub-keys (issue: Rulesets as modules, dice keys)", () => {
  it("given a fight's rolls of several dice each, then every die has a key of its own, the first die of a roll is the plain roll's, and each is the die its own key seeds", () => {
    fc.assert(
      fc.property(rolls, fc.string({ maxLength: 6 }), (list, seed) => {
        const dice = diceOf(seed, list);
        expect(new Set(dice.map((d) => d.key)).size).toBe(dice.length);
        for (const d of dice) expect(d).toEqual(rollSeeded(seed, d.key, d.expr));
        let i = 0;
        for (const r of list) {
          expect(dice[i]).toEqual(rollSeeded(seed, dieKey(r), r.expr));
          i += r.count;
        }
      }),
      params,
    );
  });

  it("given a fight's rolls, when one roll gets an extra die, then no other die changes its key or its face, and the roll's own dice before it stay", () => {
    fc.assert(
      fc.property(rolls, fc.nat(), fc.string({ maxLength: 6 }), (list, pick, seed) => {
        const grown = pick % list.length;
        const before = diceOf(seed, list);
        const after = diceOf(
          seed,
          list.map((r, i) => (i === grown ? { ...r, count: r.count + 1 } : r)),
        );
        // Everything up to the grown roll's last die is unchanged; then comes exactly one new
        // die, `#n.(count+1)`; then everything after is unchanged too.
        const end = list.slice(0, grown + 1).reduce((n, r) => n + r.count, 0);
        const extra = after[end]!;
        expect(after.slice(0, end)).toEqual(before.slice(0, end));
        expect(extra.key).toBe(`${dieKey(list[grown]!)}.${list[grown]!.count + 1}`);
        expect(after.slice(end + 1)).toEqual(before.slice(end));
      }),
      params,
    );
  });

  it("given a fight's sub-keyed dice in a log, when replayed leniently for an audit, then each answers its request with no finding; a sub-die out of its place is a key finding", () => {
    fc.assert(
      fc.property(rolls, (list) => {
        const dice = diceOf("audit", list);
        const requests = list.flatMap((r) =>
          severalRequests({ key: dieKey(r), expr: r.expr }, r.count),
        );
        const replay = recordedDice(
          dice.map((data, seq) => ({ seq, data })),
          { mode: "lenient" },
        );
        for (const req of requests) replay.roll(req);
        expect(replay.findings).toEqual([]);
        const multi = list.find((r) => r.count > 1);
        if (multi === undefined) return;
        // The same dice asked for with the roll's dice swapped: the audit sees the keys differ.
        const swapped = recordedDice(
          dice.map((data, seq) => ({ seq, data })),
          { mode: "lenient" },
        );
        for (const req of requests)
          swapped.roll(req.key === `${dieKey(multi)}.2` ? { ...req, key: dieKey(multi) } : req);
        expect(swapped.findings.some((f) => f.field === "key")).toBe(true);
      }),
      params,
    );
  });

  it.each([0, 1.5, 101, Number.NaN])("given a count of %d dice, then it is refused", (count) => {
    expect(() => checkDiceCount(count)).toThrow(RangeError);
    expect(() => severalRequests({ key: "a/attack/r1/#1", expr: "1d20" }, count)).toThrow(
      "dice count must be a whole number from 1 to 100",
    );
  });
});
