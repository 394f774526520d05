import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

// Fighter "a" (base +1, Str 16: +3, Medium: grapple +4) at (0,0); goblin "b" (base +1, Str 11:
// +0, Small: grapple −3) at (1,0); goblin "c" far off; fighter "e" beside the goblin at (1,1).
// Initiative: a 20, b 10, c 1, e 15. In round 1 the goblin has not acted: no AoO.

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

describe("dnd35 grapple in play (seed 000 擒抱GRAPPLE)", () => {
  it("given a touch attack that hits and a hold of 10 + 4 = 14 against 5 − 3 = 2, when the fighter grapples the goblin, then they grapple each other, the goblin takes 1d3 + 3 nonlethal, and the fighter moves into its square (seed 000 发动擒抱)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.forceNext(15, 10, 5, 2);
    const r = g.when(GRAPPLE);
    expect(r.facts("AttackResolved")).toMatchObject([
      { attacker: "a", weapon: "unarmed-strike", hit: true, rule: "dnd35.grappleStart" },
    ]);
    expect(r.facts("OpposedCheckRolled")).toMatchObject([
      { attack: "Grapple", purpose: "hold", rolls: [{ totals: [14, 2] }], winner: "a" },
    ]);
    expect(r.facts("GrappleChanged")).toMatchObject([{ change: "start", a: "a", b: "b" }]);
    expect(r.facts("DamageDealt")).toMatchObject([{ target: "b", amount: 5, nonlethal: true }]);
    expect(r.facts("PositionSet")).toMatchObject([{ target: "a", to: { x: 1, y: 0 } }]);
    expect(r.state.combatants.a!.grappling).toEqual(["b"]);
    expect(r.state.combatants.b!.grappling).toEqual(["a"]);
  });

  it("given a Small rogue and a Huge giant, when the rogue tries to hold it, then the hold fails whatever the dice (seed 000 发动擒抱: 如果目标的体型比你大2级)", () => {
    const rogue: CombatantSpec = {
      ...goblin("b", "goblins", 1, 0, weapon("shortsword")),
      abilities: { str: 10, dex: 15, con: 10, int: 10, wis: 10, cha: 10 },
      bab: 3,
    };
    const giant: CombatantSpec = {
      ...fighter("a", "party", 0, 0, weapon("greatclub")),
      size: "huge",
      abilities: { str: 25, dex: 8, con: 19, int: 6, wis: 10, cha: 7 },
      bab: 9,
      position: { x: 2, y: 0 },
    };
    const h = header(
      [rogue, giant, goblin("c", "goblins", 10, 10, weapon("morningstar"))],
      "giant",
    );
    const g = given(h, [20, 10, 1]);
    g.forceNext(15, 20, 1);
    const r = g.when({ kind: "SpecialAttack", attack: "Grapple", target: "a" });
    const [hold] = r.facts("OpposedCheckRolled");
    // The rogue: 3 + 0 − 4 = −1; the giant: 9 + 7 + 8 = +24.
    expect(hold!.sides.map((s) => s.bonus.reduce((x, t) => x + t.value, 0))).toEqual([-1, 24]);
    expect(hold).toMatchObject({ winner: "a", automatic: "a is two or more sizes larger" });
    expect(r.facts("GrappleChanged")).toEqual([]);
  });

  it("given round 2, when the goblin's attack of opportunity damages the fighter, then the grapple fails before the touch attack (seed 000 发动擒抱 步骤1)", () => {
    const g = given(fight(), [20, 10, 1]).until("b").until("c").until("a");
    expect(g.when(GRAPPLE).facts("WindowOpened")).toMatchObject([
      { candidates: ["b"], trigger: "Grapple" },
    ]);
    g.forceNext(19, 4);
    const r = g.respond(true);
    expect(r.facts("SpecialAttackSpoiled")).toMatchObject([{ actor: "a", attack: "Grapple" }]);
    expect(r.facts("GrappleChanged")).toEqual([]);
  });

  it("given a grapple, when the fighter pins the goblin, the goblin escapes the pin, and then escapes the grapple to (2,0), then each is a GrappleChanged in turn (seed 000 当你处于擒抱状态时, 当你被擒抱对手压制住的时候)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.forceNext(15, 10, 5, 2);
    g.when(GRAPPLE);
    g.act({ kind: "EndTurn" }).until("c").until("a");
    g.forceNext(10, 5);
    const pin = g.when({ ...GRAPPLE, option: "pin" });
    expect(pin.facts("GrappleChanged")).toMatchObject([{ change: "pin", a: "a", b: "b" }]);
    expect(pin.state.combatants.b!.pinnedBy).toBe("a");
    g.act({ kind: "EndTurn" }).until("b");
    g.when({ kind: "Attack", target: "a" }).rejects("pinned");
    g.forceNext(20, 1);
    const free = g.when({ kind: "SpecialAttack", attack: "Grapple", option: "escape" });
    expect(free.facts("GrappleChanged")).toMatchObject([{ change: "breakPin", b: "b" }]);
    expect(free.state.combatants.b!.grappling).toEqual(["a"]);
    g.act({ kind: "EndTurn" }).until("c").until("a").until("b");
    g.forceNext(20, 1);
    const out = g.when({
      kind: "SpecialAttack",
      attack: "Grapple",
      option: "escape",
      to: { x: 2, y: 0 },
    });
    expect(out.facts("GrappleChanged")).toMatchObject([{ change: "escape", a: "b" }]);
    expect(out.facts("PositionSet")).toMatchObject([{ target: "b", to: { x: 2, y: 0 } }]);
    expect(out.state.combatants.a!.grappling).toEqual([]);
  });

  it("given the goblin grappled by the fighter, when fighter e joins, then no attack of opportunity and no touch attack, only the check (seed 000 加入擒抱)", () => {
    const e = fighter("e", "party", 1, 1, weapon("longsword"));
    const g = given(fight([e]), [20, 10, 1, 15]);
    g.forceNext(15, 10, 5, 2);
    g.when(GRAPPLE);
    g.act({ kind: "EndTurn" }).until("e");
    g.forceNext(10, 5);
    const j = g.when(GRAPPLE);
    expect(j.facts("WindowOpened")).toEqual([]);
    expect(j.facts("AttackResolved")).toEqual([]);
    expect(j.facts("OpposedCheckRolled")).toMatchObject([{ purpose: "join", winner: "e" }]);
    expect(j.facts("GrappleChanged")).toMatchObject([{ change: "join", a: "e", b: "b" }]);
    expect(j.state.combatants.b!.grappling.sort()).toEqual(["a", "e"]);
  });

  it("given a grapple, when the fighter deals lethal damage, then its check takes −4 and the damage is lethal (seed 000 当你处于擒抱状态时 伤害对手)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.forceNext(15, 10, 5, 2);
    g.when(GRAPPLE);
    g.act({ kind: "EndTurn" }).until("c").until("a");
    g.forceNext(10, 5, 3);
    const hurt = g.when({ ...GRAPPLE, option: "damage", lethal: true });
    expect(hurt.facts("OpposedCheckRolled")[0]!.sides[0]!.bonus).toContainEqual({
      label: "lethal damage",
      value: -4,
      rule: "dnd35.grappleOptions",
    });
    expect(hurt.facts("DamageDealt")).toMatchObject([{ target: "b", amount: 6, nonlethal: false }]);
  });

  it("given the fighter grappling the goblin, when archer e shoots the goblin, then a d2 after the attack roll picks the grappler struck — a 1, the fighter (first in the roster), against its AC; a melee attack does not stray (seed 000 表：防御等级修正 footnote 3: 掷随机骰来决定究竟击中了哪个擒抱中的战斗者)", () => {
    const e = fighter("e", "party", 6, 0, weapon("shortbow"));
    const g = given(fight([e]), [20, 10, 1, 15]);
    g.forceNext(15, 10, 5, 2);
    g.when(GRAPPLE);
    g.act({ kind: "EndTurn" }).until("e");
    g.forceNext(18, 1);
    const shot = g.when({ kind: "Attack", target: "b", weapon: "shortbow" });
    const [roll] = shot.facts("AttackResolved");
    expect(roll).toMatchObject({
      attacker: "e",
      target: "a",
      natural: 18,
      stray: { aimedAt: "b", die: "1d2", roll: 1, among: ["a", "b"], rule: "dnd35.intoGrapple" },
    });
    // The roll is set against the fighter's AC (its own armor), not the goblin's.
    // Against the fighter's AC: its scale mail and shield, its Dex lost to one outside the grapple.
    expect(roll!.ac).toContainEqual({
      label: "armor (scale mail)",
      value: 4,
      rule: "dnd35.armorClass",
    });
    expect(roll!.ac.map((t) => t.label)).toContain(
      "Dex 13 bonus lost (grappling, attacked by someone not in the grapple)",
    );
    expect(shot.facts("DamageDealt").map((d) => d.target)).toEqual(roll!.hit ? ["a"] : []);
    const sword = fighter("e", "party", 2, 0, weapon("longsword"));
    const m = given(fight([sword]), [20, 10, 1, 15]);
    m.forceNext(15, 10, 5, 2);
    m.when(GRAPPLE);
    m.act({ kind: "EndTurn" }).until("e");
    m.forceNext(18);
    const [swing] = m
      .when({ kind: "Attack", target: "b", weapon: "longsword" })
      .facts("AttackResolved");
    expect(swing).toMatchObject({ attacker: "e", target: "b" });
    expect(swing!.stray).toBeUndefined();
  });

  it("given the fighter pinning the goblin, when it attacks with its dagger, then it is refused — a pinner uses no weapon — while its unarmed strike is allowed (seed 000 当你压制住擒抱对手的时候: 你无法抽出或是使用武器)", () => {
    const knife = fighter("a", "party", 0, 0, weapon("dagger"));
    const h = header(
      [
        knife,
        goblin("b", "goblins", 1, 0, weapon("morningstar")),
        goblin("c", "goblins", 10, 10, weapon("morningstar")),
      ],
      "pin",
    );
    const g = given(h, [20, 10, 1]);
    g.forceNext(15, 10, 5, 2);
    g.when(GRAPPLE);
    g.act({ kind: "EndTurn" }).until("c").until("a");
    g.forceNext(15, 2);
    g.when({ ...GRAPPLE, option: "pin" });
    expect(g.state.combatants.b!.pinnedBy).toBe("a");
    g.act({ kind: "EndTurn" }).until("c").until("a");
    const r = g.when({ kind: "Attack", target: "b", weapon: "dagger" }).rejects("pinnerWeapon");
    expect(r.rule).toBe("dnd35.grapplePinning");
    expect(r.message).toContain("no weapon");
    g.forceNext(10);
    const bare = g.when({ kind: "Attack", target: "b", weapon: "unarmed-strike" });
    expect(bare.facts("AttackResolved")).toMatchObject([
      { attacker: "a", weapon: "unarmed-strike" },
    ]);
  });

  it("given the fighter grappling a goblin with a dagger in hand, when it turns the dagger on it, then a won check (15 + 4 against 2 − 3) is followed by an attack with the goblin's dagger at the grapple's −4, and the dagger stays the goblin's; a morningstar is no light weapon to turn (seed 000 当你处于擒抱状态时 利用擒抱对手的武器)", () => {
    const knifer = goblin("b", "goblins", 1, 0, weapon("dagger"));
    const h = header(
      [
        fighter("a", "party", 0, 0, weapon("longsword")),
        knifer,
        goblin("c", "goblins", 10, 10, weapon("morningstar")),
      ],
      "turned blade",
    );
    const g = given(h, [20, 10, 1]);
    g.forceNext(15, 10, 5, 2);
    g.when(GRAPPLE);
    g.act({ kind: "EndTurn" }).until("c").until("a");
    g.forceNext(15, 2, 16);
    const r = g.when({ ...GRAPPLE, option: "useOpponentWeapon" });
    expect(r.facts("OpposedCheckRolled")).toMatchObject([
      { purpose: "useOpponentWeapon", rolls: [{ totals: [19, -1] }], winner: "a" },
    ]);
    const [stab] = r.facts("AttackResolved");
    expect(stab).toMatchObject({
      attacker: "a",
      target: "b",
      weapon: "dagger",
      weaponOwner: "b",
      natural: 16,
    });
    expect(stab!.bonus).toEqual([
      { label: "base attack bonus", value: 1, rule: "dnd35.attackBonus" },
      { label: "Str 16", value: 3, rule: "dnd35.attackBonus" },
      { label: "attacking in a grapple", value: -4, rule: "dnd35.grapple" },
    ]);
    expect(r.state.combatants.b!.gear.main).toBe("dagger");
    const plain = given(fight(), [20, 10, 1]);
    plain.forceNext(15, 10, 5, 2);
    plain.when(GRAPPLE);
    plain.act({ kind: "EndTurn" }).until("c").until("a");
    plain.when({ ...GRAPPLE, option: "useOpponentWeapon" }).rejects("grappleOption");
  });

  it("given a Large fighter whose 2×2 space at the goblin's square would take in a wall, when its hold wins, then it cannot move in and must let go at once (seed 000 发动擒抱 步骤 4：如果你无法移进目标所在的位置，你就无法保持住擒抱状态)", () => {
    const big = { ...fighter("a", "party", 3, 0, weapon("longsword")), size: "large" as const };
    const h = {
      ...header(
        [
          big,
          goblin("b", "goblins", 2, 0, weapon("morningstar")),
          goblin("c", "goblins", 10, 10, weapon("morningstar")),
        ],
        "walled",
      ),
      map: { width: 20, height: 20, terrain: [{ x: 2, y: 1, kind: "wall" }] },
    };
    const g = given(h as never, [20, 10, 1]);
    g.forceNext(15, 10, 5, 2);
    const r = g.when(GRAPPLE);
    expect(r.facts("GrappleChanged")).toMatchObject([
      { change: "start", a: "a", b: "b" },
      { change: "release", a: "a", b: "b", rule: "dnd35.grappleStart" },
    ]);
    expect(r.facts("PositionSet")).toEqual([]);
    expect(r.state.combatants.a!.grappling).toEqual([]);
    expect(r.state.combatants.a!.position).toEqual({ x: 3, y: 0 });
  });
});

