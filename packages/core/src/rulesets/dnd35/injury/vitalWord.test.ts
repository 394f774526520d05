import { describe, expect, it } from "vitest";
import { vitalWord } from "./index.ts";
import { vitals } from "./vitals.fixture.ts";

describe("非致命伤NONLETHAL DAMAGE: the word a view shows (dnd35.nonlethal)", () => {
  it("given nonlethal damage above current hp, when shown, then the creature reads unconscious, not ok", () => {
    expect(vitalWord(vitals({ hp: 5, nonlethal: 6 }))).toBe("unconscious");
    expect(vitalWord(vitals({ hp: 0, state: "disabled", nonlethal: 1 }))).toBe("unconscious");
  });

  it("given no knock-out, when shown, then the injury track's own word is kept", () => {
    expect(vitalWord(vitals({ hp: 5, nonlethal: 5 }))).toBe("ok");
    expect(vitalWord(vitals({ hp: 0, state: "disabled" }))).toBe("disabled");
    expect(vitalWord(vitals({ hp: -3, state: "dying", nonlethal: 9 }))).toBe("dying");
  });
});
