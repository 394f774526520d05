import { describe, expect, it } from "vitest";
import { applyStabilizeRoll, needsStabilizeRoll } from "./index.ts";
import { changed, vitals } from "./vitals.fixture.ts";

const fellIn3 = vitals({ hp: -2, state: "dying", fellInRound: 3 });

describe("稳定角色伤势和恢复: when the first roll comes (dnd35.stabilize, house option stabilizeAt)", () => {
  it('given a creature that fell in round 3, when the timing is "ownTurn", then its first roll is in round 4 (the seed: "the round after")', () => {
    expect(needsStabilizeRoll(fellIn3, 3, "ownTurn")).toBe(false);
    expect(needsStabilizeRoll(fellIn3, 4, "ownTurn")).toBe(true);
  });

  it('given a creature that fell in round 3, when the timing is "endOfRound", then it rolls at the end of round 3 itself, once (SRD condition summary, outside the seeds)', () => {
    expect(needsStabilizeRoll(fellIn3, 2, "endOfRound")).toBe(false);
    expect(needsStabilizeRoll(fellIn3, 3, "endOfRound")).toBe(true);
    const after = changed(applyStabilizeRoll(fellIn3, 50, 3, "endOfRound"));
    expect(after).toMatchObject({ hp: -3, lastStabilizeRound: 3 });
    expect(needsStabilizeRoll(after, 3, "endOfRound")).toBe(false);
    expect(needsStabilizeRoll(after, 4, "endOfRound")).toBe(true);
  });
});
