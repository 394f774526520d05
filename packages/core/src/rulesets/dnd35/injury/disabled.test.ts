import { describe, expect, it } from "vitest";
import { heal, strenuousActionWhileDisabled } from "./index.ts";
import { changed, vitals } from "./vitals.fixture.ts";

describe("瘫痪 DISABLED（0HP） (dnd35.disabled)", () => {
  it("given a creature disabled at 0 hp, when it takes a standard action in round 4, then it is at −1 and dying", () => {
    const r = strenuousActionWhileDisabled(vitals({ hp: 0, state: "disabled" }), 4);
    expect(r.vitals).toEqual({
      hp: -1,
      maxHp: 20,
      tempHp: 0,
      nonlethal: 0,
      state: "dying",
      fellInRound: 4,
    });
    expect(r.notes.map((n) => n.rule)).toEqual(["dnd35.disabled", "dnd35.injury", "dnd35.dying"]);
  });

  it("given a disabled creature whose action heals it, when the healing comes first, then no damage follows", () => {
    const healed = changed(heal(vitals({ hp: 0, state: "disabled" }), 4));
    const r = strenuousActionWhileDisabled(healed, 4);
    expect(r).toEqual({ vitals: healed, notes: [] });
    expect(healed).toMatchObject({ hp: 4, state: "ok" });
  });

  it("given a creature that is not disabled, then nothing happens", () => {
    const ok = vitals({ hp: 7 });
    expect(strenuousActionWhileDisabled(ok, 1)).toEqual({ vitals: ok, notes: [] });
  });
});
