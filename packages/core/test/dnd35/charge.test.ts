import { describe, expect, it } from "vitest";
import type { Square } from "../../src/model/ids.ts";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// fighter: initiative +5, longsword +4 (BAB 1, Str 16 +3) and 1d8+3, AC 17 = 10 + scale 4 +
// heavy shield 2 + Dex 1, speed 20 ft in scale mail → a charge of up to 40 ft.
// goblin: initiative +1, morningstar +2 (BAB 1, Small +1) and 1d6, flat-footed AC 14.
const longsword = weapon("longsword");
const morningstar = weapon("morningstar");

/** The squares east of (x0, y) up to x1, inclusive. */
function east(x0: number, x1: number, y = 5): Square[] {
  const out: Square[] = [];
  for (let x = x0; x <= x1; x++) out.push({ x, y });
  return out;
}

/** Fighter `a` at (ax,5), 30-hp goblin `g` at (gx,5); d20s 15 and 3 put a (20) before g (4). */
function field(
  ax: number,
  gx: number,
  faces: readonly number[] = [],
  a: Partial<CombatantSpec> = {},
) {
  return given(
    header(
      [
        { ...fighter("a", "p", ax, 5, longsword), ...a },
        { ...goblin("g", "m", gx, 5, morningstar), maxHp: 30 },
      ],
      "charge",
    ),
    [15, 3, ...faces],
  );
}

