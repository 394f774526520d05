import { describe, expect, it } from "vitest";
import type { FightEvent } from "../../../src/log/fightEvent.ts";
import type { CombatantSpec, Weapon } from "../../../src/rulesets/3x/model/combatant.ts";
import { applyThreeXFact } from "../../../src/rulesets/3x/state/applyFact.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { POTION } from "../interrupts/fixtures.ts";

// Fighter "a" (base +1, Str 16: +3, Medium) at (0,0); goblin "b" (base +1, Str 11: +0, Small) at
// (1,0); goblin "c" far off. Initiative: a 20, b 10, c 1. Round 1: no attack of opportunity.

const locked = (w: Weapon): Weapon => ({ ...w, lockedGauntlet: true });
const SPIKED: Weapon = {
  id: "spiked-gauntlet",
  name: "spiked gauntlet",
  damage: "1d3",
  threat: 20,
  multiplier: 2,
  handedness: "light",
  reach: 5,
  spikedGauntlet: true,
};

function fight(a: Weapon, b: Weapon) {
  const fighterA: CombatantSpec = fighter("a", "party", 0, 0, a);
  return header(
    [
      fighterA,
      goblin("b", "goblins", 1, 0, b),
      goblin("c", "goblins", 10, 10, weapon("morningstar")),
    ],
    "disarm",
  );
}
const DISARM = { kind: "SpecialAttack", attack: "Disarm", target: "b" } as const;

describe("dnd35 disarm: locked and spiked gauntlets (seed 000 卸除武器（DISARM） 注意)", () => {
  it("given the goblin's morningstar locked in a gauntlet, when the fighter rolls 8 + 1 + 3 + 4 = 16 against 6 + 1 + 10 = 17, then the goblin keeps it (seed 000 卸除武器: 带锁手套 +10)", () => {
    const g = given(fight(weapon("longsword"), locked(weapon("morningstar"))), [20, 10, 1]);
    // The lost disarm, then the goblin's counter-disarm: 1 + 1 = 2 against 20 + 8 = 28.
    g.forceNext(8, 6, 1, 20);
    const d = g.when(DISARM);
    const [check] = d.facts("OpposedCheckRolled");
    expect(check).toMatchObject({ purpose: "disarm", rolls: [{ totals: [16, 17] }], winner: "b" });
    expect(check!.sides[1]!.bonus.map((t) => [t.label, t.value])).toEqual([
      ["base attack bonus", 1],
      ["Str 11", 0],
      ["locked gauntlet", 10],
    ]);
    expect(d.state.combatants.b!.gear.main).toBe("morningstar");
  });

  it("given the fighter's longsword locked in a gauntlet, when the goblin counter-disarms with 15 + 1 = 16 against 5 + 1 + 3 + 4 + 10 = 23, then the fighter keeps it (seed 000 卸除武器: 带锁手套 +10)", () => {
    const g = given(fight(locked(weapon("longsword")), weapon("morningstar")), [20, 10, 1]);
    g.forceNext(2, 15, 15, 5);
    const d = g.when(DISARM);
    const counter = d.facts("OpposedCheckRolled")[1];
    expect(counter).toMatchObject({
      purpose: "counterDisarm",
      rolls: [{ totals: [16, 23] }],
      winner: "a",
    });
    expect(d.facts("GearChanged")).toEqual([]);
    expect(d.state.combatants.a!.gear.main).toBe("longsword");
  });

  it("given a goblin wearing a spiked gauntlet, when the fighter tries to disarm it, then it is refused; a grab of it needs a pinned goblin (seed 000 卸除武器: 带刺铁手套无法被卸除)", () => {
    const g = given(fight(weapon("longsword"), SPIKED), [20, 10, 1]);
    g.when(DISARM).rejects("spikedGauntlet");
    const { shield: _shield, ...bare } = fighter("a", "party", 0, 0, weapon("longsword"));
    const h = given(
      header(
        [
          { ...bare, weapons: [] },
          goblin("b", "goblins", 1, 0, SPIKED),
          goblin("c", "goblins", 10, 10, weapon("morningstar")),
        ],
        "disarm",
      ),
      [20, 10, 1],
    );
    h.when({ ...DISARM, grab: true }).rejects("firmlyAttached");
  });

  it("given the fighter pinning the goblin in a grapple, when it grabs the goblin's spiked gauntlet, then the grab is made, the goblin +4 for an item firmly attached (seed 000 当你压制住擒抱对手的时候: 移除或是夺取一件被牢固固定在对方身上的物品)", () => {
    const { shield: _shield, ...bare } = fighter("a", "party", 0, 0, weapon("longsword"));
    const g = given(
      header(
        [
          { ...bare, weapons: [] },
          goblin("b", "goblins", 0, 0, SPIKED),
          goblin("c", "goblins", 10, 10, weapon("morningstar")),
        ],
        "pinned grab",
      ),
      [20, 10, 1],
    );
    const grapple = (change: string) =>
      ({
        type: "GrappleChanged",
        data: { change, a: "a", b: "b", rule: "dnd35.grappleStart" },
      }) as unknown as FightEvent;
    applyThreeXFact(g.state, grapple("start"));
    applyThreeXFact(g.state, grapple("pin"));
    g.forceNext(10, 10);
    const d = g.when({ ...DISARM, grab: true });
    const [check] = d.facts("OpposedCheckRolled");
    expect(check!.sides[1]!.bonus.map((t) => [t.label, t.value])).toContainEqual([
      "firmly attached",
      4,
    ]);
  });
});

