import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import type { Item } from "../../src/rulesets/3x/model/item.ts";
import type { Spell } from "../../src/rulesets/3x/model/spell.ts";
import { CURE_LIGHT_WOUNDS } from "../../src/rulesets/dnd35/laws/spells.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { auditBreakdowns } from "../../src/rulesets/dnd35/words/auditBreakdowns.ts";
import { en } from "../../src/rulesets/dnd35/words/en.ts";
import { legalChoices } from "../../src/rulesets/dnd35/words/menu/choices.ts";
import { renderMessage } from "../../src/words/render.ts";

// Fighter "a" at (0,0) beside goblin "b" at (1,0); goblin "c" far off keeps the goblins' side in
// the fight. Initiative d20s: a 20, b 10, c 1. The items (SRD magic items, outside the seeds) are
// used through the rows of seed 000 表：战斗中的动作.

const cureLight: Spell = { ...CURE_LIGHT_WOUNDS, id: "cure-light-wounds" };
const missile: Spell = {
  id: "magic-missile",
  name: "magic missile",
  level: 1,
  castingTime: "standard",
  components: ["V", "S"],
  range: "ranged",
  effect: { kind: "damage", dice: "1d4+1" },
};
const potion: Item = {
  id: "potion",
  name: "potion of cure light wounds",
  kind: "potion",
  spell: cureLight,
};
const scroll: Item = {
  id: "scroll",
  name: "scroll of magic missile",
  kind: "scroll",
  spell: missile,
};
const wand: Item = {
  id: "wand",
  name: "wand of magic missile",
  kind: "wand",
  spell: missile,
  charges: 1,
};

/** Fighter "a" holding `item` in its main hand (its shield on the other arm). */
function holding(item: Item, more: Partial<CombatantSpec> = {}): CombatantSpec {
  return {
    ...fighter("a", "party", 0, 0, weapon("longsword")),
    items: [item],
    holds: { main: item.id, stowed: [] },
    ...more,
  };
}

const fight = (a: CombatantSpec, name: string, extra: CombatantSpec[] = []) =>
  header(
    [
      a,
      goblin("b", "goblins", 1, 0, weapon("morningstar")),
      goblin("c", "goblins", 10, 10, weapon("morningstar")),
      ...extra,
    ],
    name,
  );

/** Round 2, a's turn: b has acted and may take attacks of opportunity. */
function roundTwo(a: CombatantSpec, name: string) {
  return given(fight(a, name), [20, 10, 1]).until("b").until("c").until("a");
}

