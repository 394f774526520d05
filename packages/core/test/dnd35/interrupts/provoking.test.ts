import { describe, expect, it } from "vitest";
import { weapon } from "../../../src/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { awake, duel, fightOf, hero, holdingPotion } from "./fixtures.ts";

describe("dnd35 表：战斗中的动作: actions that provoke", () => {
  it("a ranged attack in a threatened square provokes first (dnd35 战斗中的动作)", () => {
    const g = given(
      fightOf([
        hero("a", "party", 5, 5, { holds: { main: "javelin" } }),
        hero("b", "foes", 6, 5),
        hero("c", "foes", 12, 5),
      ]),
      [19, 8, 7],
    )
      .until("a")
      .act({ kind: "EndTurn" })
      .act({ kind: "EndTurn" })
      .act({ kind: "EndTurn" });
    const shot = g.when({ kind: "Attack", target: "c", weapon: "javelin" });
    expect(shot.facts("WindowOpened")).toMatchObject([
      { trigger: "rangedAttack", candidates: ["b"] },
    ]);
    expect(shot.facts("AttackResolved")).toEqual([]);
    const after = g.respond(false);
    expect(after.facts("AttackResolved")).toMatchObject([{ attacker: "a", target: "c" }]);
  });

  it("an unarmed attack on an armed foe provokes that foe alone, before the blow (dnd35 徒手攻击Unarmed Attacks)", () => {
    const g = given(
      fightOf([
        hero("a", "party", 5, 5, { weapons: [weapon("unarmed-strike")] }),
        hero("b", "foes", 6, 5),
        hero("c", "foes", 4, 5),
      ]),
      [19, 8, 7],
    )
      .until("a")
      .act({ kind: "EndTurn" })
      .act({ kind: "EndTurn" })
      .act({ kind: "EndTurn" });
    const punch = g.when({ kind: "Attack", target: "b" });
    expect(punch.facts("WindowOpened")).toMatchObject([
      { trigger: "unarmedAttack", candidates: ["b"] },
    ]);
  });

  it("standing up, drinking a potion and loading a crossbow provoke; drawing a weapon does not (dnd35 战斗中的动作)", () => {
    const start = (a: Parameters<typeof awake>[2] = {}) => awake({ x: 6, y: 5 }, {}, a);
    // A crossbowman with its light crossbow in both hands, not loaded, its shield slung.
    const crossbowman = {
      weapons: [weapon("light-crossbow")],
      holds: { main: "light-crossbow", shield: "carried", unloaded: ["light-crossbow"] },
    } as const;
    // Empty hands, the longsword sheathed.
    const sheathed = { holds: {} };
    const prone = start();
    prone.gm({ kind: "AddCondition", target: "a", condition: "prone", reason: "tripped" });
    expect(
      prone.when({ kind: "Activity", activity: "StandUp" }).facts("WindowOpened"),
    ).toHaveLength(1);
    prone.respond(false);
    expect(prone.state.combatants.a?.conditions.map((c) => c.name)).not.toContain("prone");
    // A potion is drunk from the hand (seed 000 喝药剂或者使用油; it starts stowed otherwise).
    const drinker = given(
      fightOf([hero("a", "party", 5, 5, holdingPotion), hero("b", "foes", 6, 5)]),
      [19, 9],
    );
    drinker.until("a").act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    expect(
      drinker
        .when({ kind: "Activity", activity: "DrinkPotion", item: "potion" })
        .facts("WindowOpened"),
    ).toHaveLength(1);
    expect(
      start(crossbowman)
        .when({ kind: "Activity", activity: "LoadLightCrossbow", item: "light-crossbow" })
        .facts("WindowOpened"),
    ).toHaveLength(1);
    expect(
      start(sheathed)
        .when({ kind: "Activity", activity: "DrawWeapon", item: "longsword" })
        .facts("WindowOpened"),
    ).toEqual([]);
  });

  it("aid another provokes when what it aids does; attacking an item provokes when another creature holds it (dnd35 战斗中的动作 footnotes 2 and 3)", () => {
    const start = () => awake({ x: 6, y: 5 });
    expect(
      start()
        .when({ kind: "Activity", activity: "AidAnother", aiding: "StandUp" })
        .facts("WindowOpened"),
    ).toHaveLength(1);
    expect(
      start()
        .when({ kind: "Activity", activity: "AidAnother", aiding: "OpenDoor" })
        .facts("WindowOpened"),
    ).toEqual([]);
    expect(
      start()
        .when({ kind: "Activity", activity: "AttackObject", heldByOther: true })
        .facts("WindowOpened"),
    ).toHaveLength(1);
    expect(
      start().when({ kind: "Activity", activity: "AttackObject" }).facts("WindowOpened"),
    ).toEqual([]);
  });

  it("a draw merges into a move only with base attack +1 or more (dnd35 战斗中的动作 footnote 4)", () => {
    // "a" starts with empty hands, its longsword sheathed, and draws it as it moves.
    const g = duel({ x: 16, y: 5 }, {}, { holds: {} }).until("a");
    const draw = { drawWeapon: true, draw: "longsword" } as const;
    expect(g.when({ kind: "Move", path: [{ x: 4, y: 5 }], ...draw }).facts("Moved")).toHaveLength(
      1,
    );
    const novice = given(
      fightOf([hero("a", "party", 5, 5, { bab: 0, holds: {} }), hero("b", "foes", 16, 5)]),
      [19, 9],
    ).until("a");
    novice.when({ kind: "Move", path: [{ x: 4, y: 5 }], ...draw }).rejects("drawNeedsBab");
  });

  it("a coup de grace provokes (dnd35 战斗中的动作)", () => {
    const g = given(
      fightOf([hero("a", "party", 5, 5), hero("b", "foes", 6, 5), hero("c", "foes", 5, 6)]),
      [19, 8, 7],
    );
    g.until("a").act({ kind: "EndTurn" }).act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    g.gm({ kind: "AddCondition", target: "c", condition: "helpless", reason: "asleep" });
    const cdg = g.when({ kind: "CoupDeGrace", target: "c" });
    expect(cdg.facts("WindowOpened")).toMatchObject([
      { trigger: "CoupDeGrace", candidates: ["b"] },
    ]);
  });

  it("only the creature asked may answer, and only with Respond (dnd35 借机攻击ATTACKS OF OPPORTUNITY)", () => {
    const g = awake({ x: 6, y: 5 });
    g.when({ kind: "Move", path: [{ x: 4, y: 5 }] });
    g.when({ by: "a", decl: { kind: "EndTurn" } }).rejects("notAwaited");
    g.when({ by: "b", decl: { kind: "Attack", target: "a" } }).rejects("mustRespond");
    g.when({ by: "b", decl: { kind: "Respond", take: true, weapon: "javelin" } }).rejects(
      "noThreat",
    );
  });

  it("crawling provokes from anyone threatening any point of its path (dnd35 爬行Crawling)", () => {
    // "b" threatens (5,5); "c" with a longspear at (8,5) threatens (6,5) only.
    const g = given(
      fightOf([
        hero("a", "party", 5, 5),
        hero("b", "foes", 4, 5),
        hero("c", "foes", 8, 5, {}, weapon("longspear")),
      ]),
      [19, 9, 8],
    );
    g.until("a").act({ kind: "EndTurn" }).act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    g.gm({ kind: "AddCondition", target: "a", condition: "prone", reason: "tripped" });
    const crawl = g.when({ kind: "Crawl", to: { x: 6, y: 5 } });
    expect(crawl.facts("WindowOpened")).toMatchObject([{ candidates: ["b", "c"] }]);
  });
});
