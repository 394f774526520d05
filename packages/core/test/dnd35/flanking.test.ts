import { describe, expect, it } from "vitest";
import type { Size } from "../../src/model/size.ts";
import type { CombatantSpec, Weapon } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header, holding } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

const FLANK = { label: "flanking", value: 2, rule: "dnd35.flanking" };

/** A party fighter of another size (space and natural reach follow the size table). */
function sized(id: string, x: number, y: number, size: Size, main: Weapon): CombatantSpec {
  return { ...fighter(id, "party", x, y, main), size };
}

/**
 * Fighter "a" attacks goblin "b" at (1,1) first (initiative faces 20, 1, 5: counts a 25, b 2,
 * c 6); "c" is a's ally placed as the case needs. a's melee bonus is +4 (BAB 1, Str 16 +3).
 */
function attackWithAlly(ally: CombatantSpec, aAt: { x: number; y: number } = { x: 0, y: 1 }) {
  const g = given(
    header(
      [
        fighter("a", "party", aAt.x, aAt.y, weapon("longsword")),
        goblin("b", "goblins", 1, 1, weapon("morningstar")),
        ally,
      ],
      "flanking",
    ),
    [20, 1, 5, 10],
  );
  return g.when({ kind: "Attack", target: "b" }).facts("AttackResolved")[0]!;
}

describe("dnd35 夹击FLANKING", () => {
  it("an ally threatening the goblin from the opposite side gives +2: 10 + 4 + 2 = 16 (dnd35 夹击)", () => {
    const hit = attackWithAlly(fighter("c", "party", 2, 1, weapon("longsword")));
    expect(hit.bonus).toContainEqual(FLANK);
    expect(hit.total).toBe(16);
  });

  it("opposite corners flank too: the line between the centres passes through the goblin's corners (dnd35 夹击)", () => {
    const hit = attackWithAlly(fighter("c", "party", 2, 2, weapon("longsword")), { x: 0, y: 0 });
    expect(hit.bonus).toContainEqual(FLANK);
  });

  it("an ally on an adjacent side (west and north-east) does not flank: the line crosses two sides that meet, +0 (dnd35 夹击)", () => {
    const hit = attackWithAlly(fighter("c", "party", 2, 0, weapon("longsword")));
    expect(hit.bonus).not.toContainEqual(FLANK);
    expect(hit.total).toBe(14);
  });

  it("an ally with a longspear 10 ft away threatens across the goblin and flanks (dnd35 夹击)", () => {
    const hit = attackWithAlly(fighter("c", "party", 3, 1, weapon("longspear")));
    expect(hit.bonus).toContainEqual(FLANK);
  });

  it("only creatures that threaten flank: an ally holding only a bow, or held helpless, gives nothing (dnd35 夹击)", () => {
    const archer: CombatantSpec = {
      ...fighter("c", "party", 2, 1, weapon("longbow")),
      weapons: [weapon("longbow")],
    };
    expect(attackWithAlly(archer).bonus).not.toContainEqual(FLANK);

    const g = given(
      header(
        [
          fighter("a", "party", 0, 1, weapon("longsword")),
          goblin("b", "goblins", 1, 1, weapon("morningstar")),
          fighter("c", "party", 2, 1, weapon("longsword")),
        ],
        "flanking-held",
      ),
      [20, 1, 5, 10],
    );
    g.gm({ kind: "AddCondition", target: "c", condition: "helpless", reason: "hold person" });
    const [hit] = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved");
    expect(hit?.bonus).not.toContainEqual(FLANK);
  });

  it("a Large ally flanks when any one of its squares is in flanking position, though its centre is not (dnd35 夹击)", () => {
    // The Large ally fills (2,1)–(3,2); a at (0,0). From a's centre to the centre of the ally's
    // square (2,2) the line runs through the goblin's opposite corners (1,1) and (2,2); to the
    // ally's own centre (3,2) it would cross the goblin's top and right sides, which meet.
    const hit = attackWithAlly(sized("c", 2, 1, "large", weapon("longsword")), { x: 0, y: 0 });
    expect(hit.bonus).toContainEqual(FLANK);
  });

  it("a creature with 0-ft reach never flanks: a Tiny ally sharing the goblin's square gives nothing (dnd35 夹击)", () => {
    const hit = attackWithAlly(sized("c", 1, 1, "tiny", weapon("dagger")));
    expect(hit.bonus).not.toContainEqual(FLANK);
  });

  it("flanking helps only melee: a javelin thrown from the flanking square gets no +2 (dnd35 夹击)", () => {
    const g = given(
      header(
        [
          holding(fighter("a", "party", 0, 1, weapon("longsword")), { main: "javelin" }),
          goblin("b", "goblins", 1, 1, weapon("morningstar")),
          fighter("c", "party", 2, 1, weapon("longsword")),
        ],
        "flanking-thrown",
      ),
      [20, 1, 5, 10],
    );
    const [hit] = g
      .when({ kind: "Attack", target: "b", weapon: "javelin" })
      .facts("AttackResolved");
    expect(hit?.bonus).not.toContainEqual(FLANK);
  });

  describe("an attacker that does not itself threaten the defender (house option flankerMustThreaten)", () => {
    /** "a" with empty hands (an unarmed strike), with or without the feat, attacks goblin "b". */
    function unarmedFlank(options: Record<string, unknown>, feats: CombatantSpec["feats"] = []) {
      const g = given(
        header(
          [
            { ...fighter("a", "party", 0, 1, weapon("longsword")), weapons: [], feats },
            goblin("b", "goblins", 1, 1, weapon("morningstar")),
            fighter("c", "party", 2, 1, weapon("longsword")),
          ],
          "flanking-unarmed",
          options,
        ),
        [20, 1, 5, 10],
      );
      return g.when({ kind: "Attack", target: "b" }).facts("AttackResolved")[0]!;
    }

    it("by default the seed's reading: only the ally must threaten, so an unarmed attacker without Improved Unarmed Strike flanks (dnd35 夹击)", () => {
      expect(unarmedFlank({}).bonus).toContainEqual(FLANK);
    });

    it("with flankerMustThreaten, an attacker that threatens nothing gets no +2 (dnd35 夹击)", () => {
      const hit = unarmedFlank({ flankerMustThreaten: true });
      expect(hit.weapon).toBe("unarmed-strike");
      expect(hit.bonus).not.toContainEqual(FLANK);
    });

    it("with flankerMustThreaten, Improved Unarmed Strike makes the attacker threaten, and it flanks (dnd35 夹击, 攻击Attack “武装”徒手攻击)", () => {
      const hit = unarmedFlank({ flankerMustThreaten: true }, ["ImprovedUnarmedStrike"]);
      expect(hit.bonus).toContainEqual(FLANK);
    });
  });
});