describe("dnd35 grabbing an item (seed 000 夺取物品)", () => {
  it("given the goblin's sheathed dagger loosely attached, when the bare-handed fighter grabs it with 4 + 1 + 3 − 4 (unarmed) + 4 (larger) + 4 (loose) = 12 against 10 + 1 − 4 (light) = 7, then it is in the fighter's hands and no counter-disarm follows a loss (seed 000 夺取物品: 固定得很差 +4)", () => {
    const { shield: _shield, ...bare } = fighter("a", "party", 0, 0, weapon("longsword"));
    const gob = goblin("b", "goblins", 1, 0, weapon("morningstar"));
    const loose = { ...weapon("dagger"), looselyAttached: true };
    const spec = header(
      [
        { ...bare, weapons: [] },
        { ...gob, weapons: [...gob.weapons, loose] },
        goblin("c", "goblins", 10, 10, weapon("morningstar")),
      ],
      "disarm",
    );
    const GRAB = { ...DISARM, grab: true, item: "dagger" } as const;
    const g = given(spec, [20, 10, 1]);
    g.forceNext(4, 10);
    const d = g.when(GRAB);
    const [check] = d.facts("OpposedCheckRolled");
    expect(check).toMatchObject({ purpose: "grab", rolls: [{ totals: [12, 7] }], winner: "a" });
    expect(check!.sides[0]!.bonus.map((t) => [t.label, t.value])).toContainEqual([
      "loosely attached",
      4,
    ]);
    expect(d.facts("GearChanged")).toMatchObject([
      { actor: "b", change: "taken", item: "dagger", by: "a", rule: "dnd35.grabItem" },
    ]);
    const h = given(spec, [20, 10, 1]);
    h.forceNext(1, 20);
    const lost = h.when(GRAB);
    expect(lost.facts("OpposedCheckRolled").map((c) => c.winner)).toEqual(["b"]);
    expect(lost.facts("GearChanged")).toEqual([]);
  });

  it("given the goblin holding a potion marked loosely attached, when the bare-handed fighter grabs it, then its roll has the +4 for a poorly fastened item, and the potion is not a melee weapon to its holder (−4); unmarked, no +4 (seed 000 夺取物品: 固定得很差 +4)", () => {
    const { shield: _shield, ...bare } = fighter("a", "party", 0, 0, weapon("longsword"));
    const gob = goblin("b", "goblins", 1, 0, weapon("morningstar"));
    const spec = (looselyAttached: boolean) =>
      header(
        [
          { ...bare, weapons: [] },
          {
            ...gob,
            items: [{ ...POTION, ...(looselyAttached ? { looselyAttached: true } : {}) }],
            holds: { main: "potion" },
          },
          goblin("c", "goblins", 10, 10, weapon("morningstar")),
        ],
        "grab",
      );
    const GRAB = { ...DISARM, grab: true, item: "potion" } as const;
    const g = given(spec(true), [20, 10, 1]);
    g.forceNext(10, 10);
    const [check] = g.when(GRAB).facts("OpposedCheckRolled");
    expect(check!.sides[0]!.bonus).toContainEqual({
      label: "loosely attached",
      value: 4,
      rule: "dnd35.grabItem",
    });
    expect(check!.sides[1]!.bonus.map((t) => t.label)).toContain("not a melee weapon");
    const h = given(spec(false), [20, 10, 1]);
    h.forceNext(10, 10);
    const [plain] = h.when(GRAB).facts("OpposedCheckRolled");
    expect(plain!.sides[0]!.bonus.map((t) => t.label)).not.toContain("loosely attached");
  });
  it("given the goblin's potion grabbed, when the fighter's next turn comes, then the potion is in its hand as potion@b and it drinks it (seed 000 夺取物品: 夺到自己手中; SRD potions)", () => {
    const { shield: _shield, ...bare } = fighter("a", "party", 0, 0, weapon("longsword"));
    const gob = goblin("b", "goblins", 1, 0, weapon("morningstar"));
    const g = given(
      header(
        [
          { ...bare, weapons: [] },
          { ...gob, items: [POTION], holds: { main: "potion" } },
          goblin("c", "goblins", 10, 10, weapon("morningstar")),
        ],
        "grab",
      ),
      [20, 10, 1],
    ).declining();
    g.forceNext(15, 2);
    g.when({ ...DISARM, grab: true, item: "potion" });
    expect(g.state.combatants.a!.gear.main).toBe("potion@b");
    g.act({ kind: "EndTurn" }).until("a");
    const drink = g.when({ kind: "Activity", activity: "DrinkPotion", item: "potion@b" });
    expect(drink.facts("GearChanged")).toMatchObject([
      { actor: "a", change: "useUp", item: "potion@b" },
    ]);
  });
});
