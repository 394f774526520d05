import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import type { Item } from "../../../src/rulesets/3x/model/item.ts";
import type { Spell } from "../../../src/rulesets/3x/model/spell.ts";
import { MAGIC_MISSILE } from "../../../src/rulesets/dnd35/laws/spells.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { holdsWords } from "../../../src/rulesets/dnd35/words/columns.ts";
import { en } from "../../../src/rulesets/dnd35/words/en.ts";
import { legalChoices } from "../../../src/rulesets/dnd35/words/menu/choices.ts";
import { renderMessage } from "../../../src/words/render.ts";

// Fighter "a" (grapple +4) at (0,0) grapples caster "b" at (1,0): a Medium cleric with a dagger
// in hand and no shield (a free hand), Concentration +6, grapple 1 + 0 + 0 = +1. Goblin "c" far
// off. Initiative: a 20, b 10, c 1. The hold: touch 15 hits, check 10 + 4 = 14 against 5 + 1 = 6.

/** SRD Command ("fall"), outside the seeds: 1st level, verbal only. */
const COMMAND: Spell = {
  id: "command",
  name: "command",
  level: 1,
  castingTime: "standard",
  components: ["V"],
  range: "ranged",
  effect: {
    kind: "condition",
    condition: "prone",
    rounds: 1,
    save: { save: "will", dc: 11, onSuccess: "negates" },
  },
};
/** A 2nd-level spell with a verbal and a material component and no gestures. */
const ASH: Spell = { ...COMMAND, id: "ash", name: "ash word", level: 2, components: ["V", "M"] };
/** A 1st-level spell with a verbal component and a focus. */
const MIRROR: Spell = { ...COMMAND, id: "mirror", name: "mirror word", components: ["V", "F"] };
/** A 1st-level spell of a full round, verbal only. */
const SLOW_WORD: Spell = { ...COMMAND, id: "slow", name: "slow word", castingTime: "fullRound" };

const SCROLL: Item = { id: "scroll", name: "scroll of command", kind: "scroll", spell: COMMAND };
const POTION: Item = {
  id: "potion",
  name: "potion of cure light wounds",
  kind: "potion",
  spell: {
    ...COMMAND,
    id: "clw",
    name: "cure light wounds",
    range: "touch",
    effect: { kind: "healing", dice: "1d8+1" },
  },
};

function caster(more: Partial<CombatantSpec> = {}): CombatantSpec {
  const { shield: _shield, ...noShield } = fighter("b", "foes", 1, 0, weapon("dagger"));
  return {
    ...noShield,
    abilities: { str: 10, dex: 10, con: 12, int: 10, wis: 15, cha: 10 },
    concentration: 6,
    spells: [COMMAND, ASH, MIRROR, SLOW_WORD, MAGIC_MISSILE],
    ...more,
  };
}

function fight(b: CombatantSpec = caster()) {
  return header(
    [
      fighter("a", "party", 0, 0, weapon("longsword")),
      b,
      goblin("c", "goblins", 10, 10, weapon("morningstar")),
    ],
    "grapple-casting",
  );
}

const GRAPPLE = { kind: "SpecialAttack", attack: "Grapple", target: "b" } as const;

/** The fighter holds the caster; the caster's turn (round 1). */
function grappled(b?: CombatantSpec) {
  const g = given(fight(b), [20, 10, 1]);
  g.forceNext(15, 10, 5, 2);
  g.when(GRAPPLE);
  return g.act({ kind: "EndTurn" }).until("b");
}

/** The fighter pins the caster in round 2 (10 + 4 against 5 + 1), `silence` or not. */
function pinned(silence: boolean, b?: CombatantSpec) {
  const g = grappled(b).act({ kind: "EndTurn" }).until("c").until("a");
  g.forceNext(10, 5);
  g.when({ ...GRAPPLE, option: "pin", ...(silence ? { silence } : {}) });
  return g.act({ kind: "EndTurn" }).until("b");
}

