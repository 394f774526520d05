import { describe, expect, it } from "vitest";
import { parseScenario, ScenarioError } from "../src/index.ts";
import { custom, duel, text } from "./fixture.ts";

/** The ScenarioError that parsing `o` throws. */
function parseError(o: unknown): ScenarioError {
  try {
    parseScenario(text(o), "fight.json");
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  throw new Error("expected a ScenarioError");
}

/** A spell spelled out whose effect gives `condition`. */
const spellGiving = (condition: string) => ({
  id: `gives-${condition}`,
  level: 1,
  castingTime: "standard",
  components: ["V", "S"],
  range: "ranged",
  effect: { kind: "condition", condition, rounds: 2 },
});

describe("scenario conditions, options and starting vitals (fix-conditions)", () => {
  it("given spells whose effects name unknown conditions, when parsed, then each is an error naming the file, the field and the known conditions, all at once (dnd35.knownConditions)", () => {
    const s = duel();
    s.combatants[0]!.overrides = { spells: [spellGiving("petrified"), spellGiving("paralysed")] };
    const e = parseError(s);
    expect(e.issues.map((i) => i.path)).toEqual([
      "$.combatants[0].overrides.spells[0].effect.condition",
      "$.combatants[0].overrides.spells[1].effect.condition",
    ]);
    expect(e.issues[0]?.message).toMatch(/^unknown condition "petrified", a word with no effect/);
    expect(e.issues[0]?.message).toContain("asleep");
    expect(e.issues[0]?.message).toContain("paralyzed");
    expect(e.issues[1]?.message).toContain('(did you mean "paralyzed"?)');
    expect(e.message).toContain("fight.json: $.combatants[0].overrides.spells[0].effect.condition");
  });

  it("given a spell that paralyzes, when parsed, then it is accepted (SRD conditions, outside the seeds)", () => {
    const s = duel();
    s.combatants[0]!.overrides = { spells: [spellGiving("paralyzed"), "sleep", "hold-person"] };
    const loaded = parseScenario(text(s), "fight.json");
    const spells = (loaded.header.roster[0] as { spells: { effect: { condition?: string } }[] })
      .spells;
    expect(spells.map((x) => x.effect.condition)).toEqual(["paralyzed", "asleep", "paralyzed"]);
  });

  it("given disabledAoO, when parsed, then its two values are accepted, the default is strenuous, and anything else is refused naming both (dnd35 瘫痪DISABLED（0HP）)", () => {
    expect(parseScenario(text(duel()), "f.json").header.options.disabledAoO).toBe("strenuous");
    const none = parseScenario(text({ ...duel(), options: { disabledAoO: "none" } }), "f.json");
    expect(none.header.options.disabledAoO).toBe("none");
    const e = parseError({ ...duel(), options: { disabledAoO: "never" } });
    expect(e.issues.map((i) => i.path)).toEqual(["$.options.disabledAoO"]);
    expect(e.issues[0]?.message).toContain("strenuous");
    expect(e.issues[0]?.message).toContain("none");
  });

  it("given a combatant at −3 hp, when parsed, then it starts dying; with stable: true it starts stable; stable without hp below 0 is refused (dnd35 稳定角色伤势和恢复)", () => {
    const dying = duel();
    dying.combatants[1] = { ...custom("c1", [5, 5]), side: "goblins", hp: -3 };
    expect(parseScenario(text(dying), "f.json").header.roster[1]).toMatchObject({ hp: -3 });
    const stable = duel();
    stable.combatants[1] = { ...custom("c1", [5, 5]), side: "goblins", hp: -3, stable: true };
    expect(parseScenario(text(stable), "f.json").header.roster[1]).toMatchObject({
      hp: -3,
      stable: true,
    });
    const bad = duel();
    bad.combatants[1] = { ...custom("c1", [5, 5]), side: "goblins", stable: true };
    expect(parseError(bad).issues.map((i) => i.path)).toEqual(["$.combatants[1].stable"]);
  });
});
