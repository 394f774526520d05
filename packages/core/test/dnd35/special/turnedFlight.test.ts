import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { armorClassOf } from "../../../src/rulesets/3x/situation/attackSituation.ts";
import { DND35_3X } from "../../../src/rulesets/dnd35/edition3x.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { canFlee } from "../../../src/rulesets/dnd35/special/turnedFlight.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

// A level-3 cleric "p" (Cha 14) and a fighter "f" of its side against a 2-HD zombie (SRD
// statistics, outside the seeds) on the 20 × 20 map. Initiative: p 24, f 7, the zombie 2. The
// turning check 10 + 2 = 12 (up to 3 HD) and damage 2d6 3 + 4 + 5 = 12 turn the zombie.

const cleric = (x: number, y = 0) =>
  ({
    ...fighter("p", "party", x, y, weapon("heavy-mace")),
    abilities: { str: 12, dex: 10, con: 14, int: 10, wis: 15, cha: 14 },
    level: 3,
    turning: { kind: "turn", level: 3 },
  }) as CombatantSpec;

const zombie = (x: number, y = 0): CombatantSpec => ({
  ...goblin("zombie", "dead", x, y, weapon("scimitar")),
  size: "medium",
  abilities: { str: 12, dex: 14, con: 10, int: 0, wis: 10, cha: 1 },
  creatureType: "undead",
  immuneToCriticals: true,
  hd: 2,
  level: 2,
  maxHp: 40,
});

const TURN = { kind: "SpecialAttack", attack: "TurnUndead" } as const;

/** The zombie turned on p's first turn; then the order runs on to the zombie's turn. */
function turnedThenZombie(
  p: CombatantSpec,
  z: CombatantSpec,
  f = fighter("f", "party", 9, 9, weapon("longsword")),
) {
  const g = given(header([p, f, z], "turned flight"), [20, 2, 1]);
  g.forceNext(10, 3, 4);
  g.when(TURN);
  expect(g.state.combatants.zombie!.conditions.map((c) => c.name)).toEqual(["turned:p:12"]);
  g.act({ kind: "EndTurn" }).until("zombie");
  return g;
}

const names = (g: ReturnType<typeof given>) =>
  g.state.combatants.zombie!.conditions.map((c) => c.name);

describe("dnd35 turned creatures flee or cower (seed 000 驱散检定 驱散效果与持续时间)", () => {
  it("seed 000 驱散检定 驱散效果与持续时间: given a zombie turned in open ground, when it declares an attack on the fighter beside it, or a move towards its turner, then each is refused; a move away is played", () => {
    const g = turnedThenZombie(
      cleric(0),
      zombie(6),
      fighter("f", "party", 7, 0, weapon("longsword")),
    );
    expect(names(g)).toEqual(["turned:p:12"]);
    const attack = g.when({ kind: "Attack", target: "f" }).rejects("turnedFlees");
    expect(attack.rule).toBe("dnd35.turnedFlee");
    expect(attack.message).toContain("zombie is turned by p and flees");
    g.when({ kind: "Move", path: [{ x: 5, y: 0 }] }).rejects("turnedFlees");
    // Sideways, 25 ft from p either way, is no flight either.
    g.when({ kind: "Move", path: [{ x: 6, y: 1 }] }).rejects("turnedFlees");
    g.declining();
    const away = g.when({
      kind: "Move",
      path: [
        { x: 6, y: 1 },
        { x: 7, y: 2 },
      ],
    });
    expect(away.facts("Moved")).not.toEqual([]);
  });

  it("seed 000 驱散检定 驱散效果与持续时间: given a zombie turned in the map's north-east corner 15 ft east of its turner, when its turn comes, then it cannot flee and cowers until just before its next turn: no actions, −2 AC and no Dex bonus (+2 for attacks on it)", () => {
    const z = zombie(19, 0);
    const g = given(
      header([cleric(15, 0), fighter("f", "party", 9, 9, weapon("longsword")), z], "cornered"),
      [20, 2, 1],
    );
    const before = g.state.combatants.zombie!;
    before.flatFooted = false;
    const open = armorClassOf(DND35_3X, g.state, g.state.combatants.p!, before, false).value;
    g.forceNext(10, 3, 4);
    g.when(TURN);
    expect(canFlee(g.state, "zombie", "p")).toBe(false);
    const t = g.act({ kind: "EndTurn" }).until("zombie");
    const zc = t.state.combatants.zombie!;
    const cower = zc.conditions.find((c) => c.name === "cowering");
    expect(cower?.rule).toBe("dnd35.turnedCower");
    // Until just before the zombie's count (2) in the next round.
    expect(cower?.until).toEqual({
      round: 2,
      count: g.state.order.find((e) => e.id === "zombie")!.count,
      before: "zombie",
    });
    expect(
      g.when({ kind: "Move", path: [{ x: 19, y: 1 }] }).rejects("noActions").message,
    ).toContain("cowering");
    zc.flatFooted = false;
    const ac = armorClassOf(DND35_3X, g.state, g.state.combatants.p!, zc, false);
    // Dex 14 (+2) lost and −2 for cowering: 4 below its AC in the open.
    expect(ac.value).toBe(open - 4);
    expect(ac.breakdown).toContainEqual({
      label: "defender cowering",
      value: -2,
      rule: "dnd35.combatModifiers",
    });
    expect(ac.breakdown.map((x) => x.label)).toContain("Dex 14 bonus lost (cowering)");
  });

  it("seed 000 驱散检定 驱散效果与持续时间: given a turned zombie whose three squares away from its turner are held by the turner's allies, then it cannot flee and cowers at its turn; with one of them gone elsewhere it can, and next turn the lapsed cowering is not renewed", () => {
    const allies = [
      fighter("f", "party", 18, 4, weapon("longsword")),
      fighter("g", "party", 18, 5, weapon("longsword")),
      fighter("h", "party", 18, 6, weapon("longsword")),
    ];
    const g = given(
      header([cleric(14, 5), ...allies, zombie(17, 5)], "hemmed in"),
      [20, 2, 3, 4, 1],
    );
    g.forceNext(10, 3, 4);
    g.when(TURN);
    expect(canFlee(g.state, "zombie", "p")).toBe(false);
    g.act({ kind: "EndTurn" }).until("zombie");
    expect(names(g)).toEqual(["turned:p:12", "cowering"]);
    g.act({ kind: "EndTurn" }).until("h");
    g.declining();
    g.when({ kind: "Move", path: [{ x: 19, y: 7 }] });
    expect(canFlee(g.state, "zombie", "p")).toBe(true);
    g.act({ kind: "EndTurn" }).until("zombie");
    expect(names(g)).toEqual(["turned:p:12"]);
  });

  it("seed 000 驱散检定 驱散效果与持续时间: given a turned zombie grappled by the fighter, then it cannot flee: a grappler cannot move", () => {
    const g = turnedThenZombie(
      cleric(0),
      zombie(6),
      fighter("f", "party", 7, 0, weapon("longsword")),
    );
    expect(canFlee(g.state, "zombie", "p")).toBe(true);
    g.state.combatants.zombie!.grappling = ["f"];
    expect(canFlee(g.state, "zombie", "p")).toBe(false);
  });
});
