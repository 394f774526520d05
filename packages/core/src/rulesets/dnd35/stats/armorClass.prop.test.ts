import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SIZES } from "../../../model/size.ts";
import type { CombatantSpec } from "../../3x/model/combatant.ts";
import { type ArmorClassContext, armorClass, flatFootedAc, ruleTerm, touchAc } from "./index.ts";
import { abilities, testSpec } from "./spec.fixture.ts";

const params = { verbose: true } as const;

const sizes = SIZES;

const defender: fc.Arbitrary<CombatantSpec> = fc
  .record(
    {
      dex: fc.integer({ min: 1, max: 40 }),
      size: fc.constantFrom(...sizes),
      armor: fc.record(
        { bonus: fc.integer({ min: 0, max: 10 }), maxDex: fc.integer({ min: 0, max: 8 }) },
        { requiredKeys: ["bonus"] },
      ),
      shield: fc.integer({ min: 0, max: 4 }),
      naturalArmor: fc.integer({ min: 0, max: 15 }),
      deflection: fc.integer({ min: 0, max: 5 }),
      dodge: fc.integer({ min: 0, max: 4 }),
    },
    { requiredKeys: ["dex", "size"] },
  )
  .map(({ dex, size, armor, shield, ...rest }) =>
    testSpec({
      abilities: abilities({ dex }),
      size,
      ...(armor === undefined
        ? {}
        : { armor: { name: "armor", weight: "light" as const, ...armor } }),
      ...(shield === undefined ? {} : { shield: { name: "shield", bonus: shield } }),
      ...rest,
    }),
  );

const context: fc.Arbitrary<Omit<ArmorClassContext, "flatFooted">> = fc.record({
  dodge: fc.array(
    fc.integer({ min: 0, max: 4 }).map((v) => ruleTerm("dodge", v, "dnd35.totalDefense")),
    { maxLength: 2 },
  ),
  other: fc.array(
    fc.integer({ min: -4, max: 4 }).map((v) => ruleTerm("other", v, "dnd35.charge")),
    { maxLength: 2 },
  ),
});

const sum = (terms: readonly { value: number }[]) => terms.reduce((s, t) => s + t.value, 0);

describe("armor class laws (dnd35 防御等级ARMOR CLASS)", () => {
  it("the breakdown terms always sum to the AC, in every variant", () => {
    fc.assert(
      fc.property(defender, context, fc.boolean(), fc.boolean(), (spec, ctx, flatFooted, touch) => {
        const ac = armorClass(spec, { ...ctx, flatFooted, touch });
        expect(sum(ac.breakdown)).toBe(ac.value);
        expect(ac.breakdown[0]).toEqual(ruleTerm("base", 10, "dnd35.armorClass"));
      }),
      params,
    );
  });

  it("flat-footed AC is never above AC when Dex ≥ 10 (nor when it is lower: a penalty stays)", () => {
    fc.assert(
      fc.property(defender, context, (spec, ctx) => {
        expect(flatFootedAc(spec, ctx).value).toBeLessThanOrEqual(
          armorClass(spec, { ...ctx, flatFooted: false }).value,
        );
      }),
      params,
    );
  });

  it("touch AC is never above AC (armor, shield and natural armor only ever add)", () => {
    fc.assert(
      fc.property(defender, context, (spec, ctx) => {
        const full = armorClass(spec, { ...ctx, flatFooted: false });
        expect(touchAc(spec, { ...ctx, flatFooted: false }).value).toBeLessThanOrEqual(full.value);
      }),
      params,
    );
  });
});