describe("冲锋CHARGE (dnd35.charge)", () => {
  it("a charge moves straight at the target and attacks with +2 (dnd35 冲锋CHARGE)", () => {
    // 25 ft from (0,5) to (5,5), next to g. 9 + 1 + 3 + 2 = 15 hits flat-footed AC 14 (13
    // without the charge would miss); 1 + 3 = 4 damage.
    const g = field(0, 6, [9, 1]);
    const r = g.when({ kind: "Charge", target: "g", path: east(1, 5) });
    expect(r.events.map((e) => e.type)).toEqual([
      "Declared",
      "ActionTaken",
      "Moved",
      "ConditionAdded",
      "DiceRolled",
      "AttackResolved",
      "DiceRolled",
      "DamageDealt",
      "VitalsChanged",
    ]);
    expect(r.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "fullRound", action: "Charge", rule: "dnd35.charge" },
    ]);
    expect(r.facts("Moved")).toEqual([
      { actor: "a", mode: "charge", path: east(1, 5), feet: 25, rule: "dnd35.charge" },
    ]);
    expect(r.facts("ConditionAdded")).toEqual([
      {
        target: "a",
        condition: "charging",
        until: { round: 2, count: 20, before: "a" },
        rule: "dnd35.charge",
      },
    ]);
    const attack = r.facts("AttackResolved")[0]!;
    expect(attack.bonus).toEqual([
      { label: "base attack bonus", value: 1, rule: "dnd35.attackBonus" },
      { label: "Str 16", value: 3, rule: "dnd35.attackBonus" },
      { label: "charge", value: 2, rule: "dnd35.charge" },
    ]);
    expect(attack).toMatchObject({ natural: 9, total: 15, acTotal: 14, hit: true });
    expect(attack.fullAttack).toBeUndefined();
    expect(g.state.combatants.g!.vitals.hp).toBe(26);
    // The charge was the whole turn.
    g.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
    g.when({ kind: "Move", path: [{ x: 5, y: 4 }] }).rejects("noMoveAction");
  });

  it("the charger has −2 AC until its next turn: in the AC breakdown, then gone (dnd35 冲锋CHARGE)", () => {
    // Round 1: a charges (9 + 6 = 15 hits for 4). g rolls 13 + 2 = 15 against a's AC
    // 10 + 4 + 2 + 1 − 2 = 15: a hit for 1. Round 2: a's turn starts, the −2 ends; g's same
    // 15 now misses AC 17.
    const g = field(0, 6, [9, 1, 13, 1, 13]);
    g.act({ kind: "Charge", target: "g", path: east(1, 5) }).act({ kind: "EndTurn" });
    const hit = g.when({ kind: "Attack", target: "a" }).facts("AttackResolved")[0]!;
    expect(hit.ac).toEqual([
      { label: "base", value: 10, rule: "dnd35.armorClass" },
      { label: "armor (scale mail)", value: 4, rule: "dnd35.armorClass" },
      { label: "shield (heavy wooden shield)", value: 2, rule: "dnd35.armorClass" },
      { label: "Dex 13", value: 1, rule: "dnd35.armorClass" },
      { label: "charged last turn", value: -2, rule: "dnd35.charge" },
    ]);
    expect(hit).toMatchObject({ natural: 13, total: 15, acTotal: 15, hit: true });
    expect(g.state.combatants.a!.vitals.hp).toBe(11);

    const next = g.when({ kind: "EndTurn" });
    expect(next.events.map((e) => e.type)).toEqual([
      "Declared",
      "TurnEnded",
      "RoundStarted",
      "ConditionRemoved",
      "TurnStarted",
    ]);
    expect(next.facts("ConditionRemoved")).toEqual([
      { target: "a", condition: "charging", rule: "dnd35.charge" },
    ]);
    expect(next.facts("TurnStarted")[0]).toMatchObject({ actor: "a", round: 2 });

    g.act({ kind: "EndTurn" });
    const miss = g.when({ kind: "Attack", target: "a" }).facts("AttackResolved")[0]!;
    expect(miss).toMatchObject({ natural: 13, total: 15, acTotal: 17, hit: false });
    expect(miss.ac.map((t) => t.label)).not.toContain("charged last turn");
  });

  it("a charge moves at least 10 ft (dnd35 冲锋CHARGE)", () => {
    const g = field(4, 6);
    const v = g
      .when({ kind: "Charge", target: "g", path: [{ x: 5, y: 5 }] })
      .rejects("chargeTooShort");
    expect(v.rule).toBe("dnd35.charge");
  });

  it("a charge moves at most double speed: 40 ft in scale mail (dnd35 冲锋CHARGE)", () => {
    const far = field(0, 10);
    const v = far.when({ kind: "Charge", target: "g", path: east(1, 9) }).rejects("tooFar");
    expect(v).toMatchObject({
      rule: "dnd35.charge",
      message: "the path costs 45 ft; 40 ft allowed",
    });

    const justSo = field(1, 10, [9, 1]);
    const r = justSo.when({ kind: "Charge", target: "g", path: east(2, 9) });
    expect(r.facts("Moved")[0]!.feet).toBe(40);
  });

  it("a charge moves straight toward the target and ends where it can attack (dnd35 冲锋CHARGE)", () => {
    const g = field(0, 6);
    const sideways = [{ x: 0, y: 6 }, ...east(1, 5, 6)];
    const v = g.when({ kind: "Charge", target: "g", path: sideways }).rejects("chargeNotDirect");
    expect(v.rule).toBe("dnd35.charge");
    g.when({ kind: "Charge", target: "g", path: east(1, 3) }).rejects("outOfReach");
  });

  it("a charge takes no detour: a zigzag is not straight (dnd35 冲锋CHARGE)", () => {
    // Every square of the zigzag is closer to g, but it costs 35 ft to cover 25 ft.
    const g = field(0, 6);
    const zigzag = [
      { x: 1, y: 6 },
      { x: 2, y: 5 },
      { x: 3, y: 6 },
      { x: 4, y: 5 },
      { x: 5, y: 6 },
    ];
    const v = g.when({ kind: "Charge", target: "g", path: zigzag }).rejects("chargeNotDirect");
    expect(v).toMatchObject({
      rule: "dnd35.charge",
      message: "a charge goes straight: the path costs 35 ft to cover 25 ft",
    });
  });

  it("a charge stops at the nearest square from which it can attack (dnd35 冲锋CHARGE)", () => {
    // a at (0,5), g at (4,9): the nearest square next to g is (3,8), 20 ft away; (4,8) is 25.
    const g = given(
      header(
        [fighter("a", "p", 0, 5, longsword), { ...goblin("g", "m", 4, 9, morningstar), maxHp: 30 }],
        "charge-nearest",
      ),
      [15, 3, 9, 1],
    );
    const wide = [
      { x: 1, y: 5 },
      { x: 2, y: 6 },
      { x: 3, y: 7 },
      { x: 4, y: 8 },
    ];
    const v = g.when({ kind: "Charge", target: "g", path: wide }).rejects("chargeNotNearest");
    expect(v.rule).toBe("dnd35.charge");
    const straight = [
      { x: 1, y: 6 },
      { x: 2, y: 7 },
      { x: 3, y: 8 },
    ];
    expect(g.when({ kind: "Charge", target: "g", path: straight }).facts("Moved")[0]!.feet).toBe(
      20,
    );
  });

  it("no charge after a 5-foot step (dnd35 冲锋CHARGE)", () => {
    const g = field(0, 6);
    g.when({ kind: "FiveFootStep", to: { x: 1, y: 5 } });
    const v = g
      .when({ kind: "Charge", target: "g", path: east(2, 5) })
      .rejects("noFullRoundAction");
    expect(v.rule).toBe("dnd35.charge");
  });

  it("a charge passes no one, not even an ally (dnd35 冲锋CHARGE)", () => {
    const g = given(
      header(
        [
          fighter("a", "p", 0, 5, longsword),
          fighter("b", "p", 2, 5, longsword),
          { ...goblin("g", "m", 6, 5, morningstar), maxHp: 30 },
        ],
        "charge-ally",
      ),
      [15, 1, 3],
    );
    const v = g.when({ kind: "Charge", target: "g", path: east(1, 5) }).rejects("blockedByAlly");
    expect(v.rule).toBe("dnd35.charge");
  });

  it("a charge makes a single attack even with iterative attacks (dnd35 冲锋CHARGE)", () => {
    const g = field(0, 6, [9, 1], { bab: 6 });
    const r = g.when({ kind: "Charge", target: "g", path: east(1, 5) });
    expect(r.facts("AttackResolved")).toHaveLength(1);
    expect(r.facts("AttackResolved")[0]!.fullAttack).toBeUndefined();
    g.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
  });

  it("on a restricted turn a charge is the single standard action and goes at most speed (dnd35 冲锋CHARGE)", () => {
    // Surprise round: a (aware) charges the unaware g. 20 ft (speed) is allowed, 25 ft is not.
    const ambush = (gx: number) =>
      given(
        header(
          [
            fighter("a", "p", 0, 5, longsword),
            { ...goblin("g", "m", gx, 5, morningstar, false), maxHp: 30 },
          ],
          "charge-surprise",
        ),
        [15, 9, 1],
      );
    const tooFar = ambush(6);
    expect(tooFar.state.turn).toMatchObject({ actor: "a", restriction: "surprise" });
    const v = tooFar.when({ kind: "Charge", target: "g", path: east(1, 5) }).rejects("tooFar");
    expect(v).toMatchObject({
      rule: "dnd35.charge",
      message: "the path costs 25 ft; 20 ft allowed",
    });

    const g = ambush(5);
    const r = g.when({ kind: "Charge", target: "g", path: east(1, 4) });
    expect(r.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "standard", action: "Charge", rule: "dnd35.charge" },
    ]);
    expect(r.facts("AttackResolved")[0]).toMatchObject({ total: 15, acTotal: 14, hit: true });
    g.when({ kind: "Move", path: [{ x: 4, y: 4 }] }).rejects("restrictedTurn");
  });
});