describe("dnd35 items: potions, scrolls, wands (seed 000 表：战斗中的动作; SRD magic items, outside the seeds)", () => {
  it("a potion of cure light wounds heals its drinker, after the attack of opportunity it provokes, and is used up (dnd35 表：战斗中的动作 喝药剂或者使用油)", () => {
    const g = roundTwo(holding(potion, { hp: 3 }), "potion");
    const drink = g.when({ kind: "Activity", activity: "DrinkPotion", item: "potion" });
    expect(drink.facts("WindowOpened")).toMatchObject([
      { candidates: ["b"], trigger: "DrinkPotion" },
    ]);
    expect(drink.facts("VitalsChanged")).toEqual([]);
    g.forceNext(5);
    const after = g.respond(false);
    expect(after.facts("SpellCast")).toMatchObject([
      { caster: "a", spell: "cure-light-wounds", targets: ["a"], rule: "dnd35.drinkPotion" },
    ]);
    expect(after.facts("VitalsChanged")).toMatchObject([{ target: "a", vitals: { hp: 9 } }]);
    expect(after.facts("GearChanged")).toMatchObject([
      { actor: "a", change: "useUp", item: "potion", rule: "dnd35.drinkPotion" },
    ]);
  });

  it("an oil goes on oneself or an adjacent creature; a potion on its drinker alone; the item must be named (dnd35 表：战斗中的动作 喝药剂或者使用油)", () => {
    const oil: Item = {
      id: "oil",
      name: "oil of cure light wounds",
      kind: "oil",
      spell: cureLight,
    };
    const ally: CombatantSpec = { ...fighter("e", "party", 0, 1, weapon("longsword")), hp: 2 };
    const far: CombatantSpec = { ...fighter("f", "party", 5, 5, weapon("longsword")), hp: 2 };
    const g = given(fight(holding(oil), "oil", [ally, far]), [20, 10, 1, 2, 3, 4]);
    g.when({ kind: "Activity", activity: "DrinkPotion", item: "oil", target: "f" }).rejects(
      "oilTarget",
    );
    g.when({ kind: "Activity", activity: "DrinkPotion" }).rejects("whichItem");
    const rubbed = g.when({ kind: "Activity", activity: "DrinkPotion", item: "oil", target: "e" });
    expect(rubbed.facts("SpellCast")).toMatchObject([{ caster: "a", targets: ["e"] }]);
    expect(rubbed.facts("VitalsChanged")).toMatchObject([{ target: "e" }]);
    const p = given(fight(holding(potion), "potion-other", [ally]), [20, 10, 1, 2]);
    p.when({ kind: "Activity", activity: "DrinkPotion", item: "potion", target: "e" }).rejects(
      "potionTarget",
    );
  });

  it("a potion used up cannot be drunk twice (dnd35 表：战斗中的动作 喝药剂或者使用油)", () => {
    const g = given(fight(holding(potion, { hp: 3 }), "potion-twice"), [20, 10, 1]);
    g.act({ kind: "Activity", activity: "DrinkPotion", item: "potion" });
    g.act({ kind: "EndTurn" }).until("a");
    const again = g.when({ kind: "Activity", activity: "DrinkPotion", item: "potion" });
    expect(again.rejects("usedUp").message).toContain("potion is used up");
  });

  it("reading a scroll casts its spell and provokes; the scroll is used up (dnd35 表：战斗中的动作 阅读卷轴)", () => {
    const g = roundTwo(holding(scroll), "scroll");
    const read = g.when({ kind: "Activity", activity: "ReadScroll", item: "scroll", target: "b" });
    expect(read.facts("WindowOpened")).toMatchObject([
      { candidates: ["b"], trigger: "Cast", rule: "dnd35.castAoo" },
    ]);
    const after = g.respond(false);
    expect(after.facts("SpellCast")).toMatchObject([
      { caster: "a", spell: "magic-missile", targets: ["b"], rule: "dnd35.readScroll" },
    ]);
    expect(after.facts("DamageDealt")).toHaveLength(1);
    expect(after.facts("GearChanged")).toMatchObject([{ change: "useUp", item: "scroll" }]);
  });

  it("a scroll read on the defensive provokes nothing and calls for concentration DC 15 + level (dnd35 阅读卷轴, 防御性施法)", () => {
    const g = roundTwo(holding(scroll), "scroll-defensive");
    g.forceNext(20);
    const read = g.when({
      kind: "Activity",
      activity: "ReadScroll",
      item: "scroll",
      target: "b",
      defensively: true,
    });
    expect(read.facts("WindowOpened")).toEqual([]);
    expect(read.facts("ConcentrationRolled")).toMatchObject([{ dc: 16, success: true }]);
    expect(read.facts("SpellCast")).toMatchObject([{ spell: "magic-missile", targets: ["b"] }]);
    expect(read.facts("GearChanged")).toMatchObject([{ change: "useUp", item: "scroll" }]);
  });

  it("a wand casts its spell without provoking and spends a charge; with none left it is refused (dnd35 表：战斗中的动作 使用除药剂和油之外的魔法物品)", () => {
    const g = roundTwo(holding(wand), "wand");
    const zap = g.when({ kind: "Activity", activity: "UseMagicItem", item: "wand", target: "c" });
    expect(zap.facts("WindowOpened")).toEqual([]);
    expect(zap.facts("SpellCast")).toMatchObject([
      { spell: "magic-missile", targets: ["c"], rule: "dnd35.useMagicItem" },
    ]);
    expect(zap.facts("GearChanged")).toMatchObject([{ change: "spendCharge", item: "wand" }]);
    expect(zap.state.combatants.a!.gear.chargesSpent).toEqual({ wand: 1 });
    g.act({ kind: "EndTurn" }).until("a");
    const empty = g.when({ kind: "Activity", activity: "UseMagicItem", item: "wand", target: "c" });
    expect(empty.rejects("noCharges").rule).toBe("dnd35.useMagicItem");
  });
});

