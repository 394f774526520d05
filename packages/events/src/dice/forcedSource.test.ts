import { describe, expect, it } from "vitest";
import { forcedDice } from "./forcedSource.ts";
import { rollSeeded } from "./seeded.ts";
import { seededDice } from "./seededSource.ts";

const attack = { key: "fighter/attack/r1/#1", expr: "1d20+5" };
const damage = { key: "fighter/damage/r1/#1", expr: "1d8+3", times: 2 };

describe("forced dice", () => {
  it("given a scripted 20, then that die is forced and the next falls back to seeded", () => {
    const source = forcedDice({ byKey: { [attack.key]: [20] } }, seededDice("what-if"));
    expect(source.roll(attack)).toEqual({ ...attack, faces: [20], total: 25, origin: "forced" });
    expect(source.roll(damage)).toEqual(rollSeeded("what-if", damage.key, damage.expr, 2));
    expect(source.roll(damage).origin).toBe("seeded");
  });

  it("given a keyed script, then asking for the key again gives the same forced die", () => {
    const source = forcedDice({ byKey: { [damage.key]: [8, 1] } });
    const first = source.roll(damage);
    expect(first).toMatchObject({ faces: [8, 1], total: 8 + 3 + 1 + 3, times: 2 });
    expect(source.roll(damage)).toEqual(first);
  });

  it("given a queue, then rolls take faces in order, as many as each needs", () => {
    const source = forcedDice({ queue: [3, 4, 5, 6] }, seededDice("s"));
    expect(source.roll({ key: "a/x/r1/#1", expr: "2d6" }).faces).toEqual([3, 4]);
    expect(source.roll({ key: "a/x/r1/#2", expr: "1d6" }).faces).toEqual([5]);
    expect(source.queued()).toBe(1);
    expect(source.roll({ key: "a/x/r1/#3", expr: "1d6" })).toMatchObject({
      faces: [6],
      origin: "forced",
    });
    expect(source.roll({ key: "a/x/r1/#4", expr: "1d6" }).origin).toBe("seeded");
  });

  it("given a key in the script and a queue, then the key wins and the queue is kept", () => {
    const source = forcedDice({ byKey: { [attack.key]: [1] }, queue: [19] });
    expect(source.roll(attack).faces).toEqual([1]);
    expect(source.queued()).toBe(1);
  });

  it.each([
    [{ byKey: { [attack.key]: [21] } }, attack, "forced face 21 (face 1) is not on a d20"],
    [{ byKey: { [attack.key]: [10, 10] } }, attack, "the script gives 2 faces, the roll needs 1"],
    [
      { queue: [7] },
      { key: "k", expr: "1d6" },
      "from the queue: forced face 7 (face 1) is not on a d6",
    ],
    [{ queue: [2] }, { key: "k", expr: "2d20" }, "the script gives 1 faces, the roll needs 2"],
  ])("given a script that cannot fit (%j), then it throws", (script, req, message) => {
    expect(() => forcedDice(script).roll(req)).toThrow(message);
  });

  it("given an unscripted die and no fallback, then a clear error", () => {
    expect(() => forcedDice({}).roll(attack)).toThrow(
      'forced die "fighter/attack/r1/#1" (1d20+5) is not scripted and there is no fallback dice source',
    );
  });

  it("given a key like constructor, then the prototype is not mistaken for a script", () => {
    const req = { key: "constructor", expr: "1d6" };
    expect(forcedDice({}, seededDice("s")).roll(req).origin).toBe("seeded");
  });
});
