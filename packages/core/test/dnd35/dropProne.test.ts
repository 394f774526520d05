import { describe, expect, it } from "vitest";
import { awake } from "./interrupts/fixtures.ts";

// "a" stands at (5,5) beside foe "b" at (6,5), in round 2, its turn.
describe("dnd35 趴倒Drop Prone", () => {
  it("given a beside a foe, when it drops prone, then it is prone at once as a free action that provokes nothing, its standard and move actions left (dnd35 趴倒Drop Prone)", () => {
    const g = awake({ x: 6, y: 5 });
    const drop = g.when({ kind: "Activity", activity: "DropProne" });
    expect(drop.facts("WindowOpened")).toEqual([]);
    expect(drop.facts("ActionTaken")).toMatchObject([{ actor: "a", slot: "free" }]);
    expect(g.state.combatants.a?.conditions.map((c) => c.name)).toContain("prone");
    expect(g.state.turn).toMatchObject({ standardUsed: false, moveUsed: false });
  });

  it("given a creature already prone, when it drops prone, then the declaration is refused (dnd35 趴倒Drop Prone)", () => {
    const g = awake({ x: 6, y: 5 });
    g.gm({ kind: "AddCondition", target: "a", condition: "prone", reason: "tripped" });
    const refused = g.when({ kind: "Activity", activity: "DropProne" }).rejects("alreadyProne");
    expect(refused.rule).toBe("dnd35.actionsTable");
    expect(refused.message).toBe("a is already prone");
  });
});
