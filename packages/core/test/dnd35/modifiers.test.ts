import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header, holding } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { fighterAndGoblins } from "./fighterAndGoblins.ts";

const RULE = "dnd35.combatModifiers";

// Goblin "b" acts first (so it is no longer flat-footed: AC 15 = 10 + leather 2 + shield 1 +
// Dex 1 + Small 1), then fighter "a" (longsword +4, javelin +2); goblin "c" stands far off.
// Initiative faces 3, 20, 1: counts a 8, b 21, c 2.
function fight(a: CombatantSpec = fighter("a", "party", 0, 0, weapon("longsword"))) {
  const g = given(fighterAndGoblins("modifiers", a), [3, 20, 1, 10]);
  // Shooting next to "b" provokes: these specifications are about the modifiers, not the AoO.
  return g.until("a").declining();
}

function withCondition(target: string, condition: string, a?: CombatantSpec) {
  const g = fight(a);
  g.gm({ kind: "AddCondition", target, condition, reason: "the table" });
  return g;
}

const melee = (target: string, condition: string) =>
  withCondition(target, condition)
    .when({ kind: "Attack", target: "b" })
    .facts("AttackResolved")[0]!;
/** Fighter "a" as in `fight`, its javelin in hand (only a weapon in hand attacks). */
const thrower = holding(fighter("a", "party", 0, 0, weapon("longsword")), { main: "javelin" });
const thrown = (target: string, condition: string) =>
  withCondition(target, condition, thrower)
    .when({ kind: "Attack", target: "b", weapon: "javelin" })
    .facts("AttackResolved")[0]!;

describe("dnd35 战斗修正COMBAT MODIFIERS 表：攻击检定修正", () => {
  it("a prone attacker takes −4 in melee: 10 + 4 − 4 = 10 (dnd35 战斗修正)", () => {
    const hit = melee("a", "prone");
    expect(hit.bonus).toContainEqual({ label: "attacker prone", value: -4, rule: RULE });
    expect(hit.total).toBe(10);
  });

  it("prone, a javelin cannot be thrown, but a light crossbow shoots without penalty (dnd35 战斗修正 footnote 3)", () => {
    withCondition("a", "prone", thrower)
      .when({ kind: "Attack", target: "b", weapon: "javelin" })
      .rejects("proneRanged");
    const crossbowman: CombatantSpec = {
      ...fighter("a", "party", 0, 0, weapon("light-crossbow")),
      weapons: [weapon("light-crossbow")],
    };
    const [shot] = withCondition("a", "prone", crossbowman)
      .when({ kind: "Attack", target: "b" })
      .facts("AttackResolved");
    // 10 + BAB 1 + Dex 1 = 12, no prone term.
    expect(shot?.bonus.map((t) => t.rule)).not.toContain(RULE);
    expect(shot?.total).toBe(12);
  });

  it("dazzled −1, shaken −2 and squeezing −4 apply to melee and ranged alike (dnd35 战斗修正)", () => {
    expect(melee("a", "dazzled").total).toBe(13);
    expect(thrown("a", "dazzled").total).toBe(11);
    expect(melee("a", "shaken").total).toBe(12);
    expect(thrown("a", "shaken").bonus).toContainEqual({
      label: "attacker shaken",
      value: -2,
      rule: RULE,
    });
    expect(melee("a", "squeezing").total).toBe(10);
  });
});

describe("dnd35 战斗修正COMBAT MODIFIERS 表：防御等级修正", () => {
  it("a prone defender has −4 AC against melee (15 → 11) and +4 against ranged (15 → 19) (dnd35 战斗修正)", () => {
    const sword = melee("b", "prone");
    expect(sword.ac).toContainEqual({ label: "defender prone", value: -4, rule: RULE });
    expect(sword.acTotal).toBe(11);
    const javelin = thrown("b", "prone");
    expect(javelin.ac).toContainEqual({ label: "defender prone", value: 4, rule: RULE });
    expect(javelin.acTotal).toBe(19);
  });

  it("kneeling or sitting: −2 against melee (13), +2 against ranged (17) (dnd35 战斗修正)", () => {
    expect(melee("b", "kneeling").acTotal).toBe(13);
    expect(thrown("b", "kneeling").acTotal).toBe(17);
  });

  it("stunned, blinded or cowering: −2 AC and the Dex bonus lost (footnote 1): 15 − 1 − 2 = 12 (dnd35 战斗修正)", () => {
    for (const c of ["stunned", "blinded", "cowering"]) {
      const hit = melee("b", c);
      expect(hit.ac).toContainEqual({ label: `Dex 13 bonus lost (${c})`, value: 0, rule: RULE });
      expect(hit.ac).toContainEqual({ label: `defender ${c}`, value: -2, rule: RULE });
      expect(hit.acTotal).toBe(12);
    }
  });

  it("pinned: Dex treated as 0 (footnote 4, −5) and −4 against melee: AC 5; against ranged 9 (dnd35 战斗修正)", () => {
    const sword = melee("b", "pinned");
    expect(sword.ac).toContainEqual({ label: "Dex treated as 0 (pinned)", value: -5, rule: RULE });
    expect(sword.acTotal).toBe(5);
    expect(thrown("b", "pinned").acTotal).toBe(9);
  });
});

/** Fighter "a" at (0,2) throws the javelin in its hand 30 ft at goblin "b" at (6,2); walls as given. */
function throwPast(walls: readonly { x: number; y: number }[]) {
  const g = given(
    {
      ...header(
        [
          holding(fighter("a", "party", 0, 2, weapon("longsword")), { main: "javelin" }),
          goblin("b", "goblins", 6, 2, weapon("morningstar")),
          goblin("c", "goblins", 9, 0, weapon("morningstar")),
        ],
        "cover",
      ),
      map: { width: 10, height: 5, terrain: walls.map((w) => ({ ...w, kind: "wall" })) },
    },
    [3, 20, 1, 10],
  ).until("a");
  return g.when({ kind: "Attack", target: "b", weapon: "javelin" });
}

const COVER = { label: "cover", value: 4, rule: "dnd35.cover" };

describe("dnd35 战斗修正 掩蔽COVER", () => {
  it("a wall square between the thrower and the goblin gives cover by the corner-to-corner rule: AC 15 + 4 = 19 (dnd35 掩蔽)", () => {
    const [hit] = throwPast([{ x: 3, y: 2 }]).facts("AttackResolved");
    expect(hit?.ac).toContainEqual(COVER);
    expect(hit?.acTotal).toBe(19);
  });

  it("with no wall, or a wall whose face the lines only run along, there is no cover: AC 15 (dnd35 掩蔽)", () => {
    expect(throwPast([]).facts("AttackResolved")[0]?.acTotal).toBe(15);
    const [along] = throwPast([{ x: 3, y: 1 }]).facts("AttackResolved");
    expect(along?.ac).not.toContainEqual(COVER);
    expect(along?.acTotal).toBe(15);
  });

  it("a solid wall across the map leaves no line of effect: total cover, no attack (dnd35 掩蔽 全掩蔽)", () => {
    const wall = [0, 1, 2, 3, 4].map((y) => ({ x: 3, y }));
    expect(throwPast(wall).rejects("totalCover").rule).toBe("dnd35.cover");
  });
});
