import { describe, expect, it } from "vitest";
import type { DiceRolledData } from "../catalogue/diceRolled.ts";
import { DiceMismatchError } from "./diceMismatch.ts";
import { type RecordedDie, recordedDice } from "./recordedSource.ts";
import { seededDice } from "./seededSource.ts";

const attack: DiceRolledData = {
  key: "goblin-2/attack/r3/#1",
  expr: "1d20+4",
  faces: [13],
  total: 17,
  origin: "seeded",
};
const damage: DiceRolledData = {
  key: "goblin-2/damage/r3/#1",
  expr: "1d6+1",
  times: 2,
  faces: [4, 2],
  total: 8,
  origin: "table",
};
const log: RecordedDie[] = [
  { seq: 12, data: attack },
  { seq: 14, data: damage },
];
const askAttack = { key: attack.key, expr: "1d20+4" };
const askDamage = { key: damage.key, expr: "1d6+1", times: 2 };

function thrown(call: () => unknown): DiceMismatchError {
  try {
    call();
  } catch (e) {
    if (e instanceof DiceMismatchError) return e;
    throw e;
  }
  throw new Error("expected a DiceMismatchError");
}

describe("recorded dice, strict", () => {
  it("given matching requests, then the recorded dice come back in log order", () => {
    const source = recordedDice(log, { mode: "strict" });
    expect(source.remaining()).toBe(2);
    expect(source.roll(askAttack)).toBe(attack);
    expect(source.roll({ ...askDamage, expr: "1d6 + 1" })).toBe(damage);
    expect(source.remaining()).toBe(0);
    expect(source.findings).toEqual([]);
  });

  it.each([
    [{ ...askAttack, key: "goblin-2/attack/r3/#2" }, "key", 12],
    [{ ...askAttack, expr: "1d20+5" }, "expr", 12],
    [{ ...askAttack, times: 2 }, "times", 12],
  ])("given a request that differs (%j), then it throws naming seq and %s", (req, field, seq) => {
    const error = thrown(() => recordedDice(log, { mode: "strict" }).roll(req));
    expect(error.finding).toMatchObject({ seq, field });
    expect(error.message).toMatch(new RegExp(`^recorded die at seq ${seq}: ${field} expected`));
  });

  it.each([
    [{ ...attack, faces: [13, 2] }, "faceCount", 1, 2],
    [{ ...attack, faces: [21], total: 25 }, "faces", "face 1 from 1 to 20", 21],
    [{ ...attack, total: 18 }, "total", 17, 18],
  ])(
    "given a recorded die %j that does not add up, then %s is named",
    (data, field, expected, recorded) => {
      const source = recordedDice([{ seq: 3, data }], { mode: "strict" });
      const error = thrown(() => source.roll(askAttack));
      expect(error.finding).toEqual({ seq: 3, field, expected, recorded });
      expect(source.remaining()).toBe(1);
    },
  );

  it("given the recording is exhausted, then it throws", () => {
    const source = recordedDice([], { mode: "strict" });
    expect(() => source.roll(askAttack)).toThrow(/^recorded dice exhausted: missing expected/);
  });

  it("given seqs out of order, then the recording is refused at once", () => {
    expect(() => recordedDice([log[1]!, log[0]!], { mode: "strict" })).toThrow(RangeError);
  });
});

describe("recorded dice, lenient (audit)", () => {
  it("given a mismatch, then a finding is recorded and the recorded die is used", () => {
    const source = recordedDice(log, { mode: "lenient" });
    expect(source.roll({ ...askAttack, expr: "1d20+5" })).toBe(attack);
    expect(source.roll({ ...askDamage, times: 1 })).toBe(damage);
    expect(source.findings).toEqual([
      { seq: 12, field: "expr", expected: "1d20+5", recorded: "1d20+4" },
      { seq: 14, field: "times", expected: 1, recorded: 2 },
    ]);
  });

  it("given a face 7 on a d6, then that is the finding (the total of such faces is moot)", () => {
    const forged = { ...damage, faces: [7, 2], total: 30 };
    const source = recordedDice([{ seq: 5, data: forged }], { mode: "lenient" });
    expect(source.roll(askDamage)).toBe(forged);
    expect(source.findings).toEqual([
      { seq: 5, field: "faces", expected: "face 1 from 1 to 6", recorded: 7 },
    ]);
  });

  it("given the recording runs out, then a finding and the fallback's die", () => {
    const fallback = seededDice("audit");
    const source = recordedDice([], { mode: "lenient", fallback });
    expect(source.roll(askAttack)).toEqual(fallback.roll(askAttack));
    expect(source.findings).toMatchObject([
      { seq: null, field: "missing", expected: askAttack.key },
    ]);
  });

  it("given the recording runs out and no fallback, then it throws", () => {
    expect(() => recordedDice([], { mode: "lenient" }).roll(askAttack)).toThrow(DiceMismatchError);
  });
});
