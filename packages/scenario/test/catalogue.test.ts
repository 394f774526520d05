import { type CombatantSpec, type ThreeXEvent, weapon } from "@d20/core";
import { describe, expect, it } from "vitest";
import { catalogue, parseScenario, playScenario } from "../src/index.ts";
import { text } from "./fixture.ts";

const FILE = "catalogue.json";

/** The spec a stock creature becomes in a scenario (against a fighter far away). */
function stock(id: string, overrides?: unknown): CombatantSpec {
  const s = parseScenario(
    text({
      ruleset: "dnd35",
      combatants: [
        {
          stock: id,
          id: "it",
          side: "a",
          position: [0, 0],
          ...(overrides === undefined ? {} : { overrides }),
        },
        { stock: "human-fighter", id: "f", side: "b", position: [10, 10] },
      ],
    }),
    FILE,
  );
  return s.header.roster[0] as CombatantSpec;
}

const damageOf = (c: CombatantSpec) => Object.fromEntries(c.weapons.map((w) => [w.id, w.damage]));

describe("the catalogue (SRD 3.5, outside the seeds)", () => {
  it("given core's SRD weapons table, then the catalogue reuses its entries as they are", () => {
    expect(catalogue.weapons.longsword).toBe(weapon("longsword"));
    expect(catalogue.weapons.longsword).toMatchObject({ damage: "1d8", threat: 19, multiplier: 2 });
  });

  it("given the sap and the whip (SRD weapons table), then they deal nonlethal damage and the whip reaches 15 ft but threatens no square", () => {
    expect(catalogue.weapons.sap).toMatchObject({ damage: "1d6", multiplier: 2, nonlethal: true });
    expect(catalogue.weapons.whip).toMatchObject({
      damage: "1d3",
      reach: 15,
      nonlethal: true,
      threatens: false,
    });
    // A goblin's whip is Small: 1d2; a weapon object can turn `threatens` off too.
    expect(damageOf(stock("goblin", { weapons: ["whip", "sap"] }))).toEqual({
      whip: "1d2",
      sap: "1d4",
    });
    const ward = stock("goblin", { weapons: [{ base: "longsword", threatens: false }] });
    expect(ward.weapons[0]).toMatchObject({ id: "longsword", threatens: false });
  });

  it("given every stock creature, when placed in a scenario, then the engine accepts its header", () => {
    for (const id of Object.keys(catalogue.creatures)) expect(stock(id).id).toBe("it");
  });

  it("given a goblin, then its weapons deal Small damage (morningstar 1d6, javelin 1d4)", () => {
    expect(damageOf(stock("goblin"))).toEqual({ morningstar: "1d6", javelin: "1d4" });
  });

  it("given an ogre, then it is Large with a 2d8 greatclub and a 1d8 javelin", () => {
    const ogre = stock("ogre");
    expect(ogre.size).toBe("large");
    expect(damageOf(ogre)).toEqual({ greatclub: "2d8", javelin: "1d8" });
  });

  it("given a goblin given a longsword by override, then the longsword is sized for it (1d6)", () => {
    expect(damageOf(stock("goblin", { weapons: ["longsword"] }))).toEqual({ longsword: "1d6" });
  });

  it("given an override of one ability, then the others stay the stock creature's", () => {
    expect(stock("orc", { abilities: { str: 19 } }).abilities).toEqual({
      str: 19,
      dex: 11,
      con: 12,
      int: 8,
      wis: 7,
      cha: 6,
    });
  });

  it("given an ogre 10 ft from a fighter, when it attacks, then its Large natural reach lets it (seed 000 触及)", () => {
    const s = parseScenario(
      text({
        ruleset: "dnd35",
        combatants: [
          {
            stock: "ogre",
            id: "ogre",
            side: "giants",
            position: [0, 0],
            policy: "scripted",
            script: [{ kind: "Attack", target: "f" }, { kind: "EndTurn" }],
            afterScript: "attackNearest",
          },
          { stock: "human-fighter", id: "f", side: "party", position: [3, 0] },
        ],
        dice: {
          "ogre/initiative/r0/#1": [20],
          "f/initiative/r0/#1": [1],
          "ogre/attack/r1/#1": [15],
        },
      }),
      FILE,
    );
    const attack = (playScenario(s).events as readonly ThreeXEvent[]).find(
      (e) => e.type === "AttackResolved",
    );
    expect(attack?.data).toMatchObject({
      attacker: "ogre",
      target: "f",
      weapon: "greatclub",
      natural: 15,
    });
  });

  it("given the stock brown bear (SRD Bear, Brown), then its full attack is claws +11 1d8+8 twice and bite +6 2d6+4, from its statistics (SRD natural weapons)", () => {
    expect(damageOf(stock("brown-bear"))).toEqual({ "bear-claw": "1d8", "bear-bite": "2d6" });
    const s = parseScenario(
      text({
        ruleset: "dnd35",
        combatants: [
          {
            stock: "brown-bear",
            id: "bear",
            side: "wild",
            position: [0, 0],
            policy: "scripted",
            // Each claw hit asks whether to grab (improved grab): it lets them pass.
            script: [
              { kind: "FullAttack", target: "f" },
              { kind: "Choose", answer: "decline" },
              { kind: "Attack", target: "f" },
              { kind: "Choose", answer: "decline" },
              { kind: "Attack", target: "f" },
              { kind: "EndTurn" },
            ],
            afterScript: "attackNearest",
          },
          {
            stock: "human-fighter",
            id: "f",
            side: "party",
            position: [2, 0],
            overrides: { maxHp: 200 },
          },
        ],
        dice: {
          "bear/initiative/r0/#1": [20],
          "f/initiative/r0/#1": [1],
          "bear/attack/r1/#1": [15],
          "bear/attack/r1/#2": [15],
          "bear/attack/r1/#3": [15],
        },
      }),
      FILE,
    );
    const events = playScenario(s).events as readonly ThreeXEvent[];
    const bear = events.filter((e) => e.type === "AttackResolved" && e.data.attacker === "bear");
    const damage = events.flatMap((e) =>
      e.type === "DiceRolled" && e.data.key.startsWith("bear/damage/") ? [e.data.expr] : [],
    );
    const first = bear.slice(0, 3).map((e) => {
      const d = e.data as { weapon: string; total: number; natural: number };
      return [d.weapon, d.total - d.natural];
    });
    expect(first).toEqual([
      ["bear-claw", 11],
      ["bear-claw", 11],
      ["bear-bite", 6],
    ]);
    expect(damage.slice(0, 3)).toEqual(["1d8+8", "1d8+8", "2d6+4"]);
  });

  it("given the catalogue, then its listings are frozen", () => {
    expect(Object.isFrozen(catalogue)).toBe(true);
    expect(Object.isFrozen(catalogue.armor)).toBe(true);
    expect(catalogue.armor["chain-shirt"]).toEqual({
      name: "chain shirt",
      bonus: 4,
      maxDex: 4,
      weight: "light",
    });
  });
});