describe("dnd35 stabilizing a dying ally: a DC 15 Heal check (seed 000 稳定角色伤势和恢复)", () => {
  const dying: CombatantSpec = { ...fighter("d", "party", 0, 1, weapon("longsword")), hp: -3 };
  const healer = { ...fighter("a", "party", 0, 0, weapon("longsword")), heal: 4 };

  it("d20 11 + Heal 4 = 15 makes the dying ally stable (dnd35 稳定角色伤势和恢复)", () => {
    const g = given(fight(healer, "heal-15", [dying]), [20, 10, 1, 2, 11]);
    const r = g.when({ kind: "Activity", activity: "StabilizeAlly", target: "d" });
    expect(r.facts("ActionTaken")).toMatchObject([{ slot: "standard" }]);
    expect(r.facts("HealCheckRolled")).toMatchObject([
      { healer: "a", target: "d", natural: 11, total: 15, dc: 15, success: true },
    ]);
    expect(r.facts("VitalsChanged")).toMatchObject([
      { target: "d", vitals: { hp: -3, state: "stable" }, rule: "dnd35.healCheck" },
    ]);
  });

  it("the Heal check explains itself term by term: d20 + Heal, the DC, and a keyed die (dnd35 稳定角色伤势和恢复)", () => {
    const g = given(fight(healer, "heal-explain", [dying]), [20, 10, 1, 2, 11]);
    const r = g.when({ kind: "Activity", activity: "StabilizeAlly", target: "d" });
    const dice = r.events.filter((e) => e.type === "DiceRolled");
    expect(dice.map((e) => (e.data as { key: string }).key)).toEqual(["a/heal/r1/#1"]);
    const check = r.events.find((e) => e.type === "HealCheckRolled")!;
    const [shown] = auditBreakdowns(check)!;
    expect(renderMessage(shown!.name, en)).toBe("Heal check to stabilize d (DC 15)");
    expect(shown!.terms).toEqual([
      { label: "d20 (natural)", value: 11, rule: "dnd35.healCheck" },
      { label: "Heal", value: 4, rule: "dnd35.healCheck" },
    ]);
    const untrained = given(
      fight(fighter("a", "party", 0, 0, weapon("longsword")), "heal-wis", [dying]),
      [20, 10, 1, 2, 14],
    );
    const wis = untrained.when({ kind: "Activity", activity: "StabilizeAlly", target: "d" });
    expect(wis.facts("HealCheckRolled")).toMatchObject([
      { bonus: [{ label: "Wis 12", value: 1 }], total: 15, success: true },
    ]);
  });

  it("d20 10 + Heal 4 = 14 fails: the ally goes on dying (dnd35 稳定角色伤势和恢复)", () => {
    const g = given(fight(healer, "heal-14", [dying]), [20, 10, 1, 2, 10]);
    const r = g.when({ kind: "Activity", activity: "StabilizeAlly", target: "d" });
    expect(r.facts("HealCheckRolled")).toMatchObject([{ total: 14, success: false }]);
    expect(r.facts("VitalsChanged")).toEqual([]);
    expect(r.state.combatants.d!.vitals.state).toBe("dying");
  });

  it("a creature not dying cannot be stabilized (dnd35 稳定角色伤势和恢复)", () => {
    const g = given(fight(healer, "heal-not-dying"), [20, 10, 1]);
    g.when({ kind: "Activity", activity: "StabilizeAlly", target: "b" }).rejects("notDying");
  });
});

describe("dnd35 a stunned creature drops what it holds (SRD Conditions: Stunned, outside the seeds)", () => {
  it("the goblin stunned by the GM drops its morningstar, which lies in its square (dnd35 stunnedDrops)", () => {
    const g = given(
      fight(fighter("a", "party", 0, 0, weapon("longsword")), "stunned"),
      [20, 10, 1],
    );
    const r = g.gm({ kind: "AddCondition", target: "b", condition: "stunned", reason: "a blow" });
    expect(r.facts("GearChanged")).toMatchObject([
      {
        actor: "b",
        change: "drop",
        item: "morningstar",
        square: { x: 1, y: 0 },
        rule: "dnd35.stunnedDrops",
      },
    ]);
    expect(r.state.combatants.b!.gear.main).toBeUndefined();
    expect(r.state.combatants.b!.gear.ground).toEqual([
      { item: "morningstar", square: { x: 1, y: 0 } },
    ]);
  });
});

