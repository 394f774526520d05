import { describe, expect, it } from "vitest";
import { weapon } from "../../../src/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { awake, duel, fightOf, hero } from "./fixtures.ts";

describe("dnd35 借机攻击ATTACKS OF OPPORTUNITY: moving out of threatened squares", () => {
  it("leaving a threatened square opens a window before the step; the foe's AoO resolves, then the move goes on (dnd35 引发借机攻击)", () => {
    const g = awake({ x: 6, y: 5 });
    const move = g.when({
      kind: "Move",
      path: [
        { x: 5, y: 6 },
        { x: 5, y: 7 },
        { x: 5, y: 8 },
      ],
    });
    // Nothing walked yet: the window opens as "a" leaves (5,5).
    expect(move.facts("Moved")).toEqual([]);
    expect(move.facts("WindowOpened")).toEqual([
      {
        window: "opportunity",
        provoker: "a",
        trigger: "move",
        at: { x: 5, y: 5 },
        candidates: ["b"],
        rule: "dnd35.aooMove",
      },
    ]);
    expect(g.state.awaiting).toMatchObject({
      kind: "declaration",
      actor: "b",
      window: { kind: "opportunity" },
    });
    const aoo = g.respond(true);
    const types = aoo.events.map((e) => e.type);
    expect(types.slice(0, 3)).toEqual(["Declared", "AttackOfOpportunity", "DiceRolled"]);
    expect(types).toContain("WindowClosed");
    // (5,6) is also next to "b", but a move gives each foe one opportunity.
    expect(aoo.facts("WindowOpened")).toEqual([]);
    expect(aoo.facts("Moved")).toMatchObject([
      {
        path: [
          { x: 5, y: 6 },
          { x: 5, y: 7 },
          { x: 5, y: 8 },
        ],
      },
    ]);
    // The AoO's events name the move as their cause.
    const declared = move.events.find((e) => e.type === "Declared")!;
    for (const e of aoo.events.filter((x) => x.type !== "Declared"))
      expect(e.cause).toBe(declared.seq);
  });

  it("an AoO is made at the full normal attack bonus, even by a creature that made a full attack (dnd35 借机攻击ATTACKS OF OPPORTUNITY)", () => {
    const g = awake({ x: 6, y: 5 }, { bab: 6 });
    g.when({ kind: "Move", path: [{ x: 4, y: 5 }] });
    const [roll] = g.respond(true).facts("AttackResolved");
    // BAB 6 + Str 3 — not an iterative step's +1.
    expect(roll?.bonus).toEqual(expect.arrayContaining([expect.objectContaining({ value: 6 })]));
    expect(roll?.total).toBe((roll?.natural ?? 0) + 9);
  });

  it("a 5-foot step never provokes (dnd35 五尺快步)", () => {
    const g = awake({ x: 6, y: 5 });
    const step = g.when({ kind: "FiveFootStep", to: { x: 4, y: 5 } });
    expect(step.facts("WindowOpened")).toEqual([]);
    expect(step.facts("Moved")).toHaveLength(1);
  });

  it("the minimum move of 5 ft is not a 5-foot step: it provokes (dnd35 最小移动)", () => {
    const g = awake({ x: 6, y: 5 });
    const m = g.when({ kind: "MinimumMove", to: { x: 4, y: 5 } });
    expect(m.facts("WindowOpened")).toMatchObject([{ candidates: ["b"] }]);
  });

  it("a withdraw's first square provokes nothing from a foe the mover can see, but an invisible foe still gets its AoO (dnd35 撤退Withdraw)", () => {
    const seen = awake({ x: 6, y: 5 });
    const w = seen.when({
      kind: "Withdraw",
      path: [
        { x: 4, y: 5 },
        { x: 3, y: 5 },
      ],
    });
    expect(w.facts("WindowOpened")).toEqual([]);
    const unseen = awake({ x: 6, y: 5 });
    unseen.gm({ kind: "AddCondition", target: "b", condition: "invisible", reason: "a spell" });
    const w2 = unseen.when({
      kind: "Withdraw",
      path: [
        { x: 4, y: 5 },
        { x: 3, y: 5 },
      ],
    });
    expect(w2.facts("WindowOpened")).toMatchObject([{ candidates: ["b"] }]);
  });

  it("a withdraw provokes when it leaves a threatened square other than the first (dnd35 撤退Withdraw)", () => {
    const g = awake({ x: 6, y: 5 });
    // (5,6) is still next to "b": leaving it provokes.
    const w = g.when({
      kind: "Withdraw",
      path: [
        { x: 5, y: 6 },
        { x: 5, y: 7 },
      ],
    });
    expect(w.facts("Moved")).toMatchObject([{ path: [{ x: 5, y: 6 }] }]);
    expect(w.facts("WindowOpened")).toMatchObject([{ at: { x: 5, y: 6 }, candidates: ["b"] }]);
  });

  it("a blinded creature cannot withdraw (dnd35 撤退Withdraw)", () => {
    const g = duel({ x: 6, y: 5 });
    g.gm({ kind: "AddCondition", target: "a", condition: "blinded", reason: "dust" });
    g.until("a");
    g.when({ kind: "Withdraw", path: [{ x: 4, y: 5 }] }).rejects("blindWithdraw");
  });

  it("a mover dropped by an AoO stops where it stands and nobody more is asked (dnd35 借机攻击ATTACKS OF OPPORTUNITY)", () => {
    const g = given(
      fightOf([
        hero("a", "party", 5, 5, { hp: 1 }),
        hero("b", "foes", 6, 5),
        hero("c", "foes", 4, 5),
      ]),
      [19, 9, 5],
    );
    g.until("a").act({ kind: "EndTurn" }).act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    g.forceNext(18, 8);
    const move = g.when({
      kind: "Move",
      path: [
        { x: 5, y: 6 },
        { x: 5, y: 7 },
      ],
    });
    expect(move.facts("WindowOpened")).toMatchObject([{ candidates: ["b", "c"] }]);
    // b hits (18 + 4 vs 17) for 1d8+3: "a" drops; c is never asked.
    const r = g.respond(true);
    expect(r.facts("WindowClosed")).toMatchObject([{ outcome: "aborted" }]);
    expect(r.facts("Moved")).toEqual([]);
    expect(r.state.combatants.a?.position).toEqual({ x: 5, y: 5 });
    expect(r.state.awaiting).not.toMatchObject({ actor: "c" });
  });
});

