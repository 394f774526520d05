import { describe, expect, it } from "vitest";
import { fightState } from "../../src/registry/engine.ts";
import type { Spell } from "../../src/rulesets/3x/model/spell.ts";
import { fighter, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";

// A spec written by hand (a table log's combatant-json, a log's header) is held to what its rolls
// read: a weapon's dice, threat range, multiplier, handedness and reach (SRD weapons table), a
// spell's dice, DC and rounds (SRD spells, outside the seeds) — refused before any die is rolled.
const goblin = fighter("b", "B", 1, 0, weapon("shortsword"));
const withWeapon = (change: Record<string, unknown>) => {
  const a = fighter("a", "A", 0, 0, weapon("longsword"));
  return header([{ ...a, weapons: [{ ...a.weapons[0]!, ...change }] }, goblin], "h");
};
const withSpell = (spell: Partial<Spell>) => {
  const base: Spell = {
    id: "missile",
    name: "missile",
    level: 1,
    castingTime: "standard",
    components: ["V", "S"],
    range: "ranged",
    effect: { kind: "damage", dice: "1d4+1" },
  };
  const a = fighter("a", "A", 0, 0, weapon("longsword"));
  return header([{ ...a, spells: [{ ...base, ...spell }] }, goblin], "h");
};

describe("a roster's weapons and spells are checked field by field (dnd35 战斗流程; SRD weapons and spells)", () => {
  it("given a longsword with dice that do not parse, when the fight is built, then the field and the parser's place are named", () => {
    expect(() => fightState(withWeapon({ damage: "1d99x" }))).toThrow(
      'roster[0].weapons[0].damage: is not dice: dice expression "1d99x" at column 5',
    );
    expect(() => fightState(withWeapon({ extraDamage: "d" }))).toThrow(
      "roster[0].weapons[0].extraDamage: is not dice",
    );
  });

  it("given a threat range, multiplier, handedness or reach out of the weapons table's range, then each is refused by name", () => {
    expect(() => fightState(withWeapon({ threat: 1 }))).toThrow(
      "roster[0].weapons[0].threat: must be an integer from 2 to 20",
    );
    expect(() => fightState(withWeapon({ multiplier: 7 }))).toThrow(
      "roster[0].weapons[0].multiplier: must be an integer from 2 to 4",
    );
    expect(() => fightState(withWeapon({ handedness: "three-handed" }))).toThrow(
      "roster[0].weapons[0].handedness: must be one of light, one-handed, two-handed",
    );
    expect(() => fightState(withWeapon({ reach: 7 }))).toThrow(
      "roster[0].weapons[0].reach: must be a multiple of 5 ft",
    );
    expect(() => fightState(withWeapon({ id: "" }))).toThrow(
      "roster[0].weapons[0].id: must be a non-empty name",
    );
  });

  it("given a spell whose dice, save DC or rounds cannot be used, then the spell's field is named", () => {
    expect(() => fightState(withSpell({ effect: { kind: "damage", dice: "1d" } }))).toThrow(
      "roster[0].spells[0].effect.dice: is not dice",
    );
    expect(() =>
      fightState(
        withSpell({
          effect: {
            kind: "condition",
            condition: "asleep",
            rounds: 0,
            save: { save: "will", dc: 12, onSuccess: "negates" },
          },
        }),
      ),
    ).toThrow("roster[0].spells[0].effect.rounds: must be an integer ≥ 1");
    expect(() =>
      fightState(
        withSpell({
          effect: { kind: "damage", dice: "1d6", save: { save: "ref", dc: 0, onSuccess: "half" } },
        }),
      ),
    ).toThrow("roster[0].spells[0].effect.save.dc: must be an integer ≥ 1");
  });

  it("given the stock longsword and a well-formed spell, then the fight is built", () => {
    expect(fightState(withWeapon({})).roster).toEqual(["a", "b"]);
    expect(fightState(withSpell({})).roster).toEqual(["a", "b"]);
  });
});
