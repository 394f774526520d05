import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { explain } from "./explain.ts";
import { formatExplanation } from "./formatExplanation.ts";

const ROOT = join(import.meta.dirname, "../../../..");
const golden = (name: string) => readFileSync(join(ROOT, "examples/golden/scenarios", name));
const caster = golden("readied-vs-caster.jsonl");
const seqOf = (log: Buffer, type: string, nth = 0) =>
  log
    .toString()
    .split("\n")
    .filter((l) => l.includes(`"type":"${type}"`))
    .map((l) => JSON.parse(l).seq as number)[nth]!;

describe("explain names what brought an event about (issue Table workflows: the real cause)", () => {
  it("given the wizard's failed concentration check, when explained, then its occasion is the readied attack's damage, not only the cast (dnd35 专注Concentration)", () => {
    const x = explain(caster, seqOf(caster, "ConcentrationRolled"));
    const damage = seqOf(caster, "DamageDealt");
    expect(x.occasion).toMatchObject({
      seq: damage,
      type: "DamageDealt",
      relation: "occasion",
      why: "the damage Ysolde took while casting magic-missile (seed 000 专注Concentration)",
      summary: "Bram deals 4 damage to Ysolde",
    });
    expect(formatExplanation(x)).toContain(
      `  because of the damage Ysolde took while casting magic-missile (seed 000 专注Concentration):\n    seq ${damage} DamageDealt: Bram deals 4 damage to Ysolde`,
    );
  });

  it("given damage, when explained, then its occasion is the attack that hit (dnd35 伤害DAMAGE)", () => {
    const x = explain(caster, seqOf(caster, "DamageDealt"));
    expect(x.occasion).toMatchObject({ type: "AttackResolved", why: "the attack that hit" });
    expect(x.occasion!.summary).toMatch(/^Bram hits Ysolde with longsword/);
  });

  it("given an attack of opportunity, when explained, then its occasion is the provoker's declaration and what it did (dnd35 借机攻击ATTACKS OF OPPORTUNITY)", () => {
    const x = explain(caster, seqOf(caster, "AttackOfOpportunity"));
    expect(x.occasion).toMatchObject({
      type: "Declared",
      why: "Bram's act that provoked (Grapple)",
    });
  });

  it("given a save, when explained, then its occasion is what it is against (dnd35 施法Cast a Spell; 巨创)", () => {
    const log = golden("special-attacks.jsonl");
    const x = explain(log, seqOf(log, "SaveRolled"));
    expect(x.occasion?.why).toMatch(/^the (spell|harm) .* saves against \(DC \d+\)$/);
  });

  it("given a coup de grace's Fort save, when explained, then its DC is broken down as 10 + the damage dealt (dnd35 无助的防御者HELPLESS DEFENDERS)", () => {
    const log = golden("special-attacks.jsonl");
    const x = explain(log, seqOf(log, "SaveRolled"));
    const dc = x.breakdowns.find((b) => b.name === "save DC")!;
    expect(dc.terms.map((t) => [t.label, t.value])).toEqual([
      ["base", 10],
      ["damage dealt", dc.total - 10],
    ]);
    expect(x.occasion).toMatchObject({ type: "DamageDealt" });
    expect(x.occasion!.summary).toContain(`deals ${dc.total - 10} damage`);
  });

  it("given a roll with no occasion beyond its input (initiative), then none is given", () => {
    const x = explain(caster, seqOf(caster, "InitiativeRolled"));
    expect(x.occasion).toBeUndefined();
    expect(formatExplanation(x)).not.toContain("because of");
  });
});

describe("explain labels a roll's constant as a constant (issue Table workflows: 1d6+2 is the die plus 2)", () => {
  it("given magic missile's damage (1d4+1 rolled as one term), when explained, then the die's face and the constant are two terms that sum to the damage", () => {
    // The readied-vs-caster log's header, then the dice and the damage a magic missile deals.
    const header = JSON.parse(caster.toString().split("\n")[0]!);
    const die = {
      seq: 1,
      type: "DiceRolled",
      v: 2,
      data: {
        key: "Ysolde/spell-damage/r1/#1",
        expr: "1d4+1",
        faces: [2],
        total: 3,
        origin: "seeded",
      },
    };
    const label = "magic missile 1d4+1";
    const dealt = {
      seq: 2,
      type: "DamageDealt",
      v: 1,
      data: {
        target: "Bram",
        source: "Ysolde",
        amount: 3,
        nonlethal: false,
        breakdown: [{ label, value: 3, rule: "dnd35.castSpell" }],
        rule: "dnd35.castSpell",
      },
    };
    const x = explain(
      [{ seq: 0, type: "Header", v: header.v, data: header.data }, die, dealt] as never,
      2,
    );
    const [damage] = x.breakdowns;
    expect(damage!.terms.map((t) => [t.label, t.value])).toEqual([
      ["magic missile 1d4", 2],
      ["constant of 1d4+1", 1],
    ]);
    expect(damage!.total).toBe(3);
  });
});