describe("dnd35 借机攻击ATTACKS OF OPPORTUNITY: who threatens and who may take one", () => {
  it("a reach weapon threatens at 10 ft but not adjacent squares (dnd35 借机攻击ATTACKS OF OPPORTUNITY 长型武器)", () => {
    const spear = given(
      fightOf([hero("a", "party", 5, 5), hero("b", "foes", 7, 5, {}, weapon("longspear"))]),
      [19, 9],
    )
      .until("a")
      .act({ kind: "EndTurn" })
      .act({ kind: "EndTurn" });
    // From 10 ft away to adjacent: leaving (5,5) provokes; leaving (6,5) does not.
    const m = spear.when({
      kind: "Move",
      path: [
        { x: 6, y: 5 },
        { x: 6, y: 6 },
      ],
    });
    expect(m.facts("WindowOpened")).toMatchObject([{ at: { x: 5, y: 5 }, candidates: ["b"] }]);
    spear.respond(false);
    expect(spear.state.combatants.a?.position).toEqual({ x: 6, y: 6 });
  });

  it("an unarmed creature threatens nothing; with Improved Unarmed Strike it does (dnd35 徒手攻击Unarmed Attacks)", () => {
    const fists = { weapons: [weapon("unarmed-strike")] };
    const plain = awake({ x: 6, y: 5 }, fists);
    expect(plain.when({ kind: "Move", path: [{ x: 4, y: 5 }] }).facts("WindowOpened")).toEqual([]);
    const monk = awake({ x: 6, y: 5 }, { ...fists, feats: ["ImprovedUnarmedStrike"] });
    expect(monk.when({ kind: "Move", path: [{ x: 4, y: 5 }] }).facts("WindowOpened")).toHaveLength(
      1,
    );
  });

  it("a grappling creature threatens nothing (dnd35 借机攻击ATTACKS OF OPPORTUNITY 威胁范围)", () => {
    const g = duel({ x: 6, y: 5 });
    g.gm({ kind: "AddCondition", target: "b", condition: "grappling", reason: "held" });
    g.until("a");
    expect(g.when({ kind: "Move", path: [{ x: 4, y: 5 }] }).facts("WindowOpened")).toEqual([]);
  });

  it("a flat-footed creature makes no AoO; with Combat Reflexes it may (dnd35 先攻INITIATIVE 措手不及, SRD Combat Reflexes)", () => {
    // "b" rolls lower and has not acted yet: flat-footed when "a" walks off.
    const flat = duel({ x: 6, y: 5 }).until("a");
    // Round 1: "a" acts at 20 before "b" at 10.
    expect(flat.state.combatants.b?.flatFooted).toBe(true);
    expect(flat.when({ kind: "Move", path: [{ x: 4, y: 5 }] }).facts("WindowOpened")).toEqual([]);
    const reflexes = duel({ x: 6, y: 5 }, { feats: ["CombatReflexes"] }).until("a");
    expect(
      reflexes.when({ kind: "Move", path: [{ x: 4, y: 5 }] }).facts("WindowOpened"),
    ).toHaveLength(1);
  });

  it("no AoO while in total defense (dnd35 全防御)", () => {
    const g = duel({ x: 6, y: 5 });
    g.until("a").act({ kind: "EndTurn" });
    g.act({ kind: "TotalDefense" });
    g.act({ kind: "EndTurn" });
    expect(g.when({ kind: "Move", path: [{ x: 4, y: 5 }] }).facts("WindowOpened")).toEqual([]);
  });

  it("no AoO against a target with total concealment from the attacker (dnd35 隐蔽CONCEALMENT)", () => {
    const g = duel({ x: 6, y: 5 });
    g.until("a").act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    g.gm({ kind: "AddCondition", target: "a", condition: "totallyConcealed", reason: "darkness" });
    expect(g.when({ kind: "Move", path: [{ x: 4, y: 5 }] }).facts("WindowOpened")).toEqual([]);
  });

  it("no AoO against a target with cover from the attacker (dnd35 掩蔽COVER)", () => {
    const h = fightOf([hero("a", "party", 5, 5), hero("b", "foes", 6, 6)]);
    const walled = {
      ...h,
      map: {
        width: 20,
        height: 20,
        terrain: [
          { x: 6, y: 5, kind: "wall" },
          { x: 5, y: 6, kind: "wall" },
        ],
      },
    };
    const g = given(walled, [19, 9]).until("a").act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    expect(g.when({ kind: "Move", path: [{ x: 4, y: 4 }] }).facts("WindowOpened")).toEqual([]);
  });
});

