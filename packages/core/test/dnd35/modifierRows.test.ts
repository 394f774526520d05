import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, holding } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { fighterAndGoblins } from "./fighterAndGoblins.ts";

const RULE = "dnd35.combatModifiers";

// As in modifiers.test.ts: goblin "b" (AC 15 = 10 + leather 2 + shield 1 + Dex 13 +1 + Small 1)
// acts first, then fighter "a" (longsword +4, javelin +2 thrown) next to it; the d20 is 10.
function fight(
  a: CombatantSpec = fighter("a", "party", 0, 0, weapon("longsword")),
  terrain: { x: number; y: number; kind: string }[] = [],
) {
  const h = fighterAndGoblins("modifier-rows", a);
  return given({ ...h, map: { width: 20, height: 20, terrain } }, [3, 20, 1, 10])
    .until("a")
    .declining();
}

function withConditions(pairs: [string, string][], a?: CombatantSpec) {
  const g = fight(a);
  for (const [target, condition] of pairs)
    g.gm({ kind: "AddCondition", target, condition, reason: "the table" });
  return g;
}

const dagger = { ...fighter("a", "party", 0, 0, weapon("longsword")) };
const withDagger: CombatantSpec = { ...dagger, weapons: [weapon("longsword"), weapon("dagger")] };
/** The same fighter with its dagger, not its longsword, in hand (only a weapon in hand attacks). */
const daggerInHand = holding(withDagger, { main: "dagger" });
/** Fighter "a" with its javelin in hand, to throw it. */
const thrower = holding(fighter("a", "party", 0, 0, weapon("longsword")), { main: "javelin" });

describe("dnd35 战斗修正 表：攻击检定修正: entangled, invisible, higher ground", () => {
  it("an entangled attacker: −2 melee and ranged, and −4 Dex lowers its ranged attack (dnd35 表：攻击检定修正 纠缠中)", () => {
    const melee = withConditions([["a", "entangled"]])
      .when({ kind: "Attack", target: "b" })
      .facts("AttackResolved")[0]!;
    expect(melee.bonus).toContainEqual({ label: "attacker entangled", value: -2, rule: RULE });
    expect(melee.total).toBe(12);
    // Thrown: 10 + BAB 1 + Dex 9 (13 − 4) −1 − 2 = 8.
    const thrown = withConditions([["a", "entangled"]], thrower)
      .when({ kind: "Attack", target: "b", weapon: "javelin" })
      .facts("AttackResolved")[0]!;
    expect(thrown.bonus).toContainEqual({ label: "Dex 9", value: -1, rule: "dnd35.attackBonus" });
    expect(thrown.total).toBe(8);
  });

  it("an entangled defender: +0 AC but −4 Dex, 15 → 13 (dnd35 表：防御等级修正 纠缠)", () => {
    const hit = withConditions([["b", "entangled"]])
      .when({ kind: "Attack", target: "b" })
      .facts("AttackResolved")[0]!;
    expect(hit.ac.find((t) => t.label.startsWith("Dex"))).toMatchObject({
      label: "Dex 9",
      value: -1,
    });
    expect(hit.acTotal).toBe(13);
  });

  it("an invisible attacker: +2 and the defender loses its Dex bonus to AC (dnd35 表：攻击检定修正 隐形)", () => {
    const hit = withConditions([["a", "invisible"]])
      .when({ kind: "Attack", target: "b" })
      .facts("AttackResolved")[0]!;
    expect(hit.bonus).toContainEqual({ label: "attacker invisible", value: 2, rule: RULE });
    expect(hit.total).toBe(16);
    expect(hit.ac).toContainEqual({
      label: "Dex 13 bonus lost (invisible attacker)",
      value: 0,
      rule: RULE,
    });
    expect(hit.acTotal).toBe(14);
    const thrown = withConditions([["a", "invisible"]], thrower)
      .when({ kind: "Attack", target: "b", weapon: "javelin" })
      .facts("AttackResolved")[0]!;
    expect(thrown.total).toBe(14);
  });

  it("an invisible attacker gets no +2 against a blinded defender (dnd35 表：攻击检定修正 隐形 footnote 2)", () => {
    const hit = withConditions([
      ["a", "invisible"],
      ["b", "blinded"],
    ])
      .when({ kind: "Attack", target: "b" })
      .facts("AttackResolved")[0]!;
    expect(hit.bonus.map((t) => t.label)).not.toContain("attacker invisible");
    expect(hit.total).toBe(14);
    // Blinded: −2 and Dex lost, whoever attacks.
    expect(hit.acTotal).toBe(12);
  });

  it("on higher ground: +1 in melee, nothing at range, nothing for the one below (dnd35 表：攻击检定修正 在较高地势)", () => {
    const high = [{ x: 0, y: 0, kind: "high" }];
    const hit = fight(undefined, high)
      .when({ kind: "Attack", target: "b" })
      .facts("AttackResolved")[0]!;
    expect(hit.bonus).toContainEqual({
      label: "attacker on higher ground",
      value: 1,
      rule: "dnd35.higherGround",
    });
    expect(hit.total).toBe(15);
    const thrown = fight(thrower, high)
      .when({ kind: "Attack", target: "b", weapon: "javelin" })
      .facts("AttackResolved")[0]!;
    expect(thrown.total).toBe(12);
    // Both on the high ground: neither is higher.
    const level = fight(undefined, [...high, { x: 1, y: 0, kind: "high" }])
      .when({ kind: "Attack", target: "b" })
      .facts("AttackResolved")[0]!;
    expect(level.total).toBe(14);
  });
});

describe("dnd35 战斗修正 表：防御等级修正: grappling", () => {
  it("a grappling defender loses its Dex bonus against an attacker not in the grapple (dnd35 表：防御等级修正 擒抱中)", () => {
    const hit = withConditions([["b", "grappling"]])
      .when({ kind: "Attack", target: "b" })
      .facts("AttackResolved")[0]!;
    expect(hit.ac).toContainEqual({
      label: "Dex 13 bonus lost (grappling, attacked by someone not in the grapple)",
      value: 0,
      rule: RULE,
    });
    expect(hit.acTotal).toBe(14);
  });

  it("grapplers attack each other at −4, with a light weapon only, and keep their Dex (dnd35 擒抱GRAPPLE)", () => {
    const pairs: [string, string][] = [
      ["a", "grappling"],
      ["b", "grappling"],
    ];
    withConditions(pairs, withDagger)
      .when({ kind: "Attack", target: "b" })
      .rejects("grappleWeapon");
    const hit = withConditions(pairs, daggerInHand)
      .when({ kind: "Attack", target: "b", weapon: "dagger" })
      .facts("AttackResolved")[0]!;
    expect(hit.bonus).toContainEqual({
      label: "attacking in a grapple",
      value: -4,
      rule: "dnd35.grapple",
    });
    // 10 + BAB 1 + Str 3 − 4 = 10 against the full AC 15.
    expect(hit.total).toBe(10);
    expect(hit.acTotal).toBe(15);
  });
});
