import { describe, expect, it } from "vitest";
import type { ThreeXEvent } from "../../src/rulesets/3x/log/fightEvent.ts";
import { fighter, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// Three fighters (+5 initiative each): "a" at count 25, "b" at 15, "c" at 6. Faces in roster order.
const INIT = [20, 10, 1];
const fight = () =>
  header(
    [
      fighter("a", "party", 0, 0, weapon("longsword")),
      fighter("b", "party", 0, 1, weapon("longsword")),
      fighter("c", "foes", 1, 0, weapon("longsword")),
    ],
    "gm",
  );

const turns = (events: readonly ThreeXEvent[]) =>
  events.flatMap((e) => (e.type === "TurnStarted" ? [e.data.actor] : []));

describe("the GM moves a creature in the initiative order (dnd35.gm, 先攻)", () => {
  it("given a acting, when the GM moves c before b, then c acts next at b's count and b after it, this round and the next", () => {
    const g = given(fight(), INIT);
    const r = g.gm({
      kind: "MoveInOrder",
      target: "c",
      before: "b",
      reason: "c's die was misread",
    });
    expect(r.events.find((e) => e.type === "OrderChanged")?.data).toEqual({
      target: "c",
      before: "b",
      count: 15,
      rule: "dnd35.gm",
    });
    const after: ThreeXEvent[] = [];
    for (let i = 0; i < 4; i++) after.push(...g.when({ kind: "EndTurn" }).events);
    expect(turns(after)).toEqual(["c", "b", "a", "c"]);
  });

  it("given a acting, when the GM moves a itself, then it is refused: its turn is under way (dnd35.gm)", () => {
    const rejected = given(fight(), INIT)
      .gm({ kind: "MoveInOrder", target: "a", before: "c", reason: "x" })
      .rejects("actingNow");
    expect(rejected.rule).toBe("dnd35.gm");
  });

  it("given a creature before itself or one not in the fight, when the GM moves it, then it is refused", () => {
    given(fight(), INIT)
      .gm({ kind: "MoveInOrder", target: "b", before: "b", reason: "x" })
      .rejects("sameCreature");
    given(fight(), INIT)
      .gm({ kind: "MoveInOrder", target: "b", before: "z", reason: "x" })
      .rejects("noTarget");
  });
});
