import { describe, expect, it } from "vitest";
import type { ThreeXEvent as FightEvent } from "../../../src/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { fightOf, hero } from "./fixtures.ts";

/** The event types from `events`, windows shown as brackets, for reading the nesting. */
function shape(events: readonly FightEvent[]): string[] {
  return events
    .filter((e) => e.type !== "DiceRolled")
    .map((e) =>
      e.type === "WindowOpened"
        ? `[${e.data.window}:${e.data.provoker}`
        : e.type === "WindowClosed"
          ? `]${e.data.provoker}`
          : e.type === "Declared"
            ? `Declared:${e.data.by}:${e.data.decl.kind}`
            : e.type,
    );
}

/**
 * `first` (party, count 20; its sheet overridden by `more`) beside G (foes, 15), with M (foes,
 * 10) and P (party) further off; round 2, `first` to act, everyone awake (no longer flat-footed).
 */
function besideAFoe(first: string, more: Parameters<typeof hero>[4] = {}) {
  const g = given(
    fightOf([
      hero(first, "party", 5, 5, more),
      hero("G", "foes", 6, 5),
      hero("M", "foes", 9, 9),
      hero("P", "party", 9, 10),
    ]),
    [19, 14, 9, 2],
  );
  g.until(first)
    .act({ kind: "EndTurn" })
    .act({ kind: "EndTurn" })
    .act({ kind: "EndTurn" })
    .act({ kind: "EndTurn" });
  return g.until(first);
}

describe("dnd35 准备READY and 借机攻击ATTACKS OF OPPORTUNITY: windows nest", () => {
  it("a readied ranged attack that itself provokes: the AoO resolves inside the readied window, before the readied shot (dnd35 准备READY)", () => {
    // R (party, 20) stands next to G (foes, 15), and readies a javelin throw at M (foes, 10)
    // for when M attacks; G is awake by then. R holds its javelin.
    const g = besideAFoe("R", { holds: { main: "javelin" } });
    g.when({
      kind: "Ready",
      action: { kind: "Attack", weapon: "javelin", thrown: true },
      trigger: { on: "attacks", by: "M" },
    });
    g.act({ kind: "EndTurn" });
    g.act({ kind: "EndTurn" }); // G
    const attack = g.when({ kind: "Attack", target: "P" }); // M attacks P
    expect(shape(attack.events)).toEqual(["Declared:M:Attack", "ActionTaken", "[readied:M"]);
    const fired = g.respond(true); // R fires: the throw provokes G
    expect(shape(fired.events)).toEqual([
      "Declared:R:Respond",
      "ReadiedActionFired",
      "[opportunity:R",
    ]);
    const aoo = g.respond(false); // G declines
    const s = shape(aoo.events);
    // G's answer, the opportunity window closing, R's shot, the readied window closing, then M's attack.
    expect(s.slice(0, 4)).toEqual([
      "Declared:G:Respond",
      "OpportunityDeclined",
      "]R",
      "AttackResolved",
    ]);
    const closeReadied = s.indexOf("]M");
    expect(closeReadied).toBeGreaterThan(3);
    expect(s.slice(closeReadied + 1)).toContain("AttackResolved");
  });

  it("an AoO against a creature in the middle of its own readied move: the opportunity window nests inside the readied window (dnd35 准备READY, 引发借机攻击)", () => {
    // Q (party, 20) readies a move away for when M (foes, 10) attacks; G (foes, 15) stands next
    // to Q and gets an AoO as Q's readied move leaves its square.
    const g = besideAFoe("Q");
    g.when({
      kind: "Ready",
      action: {
        kind: "Move",
        path: [
          { x: 4, y: 5 },
          { x: 3, y: 5 },
        ],
      },
      trigger: { on: "attacks", by: "M" },
    });
    g.act({ kind: "EndTurn" });
    g.act({ kind: "EndTurn" });
    g.when({ kind: "Attack", target: "P" });
    const fired = g.respond(true);
    expect(shape(fired.events)).toEqual([
      "Declared:Q:Respond",
      "ReadiedActionFired",
      "[opportunity:Q",
    ]);
    const rest = shape(g.respond(false).events);
    expect(rest.slice(0, 4)).toEqual(["Declared:G:Respond", "OpportunityDeclined", "]Q", "Moved"]);
    expect(rest).toContain("]M");
    expect(g.state.combatants.Q?.position).toEqual({ x: 3, y: 5 });
  });
});