describe("dnd35 casting in a grapple (seed 000 当你处于擒抱状态时 施法)", () => {
  it("given a grappled caster, when it casts magic missile (V, S), then it is refused: no spell with a somatic component in a grapple", () => {
    const v = grappled().when({ kind: "Cast", spell: MAGIC_MISSILE.id, target: "a" });
    expect(v.rejects("spellComponents")).toMatchObject({ rule: "dnd35.grappleCasting" });
    expect(v.rejects("spellComponents").message).toContain("somatic component (S)");
  });

  it("given a grappled caster, when it casts a spell of a full round, then it is refused: at most a standard action", () => {
    grappled().when({ kind: "Cast", spell: "slow", target: "a" }).rejects("spellComponents");
  });

  it("given a grappled cleric with Concentration +6, when it casts command (V, 1st level) and rolls 14, then 20 misses DC 20 + 1 = 21 and the spell is lost, with no grapple check", () => {
    const g = grappled();
    g.forceNext(14);
    const r = g.when({ kind: "Cast", spell: "command", target: "a" });
    expect(r.facts("ConcentrationRolled")).toMatchObject([
      { caster: "b", natural: 14, total: 20, dc: 21, success: false },
    ]);
    expect(r.facts("ConcentrationRolled")[0]!.dcBreakdown).toMatchObject([
      { label: "base", value: 20, rule: "dnd35.grappleConcentration" },
      { label: "spell level", value: 1 },
    ]);
    expect(r.facts("SpellLost")).toMatchObject([
      { caster: "b", spell: "command", rule: "dnd35.grappleConcentration" },
    ]);
    expect(r.facts("SpellCast")).toEqual([]);
    expect(r.facts("OpposedCheckRolled")).toEqual([]);
  });

  it("given a grappled cleric, when it casts command and rolls 15, then 21 meets DC 21 and the spell is cast", () => {
    const g = grappled();
    g.forceNext(15, 1);
    const r = g.when({ kind: "Cast", spell: "command", target: "a" });
    expect(r.facts("ConcentrationRolled")).toMatchObject([{ total: 21, dc: 21, success: true }]);
    expect(r.facts("SpellCast")).toMatchObject([{ caster: "b", spell: "command" }]);
  });

  it("given a pinned cleric, when it casts command, then it may: a pinned creature still tries to cast (甚至是在被压制)", () => {
    const g = pinned(false);
    g.forceNext(15, 1);
    const r = g.when({ kind: "Cast", spell: "command", target: "a" });
    expect(r.facts("SpellCast")).toMatchObject([{ caster: "b", spell: "command" }]);
  });

  it("given a grappled cleric, when it casts ash word (V, M) without the material in hand, then it is refused, naming retrieveComponent", () => {
    const v = grappled()
      .when({ kind: "Cast", spell: "ash", target: "a" })
      .rejects("spellComponents");
    expect(v.message).toContain("material");
    expect(v.message).toContain("retrieveComponent");
  });
});

describe("dnd35 retrieving a spell component in a grapple (seed 000 当你处于擒抱状态时 取出施法材料)", () => {
  const RETRIEVE = { kind: "SpecialAttack", attack: "Grapple", option: "retrieveComponent" };

  it("given a grappled cleric, when it retrieves ash word's material, then it takes the full round with no grapple check, and next turn the spell is cast (DC 20 + 2 = 22) and the material used up", () => {
    const g = grappled();
    const r = g.when({ ...RETRIEVE, spell: "ash" } as never);
    expect(r.facts("ActionTaken")).toMatchObject([{ actor: "b", slot: "fullRound" }]);
    expect(r.facts("OpposedCheckRolled")).toEqual([]);
    expect(r.facts("ComponentsChanged")).toMatchObject([
      { caster: "b", spell: "ash", change: "retrieved", components: ["M"] },
    ]);
    expect(r.state.combatants.b!.componentsHeld).toEqual([{ spell: "ash", component: "M" }]);
    expect(holdsWords(r.state.combatants.b as never)).toEqual(["dagger", "ash's material"]);
    g.when({ kind: "Attack", target: "a", weapon: "dagger" }).rejects("noStandardAction");
    g.act({ kind: "EndTurn" }).until("c").until("a").act({ kind: "EndTurn" }).until("b");
    g.forceNext(16, 1);
    const cast = g.when({ kind: "Cast", spell: "ash", target: "a" });
    expect(cast.facts("ConcentrationRolled")).toMatchObject([{ total: 22, dc: 22, success: true }]);
    expect(cast.facts("ComponentsChanged")).toMatchObject([
      { caster: "b", spell: "ash", change: "used", components: ["M"] },
    ]);
    expect(cast.facts("SpellCast")).toMatchObject([{ spell: "ash" }]);
    expect(cast.state.combatants.b!.componentsHeld).toEqual([]);
  });

  it("given a grappled cleric holding mirror word's focus, when it casts the spell, then the focus stays in hand (SRD 3.5 Components)", () => {
    const g = grappled();
    g.when({ ...RETRIEVE, spell: "mirror" } as never);
    g.act({ kind: "EndTurn" }).until("c").until("a").act({ kind: "EndTurn" }).until("b");
    g.forceNext(15, 1);
    const cast = g.when({ kind: "Cast", spell: "mirror", target: "a" });
    expect(cast.facts("SpellCast")).toMatchObject([{ spell: "mirror" }]);
    expect(cast.facts("ComponentsChanged")).toEqual([]);
    expect(cast.state.combatants.b!.componentsHeld).toEqual([{ spell: "mirror", component: "F" }]);
  });

  it("given a grappled cleric, when it retrieves components of command (V only), or outside a grapple, then it is refused", () => {
    grappled()
      .when({ ...RETRIEVE, spell: "command" } as never)
      .rejects("noComponents");
    const free = given(fight(), [20, 10, 1]).act({ kind: "EndTurn" }).until("b");
    expect(
      free.when({ ...RETRIEVE, spell: "ash" } as never).rejects("grappleOption"),
    ).toMatchObject({ rule: "dnd35.grappleComponents" });
  });

  it("given the fighter pinning the cleric, when the fighter retrieves a component, then it is refused: a pinner cannot (seed 000 当你压制住擒抱对手的时候)", () => {
    const fighterCaster: CombatantSpec = {
      ...fighter("a", "party", 0, 0, weapon("longsword")),
      spells: [ASH],
    };
    const h = header(
      [fighterCaster, caster(), goblin("c", "goblins", 10, 10, weapon("morningstar"))],
      "grapple-casting",
    );
    const g = given(h, [20, 10, 1]);
    g.forceNext(15, 10, 5, 2);
    g.when(GRAPPLE);
    g.act({ kind: "EndTurn" }).until("b").act({ kind: "EndTurn" }).until("c").until("a");
    g.forceNext(10, 5);
    g.when({ ...GRAPPLE, option: "pin" });
    g.act({ kind: "EndTurn" }).until("b").act({ kind: "EndTurn" }).until("c").until("a");
    const v = g.when({ ...RETRIEVE, spell: "ash" } as never).rejects("grappleOption");
    expect(v.rule).toBe("dnd35.grapplePinning");
  });
});

