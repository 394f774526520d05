import { describe, expect, it } from "vitest";
import { fighter, holding } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { fighterAndGoblins } from "./fighterAndGoblins.ts";

// Fighter "a" (longsword) and goblin "b" (morningstar) stand adjacent; goblin "c" keeps the
// goblins' side in the fight. Initiative d20s: a 20, b 10, c 1 — a acts first, then b.
const fight = () => fighterAndGoblins("no-actions");
const order = [20, 10, 1];

describe("dnd35 dazed and stunned: no actions (SRD conditions, outside the seeds)", () => {
  it("a dazed goblin's attack is rejected with dnd35.noActions; ending its turn is accepted (dnd35 noActions)", () => {
    const g = given(fight(), order);
    g.gm({ kind: "AddCondition", target: "b", condition: "dazed", reason: "daze" });
    g.act({ kind: "EndTurn" });
    expect(g.state.awaiting).toMatchObject({ kind: "declaration", actor: "b" });
    const refused = g.when({ kind: "Attack", target: "a" }).rejects("noActions");
    expect(refused.rule).toBe("dnd35.noActions");
    expect(refused.message).toContain("b is dazed");
    g.when({ kind: "FiveFootStep", to: { x: 2, y: 0 } }).rejects("noActions");
    g.when({ kind: "Delay" }).rejects("noActions");
    expect(g.when({ kind: "EndTurn" }).facts("TurnEnded")).toHaveLength(1);
  });

  it("a stunned goblin takes no action either, and the fighter's attack meets its AC −2 (dnd35 noActions, seed 000 表：防御等级修正 震慑中)", () => {
    // A natural 1: the attack misses (the goblin stays up), and its AC still shows the rows.
    const g = given(fight(), [...order, 1]);
    g.gm({ kind: "AddCondition", target: "b", condition: "stunned", reason: "a stunning blow" });
    const [hit] = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved");
    expect(hit?.ac).toContainEqual({
      label: "defender stunned",
      value: -2,
      rule: "dnd35.combatModifiers",
    });
    g.act({ kind: "EndTurn" });
    g.when({ kind: "Move", path: [{ x: 2, y: 1 }] }).rejects("noActions");
  });

  it("a dazed goblin gets no attack of opportunity when the fighter walks out of its reach, where an undazed one does (dnd35 noActions, seed 000 借机攻击)", () => {
    // The goblin must have acted once to lose flat-footedness: play a round first.
    const dazed = given(fight(), order);
    dazed.act({ kind: "EndTurn" }).act({ kind: "EndTurn" }).until("a");
    dazed.gm({ kind: "AddCondition", target: "b", condition: "dazed", reason: "daze" });
    const away = dazed.when({
      kind: "Move",
      path: [
        { x: 0, y: 1 },
        { x: 0, y: 2 },
      ],
    });
    expect(away.facts("WindowOpened")).toEqual([]);
    expect(away.facts("Moved")).toHaveLength(1);

    const alert = given(fight(), order);
    alert.act({ kind: "EndTurn" }).act({ kind: "EndTurn" }).until("a");
    const opened = alert.when({
      kind: "Move",
      path: [
        { x: 0, y: 1 },
        { x: 0, y: 2 },
      ],
    });
    expect(opened.facts("WindowOpened")[0]?.candidates).toEqual(["b"]);
  });

  it("a goblin that readied an attack and is then dazed does not fire it when the trigger comes (dnd35 noActions, seed 000 准备READY)", () => {
    // The fighter holds its javelin, to throw it at the goblin from out of its reach.
    const thrower = holding(fighter("a", "party", 0, 0, weapon("longsword")), { main: "javelin" });
    const g = given(fighterAndGoblins("no-actions", thrower), order);
    g.act({
      kind: "Move",
      path: [
        { x: 0, y: 1 },
        { x: 0, y: 2 },
        { x: 0, y: 3 },
      ],
    }).declining();
    g.act({ kind: "EndTurn" });
    g.act({ kind: "Ready", action: { kind: "Attack", target: "a" }, trigger: { on: "attacks" } });
    g.until("a");
    g.gm({ kind: "AddCondition", target: "b", condition: "dazed", reason: "daze" });
    const shot = g.when({ kind: "Attack", target: "b", weapon: "javelin" });
    expect(shot.facts("WindowOpened")).toEqual([]);
    expect(shot.facts("AttackResolved")).toHaveLength(1);
  });
});