describe("冲锋CHARGE: the clear path, every line from start to end (dnd35.charge)", () => {
  /** a at (0,5) and its ally b at `bAt` (b helpless if asked), goblin g at `gAt`; a acts first. */
  function lane(o: {
    bAt: Square;
    gAt: Square;
    helpless?: boolean;
    terrain?: readonly { x: number; y: number; kind: string }[];
  }) {
    const h = header(
      [
        fighter("a", "p", 0, 5, longsword),
        fighter("b", "p", o.bAt.x, o.bAt.y, longsword),
        { ...goblin("g", "m", o.gAt.x, o.gAt.y, morningstar), maxHp: 30 },
      ],
      "charge-lane",
    );
    const g = given({ ...h, map: { width: 20, height: 20, terrain: o.terrain ?? [] } }, [15, 1, 3]);
    if (o.helpless === true)
      g.gm({ kind: "AddCondition", target: "b", condition: "helpless", reason: "sleep" });
    return g;
  }
  // A diagonal charge from (0,5) to (3,8), next to g at (4,9).
  const diagonalCharge = {
    kind: "Charge",
    target: "g",
    path: [
      { x: 1, y: 6 },
      { x: 2, y: 7 },
      { x: 3, y: 8 },
    ],
  } as const;

  it("a helpless creature's square does not stop a charge: a sleeping ally on the path (dnd35 冲锋CHARGE, 无助的防御者HELPLESS DEFENDERS)", () => {
    const g = lane({ bAt: { x: 2, y: 5 }, gAt: { x: 6, y: 5 }, helpless: true });
    const r = g.when({ kind: "Charge", target: "g", path: east(1, 5) });
    expect(r.facts("Moved")[0]).toMatchObject({ mode: "charge", feet: 25 });
    expect(g.state.combatants.a!.position).toEqual({ x: 5, y: 5 });
  });

  it("a creature on a line from start to end stops a charge though it stands beside the declared squares; a helpless one does not (dnd35 冲锋CHARGE)", () => {
    // b at (2,6) is beside the diagonal (1,6)-(2,7)-(3,8): the line from the top-right corner
    // of (0,5) to the top-right corner of (3,8) runs through it.
    const v = lane({ bAt: { x: 2, y: 6 }, gAt: { x: 4, y: 9 } })
      .when(diagonalCharge)
      .rejects("blockedByAlly");
    expect(v).toMatchObject({
      rule: "dnd35.charge",
      message:
        "b at (2,6) is on a line from (0,5) to (3,8): a charge passes no one who is not helpless",
    });
    lane({ bAt: { x: 2, y: 6 }, gAt: { x: 4, y: 9 }, helpless: true }).when(diagonalCharge);
    // One square further off, at (3,6), no line from start to end passes b: a clear path.
    lane({ bAt: { x: 3, y: 6 }, gAt: { x: 4, y: 9 } }).when(diagonalCharge);
    // Beside a charge along a row, nothing is on the lane: the lines run inside the row.
    lane({ bAt: { x: 3, y: 6 }, gAt: { x: 6, y: 5 } }).when({
      kind: "Charge",
      target: "g",
      path: east(1, 5),
    });
  });

  it("difficult terrain on a line from start to end stops a charge, off the declared squares too (dnd35 冲锋CHARGE, 地形和障碍物)", () => {
    const terrain = [{ x: 1, y: 5, kind: "difficult" }];
    const v = lane({ bAt: { x: 10, y: 10 }, gAt: { x: 4, y: 9 }, terrain })
      .when(diagonalCharge)
      .rejects("chargeHampered");
    expect(v).toMatchObject({
      rule: "dnd35.charge",
      message: "difficult terrain or an obstacle at (1,5) is on a line from (0,5) to (3,8)",
    });
    const pit = [{ x: 2, y: 8, kind: "pit" }];
    lane({ bAt: { x: 10, y: 10 }, gAt: { x: 4, y: 9 }, terrain: pit })
      .when(diagonalCharge)
      .rejects("chargeHampered");
  });

  it("a charge keeps to the straight line: a dog-leg costing just the distance is not one (dnd35 冲锋CHARGE)", () => {
    // From (0,5) to (6,7), next to g at (7,8): two diagonals then four squares east cost 35 ft,
    // the distance, and every square is closer to g — but no line from start to end meets (2,7).
    const dogLeg = [{ x: 1, y: 6 }, { x: 2, y: 7 }, ...east(3, 6, 7)];
    const v = lane({ bAt: { x: 10, y: 0 }, gAt: { x: 7, y: 8 } })
      .when({ kind: "Charge", target: "g", path: dogLeg })
      .rejects("chargeNotDirect");
    expect(v).toMatchObject({
      rule: "dnd35.charge",
      message: "a charge goes in a straight line: no line from (0,5) to (6,7) passes (2,7)",
    });
    const straight = [
      { x: 1, y: 5 },
      { x: 2, y: 6 },
      { x: 3, y: 6 },
      { x: 4, y: 6 },
      { x: 5, y: 7 },
      { x: 6, y: 7 },
    ];
    const r = lane({ bAt: { x: 10, y: 0 }, gAt: { x: 7, y: 8 } }).when({
      kind: "Charge",
      target: "g",
      path: straight,
    });
    expect(r.facts("Moved")[0]).toMatchObject({ mode: "charge", feet: 35 });
  });
});