describe("dnd35 silencing the pinned (seed 000 当你压制住擒抱对手的时候, 当你被擒抱对手压制住的时候)", () => {
  it("given the fighter pins the cleric and silences it, when the cleric casts command (V), then it is refused; when the cleric escapes the pin, then the silence ends", () => {
    const g = pinned(true);
    expect(
      g.when({ kind: "Cast", spell: "command", target: "a" }).rejects("spellComponents"),
    ).toMatchObject({ rule: "dnd35.grappleSilence" });
    // Escape the pin: 20 + 1 against 1 + 4.
    g.forceNext(20, 1);
    const free = g.when({ kind: "SpecialAttack", attack: "Grapple", option: "escape" });
    expect(free.facts("GrappleChanged")).toMatchObject([{ change: "breakPin", b: "b" }]);
    expect(free.state.combatants.b!.conditions.map((c) => c.name)).not.toContain("silencedBy:a");
  });

  it("given a pin declared with silence, when it succeeds, then the pinned creature is silenced by its pinner", () => {
    const g = grappled().act({ kind: "EndTurn" }).until("c").until("a");
    g.forceNext(10, 5);
    const r = g.when({ ...GRAPPLE, option: "pin", silence: true });
    expect(r.facts("ConditionAdded")).toMatchObject([
      { target: "b", condition: "silencedBy:a", rule: "dnd35.grappleSilence" },
    ]);
  });

  it("given a grapple, when the fighter declares silence with a damage option, then it is refused: only a pin silences", () => {
    const g = grappled().act({ kind: "EndTurn" }).until("c").until("a");
    const v = g.when({ ...GRAPPLE, option: "damage", silence: true }).rejects("grappleOption");
    expect(v.rule).toBe("dnd35.grappleSilence");
  });
});

describe("dnd35 magic items in a grapple (seed 000 当你处于擒抱状态时 启动魔法物品)", () => {
  const withItems = caster({ items: [SCROLL, POTION], holds: { main: "scroll", off: "potion" } });

  it("given a grappled cleric holding a scroll, when it reads it, then it is refused: a spell completion item", () => {
    const v = grappled(withItems)
      .when({ kind: "Activity", activity: "ReadScroll", item: "scroll", target: "a" })
      .rejects("scrollInGrapple");
    expect(v.rule).toBe("dnd35.grappleMagicItem");
  });

  it("given a grappled cleric holding a potion, when it drinks it, then the potion's spell takes effect with no grapple check", () => {
    const g = grappled(withItems);
    g.forceNext(5);
    const r = g.when({ kind: "Activity", activity: "DrinkPotion", item: "potion" });
    expect(r.facts("SpellCast")).toMatchObject([{ caster: "b", spell: "clw" }]);
    expect(r.facts("OpposedCheckRolled")).toEqual([]);
    expect(r.facts("ConcentrationRolled")).toEqual([]);
  });
});

describe("the play menu in a grapple (seed 000 当你处于擒抱状态时 施法, 取出施法材料; 当你压制住擒抱对手的时候)", () => {
  const labels = (g: ReturnType<typeof grappled>, actor: string) =>
    legalChoices(g.state as never, actor).map((c) => renderMessage(c.label, en));

  it("given a grappled cleric, when its menu is built, then it offers command and retrieving ash word's and mirror word's components, not magic missile", () => {
    const offered = labels(grappled(), "b");
    expect(offered.filter((l) => l.includes("retrieveComponent"))).toHaveLength(2);
    // A readied cast is checked when it fires, where the caster may be free (seed 000 准备READY).
    const cast = offered.filter((l) => l.startsWith("Cast"));
    expect(cast.some((l) => l.includes("command"))).toBe(true);
    expect(cast.some((l) => l.includes(MAGIC_MISSILE.id))).toBe(false);
  });

  it("given the fighter grappling the cleric, when its menu is built, then it offers a pin that silences", () => {
    const g = grappled().act({ kind: "EndTurn" }).until("c").until("a");
    expect(labels(g, "a").filter((l) => l.includes("silenc"))).toHaveLength(1);
  });
});
