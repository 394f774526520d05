import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

// Fighter "a" (base +1, Str 16: +3, Medium: grapple +4) at (0,0); goblin "b" (base +1, Str 11:
// +0, Small: grapple −3, Dex 13: Escape Artist +1) at (1,0); goblin "c" far off; fighter "e"
// (grapple +4) at (1,1). Initiative: a 20, e 15, b 10, c 1.

function fight(extra: CombatantSpec[] = []) {
  return header(
    [
      fighter("a", "party", 0, 0, weapon("longsword")),
      goblin("b", "goblins", 1, 0, weapon("morningstar")),
      goblin("c", "goblins", 10, 10, weapon("morningstar")),
      ...extra,
    ],
    "grapple",
  );
}
const GRAPPLE = { kind: "SpecialAttack", attack: "Grapple", target: "b" } as const;

/** The goblin held by the fighter (a touch 15, a hold 10 + 4 against 5 − 3, 1d3 2 + 3 damage). */
function held(extra: CombatantSpec[] = [], order = [20, 10, 1]) {
  const g = given(fight(extra), order);
  g.forceNext(15, 10, 5, 2);
  g.when(GRAPPLE);
  return g;
}

/** The goblin held by the fighter and by fighter e, who joined (10 + 4 against 5 − 3). */
function heldByTwo() {
  const g = held([fighter("e", "party", 1, 1, weapon("longsword"))], [20, 10, 1, 15]);
  g.act({ kind: "EndTurn" }).until("e");
  g.forceNext(10, 5);
  g.when(GRAPPLE);
  g.act({ kind: "EndTurn" }).until("b");
  return g;
}

const dice = (r: { events: readonly { type: string; data: unknown }[] }) =>
  r.events.filter((e) => e.type === "DiceRolled").map((e) => (e.data as { key: string }).key);