describe("冲锋CHARGE: sight and the restricted charge (dnd35.charge)", () => {
  it("no charge without line of sight at the start of the turn: a wall across every line (dnd35 冲锋CHARGE)", () => {
    // A wall from (3,0) to (3,10) stands between a at (0,5) and g at (6,5).
    const wall = Array.from({ length: 11 }, (_, y) => ({ x: 3, y, kind: "wall" }));
    const h = header(
      [fighter("a", "p", 0, 5, longsword), { ...goblin("g", "m", 6, 5, morningstar), maxHp: 30 }],
      "charge-sight",
    );
    const g = given({ ...h, map: { width: 20, height: 20, terrain: wall } }, [15, 3]);
    const v = g.when({ kind: "Charge", target: "g", path: east(1, 5) }).rejects("noLineOfSight");
    expect(v.rule).toBe("dnd35.charge");
  });

  it("no charge at a totally concealed (unseen) target (dnd35 冲锋CHARGE)", () => {
    const g = field(0, 6);
    g.gm({ kind: "AddCondition", target: "g", condition: "invisible", reason: "invisibility" });
    g.when({ kind: "Charge", target: "g", path: east(1, 5) }).rejects("noLineOfSight");
  });

  it("the restricted charge cannot be chosen voluntarily: after a move on a full turn, no charge even at speed (dnd35 冲锋CHARGE)", () => {
    // a moves 5 ft to (1,5) and would charge 15 ft (< speed 20) to (4,5) next to g at (5,5).
    const g = field(0, 5);
    g.when({ kind: "Move", path: [{ x: 1, y: 5 }] });
    const v = g
      .when({ kind: "Charge", target: "g", path: east(2, 4) })
      .rejects("noFullRoundAction");
    expect(v.rule).toBe("dnd35.charge");
    // Nor by starting it as a standard action.
    field(0, 5).when({ kind: "StartFullRound", action: "Charge" }).rejects("notRestricted");
  });
});