describe("two weapons in a grapple (seed 000 当你处于擒抱状态时: 在擒抱时你无法用双武器进行攻击)", () => {
  it("given the fighter grappling the goblin with a dagger and an off-hand dagger, when its full attack reaches the off hand, then that attack is refused — even two light weapons — after the main hand's", () => {
    const offDagger = { ...weapon("dagger"), id: "dagger-2", name: "second dagger" };
    const twoKnives = {
      ...fighter("a", "party", 0, 0, weapon("dagger")),
      weapons: [weapon("dagger"), offDagger],
      offHand: "dagger-2",
      shield: undefined,
    };
    const h = header(
      [
        twoKnives as never,
        goblin("b", "goblins", 1, 0, weapon("morningstar")),
        goblin("c", "goblins", 10, 10, weapon("morningstar")),
      ],
      "two-knives",
    );
    const g = given(h, [20, 10, 1]);
    g.forceNext(15, 10, 5, 2);
    g.when(GRAPPLE);
    g.act({ kind: "EndTurn" }).until("c").until("a");
    g.forceNext(10);
    const main = g.when({ kind: "FullAttack", target: "b" });
    expect(main.facts("AttackResolved")).toMatchObject([{ attacker: "a", weapon: "dagger" }]);
    const r = g.when({ kind: "Attack", target: "b" }).rejects("grappleTwoWeapon");
    expect(r.rule).toBe("dnd35.grapple");
    expect(r.message).toBe(
      "a is grappling: no off-hand attack (dagger-2) — in a grapple a creature cannot fight with two weapons, even two light ones",
    );
  });
});
