import { describe, expect, it } from "vitest";
import type { MapFeature } from "../../src/engine/state.ts";
import type { Square } from "../../src/model/ids.ts";
import type { Armor, CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// fighter: initiative +5, speed 20 ft in scale mail (40 in leather with speed 40); goblin +1.
// Blindness is the GM's condition; the SRD's Blinded condition and its table "Hampered
// Movement" (poor visibility ×2) are outside the seeds, which say that poor visibility hampers
// movement (受限移动) and that hampered movement costs double (双倍移动代价).
const longsword = weapon("longsword");
const morningstar = weapon("morningstar");
const leather: Armor = { name: "leather armor", bonus: 2, maxDex: 6, weight: "light" };

const east = (x0: number, x1: number, y = 5): Square[] =>
  Array.from({ length: x1 - x0 + 1 }, (_, i) => ({ x: x0 + i, y }));

/** Fighter `a` (first) at (5,5), blinded unless `sighted`, a goblin at `gAt`, on a 20×12 map. */
function blind(
  o: {
    gAt?: Square;
    terrain?: readonly MapFeature[];
    a?: Partial<CombatantSpec>;
    sighted?: boolean;
  } = {},
) {
  const gAt = o.gAt ?? { x: 18, y: 10 };
  const roster = [
    { ...fighter("a", "p", 5, 5, longsword), ...o.a },
    { ...goblin("g", "m", gAt.x, gAt.y, morningstar), maxHp: 30 },
  ];
  const g = given(
    { ...header(roster, "hampered"), map: { width: 20, height: 12, terrain: o.terrain ?? [] } },
    [15, 3],
  );
  if (o.sighted !== true)
    g.gm({ kind: "AddCondition", target: "a", condition: "blinded", reason: "glitterdust" });
  return g;
}

describe("hampered movement: blinded (dnd35.hamperedMovement)", () => {
  it("a blinded creature pays double for every square: 10 ft walked cost 20 ft, a diagonal 15 ft (dnd35 你的角色可以移动多远？ 受限移动, 特殊移动规则 双倍移动代价)", () => {
    const walk = blind();
    expect(walk.when({ kind: "Move", path: east(6, 7) }).facts("Moved")[0]!.feet).toBe(20);

    const far = blind()
      .when({ kind: "Move", path: east(6, 8) })
      .rejects("tooFar");
    expect(far).toMatchObject({
      rule: "dnd35.hamperedMovement",
      message: "the path costs 30 ft, every square doubled for a blinded mover; 20 ft allowed",
    });
    // Sighted, the same 15 ft fit a speed of 20 ft.
    blind({ sighted: true }).when({ kind: "Move", path: east(6, 8) });

    // A hampered diagonal counts like two ordinary ones: 3 squares.
    const diagonal = blind().when({ kind: "Move", path: [{ x: 6, y: 6 }] });
    expect(diagonal.facts("Moved")[0]!.feet).toBe(15);
  });

  it("blindness and difficult terrain stack: a difficult square costs 4 squares, a difficult diagonal 6 (dnd35 特殊移动规则 双倍移动代价)", () => {
    const terrain = [
      { x: 6, y: 5, kind: "difficult" },
      { x: 6, y: 6, kind: "difficult" },
    ];
    const fast = { speed: 40, armor: leather };
    const straight = blind({ terrain, a: fast }).when({ kind: "Move", path: [{ x: 6, y: 5 }] });
    expect(straight.facts("Moved")[0]!.feet).toBe(20);
    const diagonal = blind({ terrain, a: fast }).when({ kind: "Move", path: [{ x: 6, y: 6 }] });
    expect(diagonal.facts("Moved")[0]!.feet).toBe(30);
    // Two difficult squares, 40 ft: the whole speed, and no more.
    const both = blind({ terrain, a: fast }).when({
      kind: "Move",
      path: [
        { x: 6, y: 5 },
        { x: 6, y: 6 },
      ],
    });
    expect(both.facts("Moved")[0]!.feet).toBe(40);
  });

  it("a blinded creature takes no 5-foot step, as in darkness (dnd35 五尺快步Take 5-Foot Step)", () => {
    const v = blind()
      .when({ kind: "FiveFootStep", to: { x: 6, y: 5 } })
      .rejects("hamperedStep");
    expect(v).toMatchObject({
      rule: "dnd35.fiveFootStep",
      message: "a is blinded: its movement is hampered, so no 5-foot step",
    });
    blind({ sighted: true }).when({ kind: "FiveFootStep", to: { x: 6, y: 5 } });
  });

  it("a blinded creature neither runs nor charges: it cannot see where it goes (dnd35 奔跑Run, 冲锋CHARGE)", () => {
    const run = blind()
      .when({ kind: "Run", path: east(6, 9) })
      .rejects("runBlind");
    expect(run.rule).toBe("dnd35.run");
    const charge = blind({ gAt: { x: 10, y: 5 } })
      .when({ kind: "Charge", target: "g", path: east(6, 9) })
      .rejects("noLineOfSight");
    expect(charge).toMatchObject({
      rule: "dnd35.charge",
      message: "a has no line of sight to g (it is blinded): no charge",
    });
    blind({ sighted: true, gAt: { x: 10, y: 5 } }).when({
      kind: "Charge",
      target: "g",
      path: east(6, 9),
    });
  });
});