describe("dnd35 借机攻击ATTACKS OF OPPORTUNITY: one a round", () => {
  // "a" (party, count 20) and "m" (party, 19) walk away from "b" (foes, 10) in turn.
  function twoMovers(more: Parameters<typeof hero>[4] = {}) {
    const g = given(
      fightOf([hero("a", "party", 5, 5), hero("m", "party", 7, 5), hero("b", "foes", 6, 5, more)]),
      [19, 18, 9],
    );
    // Round 1 lets "b" act (no longer flat-footed).
    g.until("a").act({ kind: "EndTurn" }).act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    return g;
  }

  it("one AoO a round: the second opportunity in the round finds no one to ask (dnd35 借机攻击ATTACKS OF OPPORTUNITY)", () => {
    const g = twoMovers();
    g.when({ kind: "Move", path: [{ x: 4, y: 5 }] });
    g.respond(true);
    g.act({ kind: "EndTurn" });
    const second = g.when({ kind: "Move", path: [{ x: 8, y: 5 }] });
    expect(second.facts("WindowOpened")).toEqual([]);
  });

  it("the allowance refreshes when the creature's own turn starts (dnd35 借机攻击ATTACKS OF OPPORTUNITY)", () => {
    const g = twoMovers();
    g.when({ kind: "Move", path: [{ x: 4, y: 5 }] });
    g.respond(true);
    expect(g.state.combatants.b?.aooUsed).toBe(1);
    g.act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    g.act({ kind: "EndTurn" });
    expect(g.state.combatants.b?.aooUsed).toBe(0);
  });

  it("Combat Reflexes: 1 + Dex modifier AoOs a round (dnd35 战斗反射和额外的借机攻击)", () => {
    const g = twoMovers({
      feats: ["CombatReflexes"],
      abilities: { str: 16, dex: 12, con: 14, int: 10, wis: 12, cha: 8 },
    });
    // Dex 12: +1, so two AoOs a round.
    g.when({ kind: "Move", path: [{ x: 4, y: 5 }] });
    g.respond(true);
    g.act({ kind: "EndTurn" });
    expect(g.when({ kind: "Move", path: [{ x: 8, y: 5 }] }).facts("WindowOpened")).toHaveLength(1);
  });
});