describe("dnd35 grapple options (seed 000 当你处于擒抱状态时, 多人擒抱)", () => {
  it("seed 000 多人擒抱 脱离擒抱: given the goblin held by a and e, when it escapes with one d20 of 20 (20 − 3 = 17) against a's 10 + 4 = 14 and e's 12 + 4 = 16, then one die of its own, one per grappler, its 17 in both facts, and it is free", () => {
    const g = heldByTwo();
    g.forceNext(20, 10, 12);
    const r = g.when({ kind: "SpecialAttack", attack: "Grapple", option: "escape" });
    expect(r.facts("OpposedCheckRolled")).toMatchObject([
      { purpose: "escape", rolls: [{ naturals: [20, 10], totals: [17, 14] }], winner: "b" },
      { purpose: "escape", rolls: [{ naturals: [20, 12], totals: [17, 16] }], winner: "b" },
    ]);
    expect(dice(r)).toEqual([
      "b/escape-grapple/r1/#1",
      "a/escape-grapple/r1/#1",
      "e/escape-grapple/r1/#1",
    ]);
    expect(r.facts("GrappleChanged")).toMatchObject([{ change: "escape", a: "b" }]);
    expect(r.state.combatants.b!.grappling).toEqual([]);
  });

  it("seed 000 多人擒抱 脱离擒抱: given the goblin held by a and e, when its one check of 20 − 3 = 17 beats a's 1 + 4 = 5 but not e's 19 + 4 = 23, then it stays held", () => {
    const g = heldByTwo();
    g.forceNext(20, 1, 19);
    const r = g.when({ kind: "SpecialAttack", attack: "Grapple", option: "escape" });
    expect(r.facts("OpposedCheckRolled").map((o) => [o.rolls[0]!.totals, o.winner])).toEqual([
      [[17, 5], "b"],
      [[17, 23], "e"],
    ]);
    expect(r.facts("GrappleChanged")).toEqual([]);
    expect(r.state.combatants.b!.grappling.sort()).toEqual(["a", "e"]);
  });

  it("seed 000 多人擒抱 脱离擒抱: given the goblin held by a and e, when it ties a at 17 − 3 = 14 against 10 + 4 = 14, then the higher modifier (a's +4) wins and no second grappler is checked", () => {
    const g = heldByTwo();
    g.forceNext(17, 10);
    const r = g.when({ kind: "SpecialAttack", attack: "Grapple", option: "escape" });
    expect(r.facts("OpposedCheckRolled")).toMatchObject([
      { rolls: [{ totals: [14, 14] }], winner: "a" },
    ]);
    expect(dice(r)).toHaveLength(2);
  });

  it("seed 000 多人擒抱 脱离擒抱: given the goblin held by a and e, when it slips free with Escape Artist 19 + 1 = 20 against a's 10 + 4 = 14 and e's 15 + 4 = 19, then one Escape Artist die, a standard action, and it is free", () => {
    const g = heldByTwo();
    g.forceNext(19, 10, 15);
    const r = g.when({ kind: "SpecialAttack", attack: "Grapple", option: "escapeArtist" });
    expect(r.facts("ActionTaken")).toMatchObject([{ actor: "b", slot: "standard" }]);
    expect(r.facts("OpposedCheckRolled")).toMatchObject([
      { purpose: "escapeArtist", rolls: [{ naturals: [19, 10], totals: [20, 14] }], winner: "b" },
      { purpose: "escapeArtist", rolls: [{ naturals: [19, 15], totals: [20, 19] }], winner: "b" },
    ]);
    expect(dice(r).filter((k) => k.startsWith("b/"))).toEqual([
      "b/escapeArtist-escape-artist/r1/#1",
    ]);
    expect(r.state.combatants.b!.grappling).toEqual([]);
  });

  it("seed 000 当你处于擒抱状态时 移动: given the fighter holding the goblin in (1,0), when it moves the grapple 10 ft (half its 20 in scale mail) to (3,0) with 10 + 4 = 14 against 5 − 3 = 2, then a standard action, it walks and the goblin is dragged into its square", () => {
    const g = held();
    g.act({ kind: "EndTurn" }).until("a");
    g.forceNext(10, 5);
    const path = [
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ];
    const r = g.when({ ...GRAPPLE, option: "move", path });
    expect(r.facts("ActionTaken")).toMatchObject([{ actor: "a", slot: "standard" }]);
    expect(r.facts("OpposedCheckRolled")).toMatchObject([
      { purpose: "move", rolls: [{ totals: [14, 2] }], winner: "a" },
    ]);
    expect(r.facts("PositionSet")).toMatchObject([{ target: "b", to: { x: 3, y: 0 } }]);
    expect(r.state.combatants.a!.position).toEqual({ x: 3, y: 0 });
    expect(r.state.combatants.b!.position).toEqual({ x: 3, y: 0 });
    expect(r.state.combatants.a!.grappling).toEqual(["b"]);
  });

  it("seed 000 当你处于擒抱状态时 移动: given the fighter holding the goblin, when its check 3 + 4 = 7 loses to 15 − 3 = 12, then nobody moves; when it asks 15 ft, then it is refused (half its 20 is 10 ft)", () => {
    const g = held();
    g.act({ kind: "EndTurn" }).until("a");
    g.when({
      ...GRAPPLE,
      option: "move",
      path: [1, 2, 3].map((i) => ({ x: 1 + i, y: 0 })),
    }).rejects("tooFar");
    g.forceNext(3, 15);
    const r = g.when({ ...GRAPPLE, option: "move", path: [{ x: 2, y: 0 }] });
    expect(r.facts("OpposedCheckRolled")).toMatchObject([
      { rolls: [{ totals: [7, 12] }], winner: "b" },
    ]);
    expect(r.facts("PositionSet")).toEqual([]);
    expect(r.state.combatants.a!.position).toEqual({ x: 1, y: 0 });
  });

  it("seed 000 当你处于擒抱状态时 移动 注意: given the fighter pinning the goblin with nobody else in the grapple, when it moves them, then its check is 4 + 4 = +8 (moving a pinned foe); given e grapples the goblin too, then no +4 and its one d20 must beat both", () => {
    const g = held();
    g.act({ kind: "EndTurn" }).until("a");
    g.forceNext(10, 5);
    g.when({ ...GRAPPLE, option: "pin" });
    g.act({ kind: "EndTurn" }).until("a");
    g.forceNext(10, 5);
    const r = g.when({ ...GRAPPLE, option: "move", path: [{ x: 2, y: 0 }] });
    const [check] = r.facts("OpposedCheckRolled");
    expect(check!.sides[0]!.bonus).toContainEqual({
      label: "moving a pinned foe",
      value: 4,
      rule: "dnd35.grappleOptions",
    });
    expect(check!.rolls[0]!.totals).toEqual([18, 2]);
    const two = heldByTwo();
    two.act({ kind: "EndTurn" }).until("a");
    two.forceNext(12, 5, 11);
    const m = two.when({ ...GRAPPLE, option: "move", path: [{ x: 2, y: 0 }] });
    expect(m.facts("OpposedCheckRolled").map((o) => [o.sides[1]!.who, o.rolls[0]!.totals])).toEqual(
      [
        ["b", [16, 2]],
        ["e", [16, 15]],
      ],
    );
    expect(m.facts("PositionSet")).toMatchObject([
      { target: "b", to: { x: 2, y: 0 } },
      { target: "e", to: { x: 2, y: 0 } },
    ]);
  });

  it("seed 000 当你处于擒抱状态时 移动: given goblin c beside the path in round 2, when the fighter drags the goblin out of c's reach, then the fighter's walk provokes c (the mover's own move); the dragged goblin provokes nothing", () => {
    const h = header(
      [
        fighter("a", "party", 0, 0, weapon("longsword")),
        goblin("b", "goblins", 1, 0, weapon("morningstar")),
        goblin("c", "goblins", 3, 1, weapon("morningstar")),
      ],
      "grapple",
    );
    const g = given(h, [20, 10, 1]);
    g.forceNext(15, 10, 5, 2);
    g.when(GRAPPLE);
    g.act({ kind: "EndTurn" }).until("c").until("a");
    g.forceNext(10, 5);
    const path = [
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ];
    const r = g.when({ ...GRAPPLE, option: "move", path });
    expect(r.facts("WindowOpened")).toMatchObject([{ window: "opportunity", candidates: ["c"] }]);
    g.forceNext(1);
    const on = g.respond(true);
    expect(on.facts("AttackResolved")).toMatchObject([{ attacker: "c", target: "a" }]);
    expect(on.facts("WindowOpened")).toEqual([]);
    expect(g.state.combatants.a!.position).toEqual({ x: 3, y: 0 });
    expect(g.state.combatants.b!.position).toEqual({ x: 3, y: 0 });
  });

  it("seed 000 当你处于擒抱状态时 抽出轻型武器: given the goblin (no shield, a dagger sheathed) held by the fighter, when it draws the dagger with 18 − 3 = 15 against 5 + 4 = 9, then a move action and the dagger in its free hand; with 2 − 3 = −1 against 15 + 4 = 19 nothing is drawn; a longsword is refused (not light)", () => {
    const { shield: _, ...bare } = goblin("b", "goblins", 1, 0, weapon("morningstar"));
    const b: CombatantSpec = { ...bare, weapons: [weapon("morningstar"), weapon("dagger")] };
    const h = header(
      [
        fighter("a", "party", 0, 0, weapon("longsword")),
        b,
        goblin("c", "goblins", 10, 10, weapon("morningstar")),
      ],
      "grapple",
    );
    const draw = { kind: "SpecialAttack", attack: "Grapple", option: "drawLight" } as const;
    const won = given(h, [20, 10, 1]);
    won.forceNext(15, 10, 5, 2);
    won.when(GRAPPLE);
    won.act({ kind: "EndTurn" }).until("b");
    won.when({ ...draw, weapon: "morningstar" }).rejects("grappleOption");
    won.forceNext(18, 5);
    const r = won.when({ ...draw, weapon: "dagger" });
    expect(r.facts("ActionTaken")).toMatchObject([{ actor: "b", slot: "move" }]);
    expect(r.facts("OpposedCheckRolled")).toMatchObject([
      { purpose: "drawLight", rolls: [{ totals: [15, 9] }], winner: "b" },
    ]);
    expect(r.facts("GearChanged")).toMatchObject([{ actor: "b", change: "draw", item: "dagger" }]);
    const lost = given(h, [20, 10, 1]);
    lost.forceNext(15, 10, 5, 2);
    lost.when(GRAPPLE);
    lost.act({ kind: "EndTurn" }).until("b");
    lost.forceNext(2, 15);
    const l = lost.when({ ...draw, weapon: "dagger" });
    expect(l.facts("OpposedCheckRolled")).toMatchObject([
      { rolls: [{ totals: [-1, 19] }], winner: "a" },
    ]);
    expect(l.facts("GearChanged")).toEqual([]);
  });

  it("seed 000 当你压制住擒抱对手的时候: given the fighter pinning the goblin, when it would draw a light weapon, then it is refused (a pinner cannot draw or use weapons)", () => {
    const a: CombatantSpec = {
      ...fighter("a", "party", 0, 0, weapon("longsword")),
      weapons: [weapon("longsword"), weapon("dagger")],
    };
    const g = given(
      header(
        [
          a,
          goblin("b", "goblins", 1, 0, weapon("morningstar")),
          goblin("c", "goblins", 10, 10, weapon("morningstar")),
        ],
        "grapple",
      ),
      [20, 10, 1],
    );
    g.forceNext(15, 10, 5, 2);
    g.when(GRAPPLE);
    g.act({ kind: "EndTurn" }).until("a");
    g.forceNext(10, 5);
    g.when({ ...GRAPPLE, option: "pin" });
    g.act({ kind: "EndTurn" }).until("a");
    const v = g
      .when({ kind: "SpecialAttack", attack: "Grapple", option: "drawLight", weapon: "dagger" })
      .rejects("grappleOption");
    expect(v.rule).toBe("dnd35.grapplePinning");
  });
  it("seed 000 当你处于擒抱状态时 压制对手: given the fighter pins the goblin (定住对手达一轮之久), when the fighter's next turn ends without a new pin, then the pin lapses as the order moves on (the two still grapple); pinned again in that turn, it holds another round", () => {
    const g = held();
    g.act({ kind: "EndTurn" }).until("a");
    g.forceNext(10, 5);
    g.when({ ...GRAPPLE, option: "pin" });
    expect(g.state.combatants.b!.pinnedBy).toBe("a");
    expect(g.state.combatants.b!.conditions.map((c) => c.name)).toContain("pinHeld:a");
    g.act({ kind: "EndTurn" }).until("a");
    // Round 3, the pinner's next turn: still pinned, its options open (moving it at +4, say).
    expect(g.state.combatants.b!.pinnedBy).toBe("a");
    const lapse = g.act({ kind: "EndTurn" }).until("b");
    expect(lapse.state.combatants.b!.pinnedBy).toBeUndefined();
    expect(lapse.state.combatants.b!.grappling).toEqual(["a"]);
    expect(lapse.state.combatants.b!.conditions.map((c) => c.name)).not.toContain("pinHeld:a");

    const again = held();
    again.act({ kind: "EndTurn" }).until("a");
    again.forceNext(10, 5);
    again.when({ ...GRAPPLE, option: "pin" });
    again.act({ kind: "EndTurn" }).until("a");
    again.forceNext(10, 5);
    expect(again.when({ ...GRAPPLE, option: "pin" }).facts("GrappleChanged")).toMatchObject([
      { change: "pin", a: "a", b: "b" },
    ]);

    again.act({ kind: "EndTurn" }).until("b");
    expect(again.state.combatants.b!.pinnedBy).toBe("a");
  });
  it("seed 000 当你处于擒抱状态时 伤害对手 例外: given a monk (unarmed 1d6, SRD Monk) holding the goblin, when it deals damage, then normal damage 1d6 + 3 with no −4; with lethal false, nonlethal and still no −4; the fighter's lethal damage costs −4", () => {
    const monk: CombatantSpec = {
      ...fighter("a", "party", 0, 0, weapon("longsword")),
      monkUnarmed: "1d6",
      feats: ["ImprovedUnarmedStrike"],
    };
    const tough = { ...goblin("b", "goblins", 1, 0, weapon("morningstar")), maxHp: 40 };
    const c = goblin("c", "goblins", 10, 10, weapon("morningstar"));
    const g = given(header([monk, tough, c], "monk"), [20, 10, 1]);
    g.forceNext(15, 10, 5, 4);
    const hold = g.when(GRAPPLE);
    // The hold's own damage is the monk's: 1d6 4 + 3, lethal.
    expect(hold.facts("DamageDealt")).toMatchObject([{ amount: 7, nonlethal: false }]);
    g.act({ kind: "EndTurn" }).until("a");
    g.forceNext(10, 5, 6);
    const hit = g.when({ ...GRAPPLE, option: "damage" });
    const [check] = hit.facts("OpposedCheckRolled");
    expect(check!.sides[0]!.bonus.map((t) => t.label)).not.toContain("lethal damage");
    expect(hit.facts("DamageDealt")).toMatchObject([{ amount: 9, nonlethal: false }]);
    g.act({ kind: "EndTurn" }).until("a");
    g.forceNext(10, 5, 1);
    const soft = g.when({ ...GRAPPLE, option: "damage", lethal: false });
    expect(soft.facts("OpposedCheckRolled")[0]!.sides[0]!.bonus.map((t) => t.label)).not.toContain(
      "lethal damage",
    );
    expect(soft.facts("DamageDealt")).toMatchObject([{ amount: 4, nonlethal: true }]);

    const f = held();
    f.act({ kind: "EndTurn" }).until("a");
    f.forceNext(10, 5, 2);
    const lethal = f.when({ ...GRAPPLE, option: "damage", lethal: true });
    expect(lethal.facts("OpposedCheckRolled")[0]!.sides[0]!.bonus).toContainEqual(
      expect.objectContaining({ label: "lethal damage", value: -4 }),
    );
  });
});