describe("dnd35 shields: buckler and tower shield (SRD Equipment: Armor, shields, outside the seeds)", () => {
  it("a buckler's arm wielding a two-handed weapon is −1, and the buckler's AC is gone until the next turn (dnd35 buckler)", () => {
    const a: CombatantSpec = {
      ...fighter("a", "party", 0, 0, weapon("greatsword")),
      shield: { name: "buckler", bonus: 1, kind: "buckler" },
    };
    const g = given(fight(a, "buckler"), [20, 10, 1, 2]);
    const swing = g.when({ kind: "Attack", target: "b" });
    expect(swing.facts("ConditionAdded")).toMatchObject([
      { target: "a", condition: "bucklerUsed" },
    ]);
    expect(swing.facts("AttackResolved")[0]?.bonus).toContainEqual({
      label: "buckler on the weapon's arm",
      value: -1,
      rule: "dnd35.buckler",
    });
    g.until("b");
    g.forceNext(2);
    const back = g.when({ kind: "Attack", target: "a" });
    const ac = back.facts("AttackResolved")[0]?.ac ?? [];
    expect(ac.some((t) => t.label.startsWith("shield"))).toBe(false);
  });

  it("a buckler does not hinder a longsword in the other hand (dnd35 buckler)", () => {
    const a: CombatantSpec = {
      ...fighter("a", "party", 0, 0, weapon("longsword")),
      shield: { name: "buckler", bonus: 1, kind: "buckler" },
    };
    const g = given(fight(a, "buckler-free"), [20, 10, 1, 2]);
    const swing = g.when({ kind: "Attack", target: "b" });
    expect(swing.facts("ConditionAdded")).toEqual([]);
    expect(swing.facts("AttackResolved")[0]?.bonus.some((t) => t.rule === "dnd35.buckler")).toBe(
      false,
    );
  });

  it("a tower shield gives −2 on attack rolls and caps Dex at +2 (dnd35 towerShield)", () => {
    const base = fighter("a", "party", 0, 0, weapon("longsword"));
    const a: CombatantSpec = {
      ...base,
      abilities: { ...base.abilities, dex: 18 },
      shield: { name: "tower shield", bonus: 4, maxDex: 2, kind: "tower" },
    };
    const g = given(fight(a, "tower"), [20, 10, 1, 2]);
    const swing = g.when({ kind: "Attack", target: "b" });
    expect(swing.facts("AttackResolved")[0]?.bonus).toContainEqual({
      label: "tower shield",
      value: -2,
      rule: "dnd35.towerShield",
    });
    g.until("b");
    g.forceNext(2);
    const ac = g.when({ kind: "Attack", target: "a" }).facts("AttackResolved")[0]?.ac ?? [];
    expect(ac).toContainEqual(
      expect.objectContaining({ label: "shield (tower shield)", value: 4 }),
    );
    expect(ac).toContainEqual(
      expect.objectContaining({ label: "Dex 18 (capped by max Dex 2)", value: 2 }),
    );
  });
});

describe("dnd35 a readied item use (seed 000 准备READY; 表：战斗中的动作)", () => {
  it("a wand readied against an attack fires its missile, with no AoO to wait for, and spends its charge (dnd35 准备一个动作, 使用除药剂和油之外的魔法物品)", () => {
    const g = given(fight(holding(wand), "readied-wand"), [20, 10, 1]);
    g.act({
      kind: "Ready",
      action: { kind: "Activity", activity: "UseMagicItem", item: "wand", target: "b" },
      trigger: { on: "attacks", by: "b" },
    });
    g.act({ kind: "EndTurn" });
    g.when({ kind: "Attack", target: "a" });
    const fired = g.respond(true);
    expect(fired.facts("SpellCast")).toMatchObject([{ spell: "magic-missile", targets: ["b"] }]);
    expect(fired.facts("GearChanged")).toMatchObject([{ change: "spendCharge", item: "wand" }]);
  });
});

describe("dnd35 the play menu offers what the items and the dying allow (seed 000 表：战斗中的动作)", () => {
  it("a potion in hand is offered to drink, a stowed one not; a dying ally beside is offered to stabilize (dnd35 喝药剂或者使用油, 稳定濒死伙伴的伤势)", () => {
    const dying: CombatantSpec = { ...fighter("d", "party", 0, 1, weapon("longsword")), hp: -3 };
    const inHand = given(fight(holding(potion), "menu-potion", [dying]), [20, 10, 1, 2]);
    const labels = legalChoices(inHand.state, "a").map((c) => renderMessage(c.label, en));
    expect(labels).toContain("DrinkPotion potion");
    expect(labels).toContain("StabilizeAlly → d");
    const stowed = holding(potion, { holds: { main: "longsword", stowed: ["potion"] } });
    const packed = given(fight(stowed, "menu-stowed"), [20, 10, 1]);
    const none = legalChoices(packed.state, "a").map((c) => renderMessage(c.label, en));
    expect(none).not.toContain("DrinkPotion potion");
  });
});
