import { rollSeeded, severalRequests } from "@d20/events";
import { describe, expect, it } from "vitest";
import { checkDice } from "./checkDice.ts";
import { checkDie } from "./checkDie.ts";

// The dice of one roll of three d20s at once (a sub-keyed roll: #2, #2.2, #2.3), as logged.
const roll = severalRequests({ key: "a/attack/r1/#2", expr: "1d20" }, 3).map((r) =>
  rollSeeded("audit", r.key, r.expr),
);

describe("the audit checks sub-keyed dice like any other (issue: Rulesets as modules, dice keys)", () => {
  it("given the seeded dice of a roll of several, then each is the die its seed and own key give: no problem", () => {
    expect(roll.map((d) => d.key)).toEqual([
      "a/attack/r1/#2",
      "a/attack/r1/#2.2",
      "a/attack/r1/#2.3",
    ]);
    for (const die of roll) expect(checkDie(die, "audit")).toBeUndefined();
  });

  it("given a sub-die whose face is not its seed's, then a seed finding at its seq", () => {
    const face = roll[1]!.faces[0] === 20 ? 19 : 20;
    const forged = { ...roll[1]!, faces: [face], total: face };
    const events = roll.map((d, i) => ({
      seq: i + 1,
      type: "DiceRolled",
      v: 2,
      data: i === 1 ? forged : d,
    }));
    const findings = checkDice(events, "audit", undefined);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ seq: 2, key: "a/attack/r1/#2.2", check: "seed" });
  });

  it("given a sub-key spelled for the first die (#2.1), then a key finding: every die has one spelling", () => {
    const die = rollSeeded("audit", "a/attack/r1/#2.1", "1d20");
    expect(checkDie(die, "audit")).toMatchObject({ check: "key", recorded: "a/attack/r1/#2.1" });
  });
});
