import { describe, expect, it } from "vitest";
import { DieKeyError, dieKey, parseDieKey, subDieKey } from "./key.ts";

describe("die keys", () => {
  it("given goblin-2's second attack in round 3, then the key is goblin-2/attack/r3/#2", () => {
    const parts = { combatant: "goblin-2", purpose: "attack", round: 3, ordinal: 2 };
    expect(dieKey(parts)).toBe("goblin-2/attack/r3/#2");
    expect(parseDieKey("goblin-2/attack/r3/#2")).toEqual(parts);
  });

  it("given a Chinese name with a hyphen, then it round-trips unchanged", () => {
    const parts = { combatant: "牧师-甲", purpose: "initiative", round: 0, ordinal: 1 };
    expect(dieKey(parts)).toBe("牧师-甲/initiative/r0/#1");
    expect(parseDieKey(dieKey(parts))).toEqual(parts);
  });

  it.each([
    ["goblin/attack/r3", "expected 4 parts"],
    ["a/b/c/r1/#1", "expected 4 parts"],
    ["/attack/r3/#1", "combatant is empty"],
    ["goblin//r3/#1", "purpose is empty"],
    ["gob lin/attack/r3/#1", "combatant contains"],
    ["goblin/attack/3/#1", 'expected the round as "r"'],
    ["goblin/attack/r03/#1", 'expected the round as "r"'],
    ["goblin/attack/r-1/#1", 'expected the round as "r"'],
    ["goblin/attack/r3/#0", 'expected the ordinal as "#"'],
    ["goblin/attack/r3/2", 'expected the ordinal as "#"'],
    ["goblin/attack/r3/#1 ", 'expected the ordinal as "#"'],
    ["goblin\uD800/attack/r3/#1", "lone UTF-16 surrogate"],
    ["goblin/attack/r3/#2.1", "the first die of a roll is #2"],
    ["goblin/attack/r3/#2.0", "the first die of a roll is #2"],
    ["goblin/attack/r3/#2.02", "the first die of a roll is #2"],
    ["goblin/attack/r3/#2.", 'expected the ordinal as "#"'],
    ["goblin/attack/r3/#2.x", 'expected the ordinal as "#"'],
    ["goblin/attack/r3/#2.2.2", 'expected the ordinal as "#"'],
    ["goblin/attack/r3/#.2", 'expected the ordinal as "#"'],
  ])("given the malformed key %j, then parseDieKey says %j", (key, reason) => {
    expect(() => parseDieKey(key)).toThrow(DieKeyError);
    expect(() => parseDieKey(key)).toThrow(reason);
  });

  it.each([
    [{ combatant: "a/b", purpose: "attack", round: 1, ordinal: 1 }, "combatant contains"],
    [{ combatant: "a", purpose: "", round: 1, ordinal: 1 }, "purpose is empty"],
    [{ combatant: "a", purpose: "attack", round: -1, ordinal: 1 }, "round must be"],
    [{ combatant: "a", purpose: "attack", round: 1.5, ordinal: 1 }, "round must be"],
    [{ combatant: "a", purpose: "attack", round: 1, ordinal: 0 }, "ordinal must be"],
    [{ combatant: "a", purpose: "attack", round: 1, ordinal: 1, sub: 1 }, "sub must be"],
    [{ combatant: "a", purpose: "attack", round: 1, ordinal: 1, sub: 2.5 }, "sub must be"],
  ])("given bad parts %j, then dieKey refuses them", (parts, reason) => {
    expect(() => dieKey(parts)).toThrow(reason);
  });

  it("given the second d20 of goblin-2's advantage roll #2 in round 3, then its key is goblin-2/attack/r3/#2.2 and it parses back with its sub", () => {
    const parts = { combatant: "goblin-2", purpose: "attack", round: 3, ordinal: 2, sub: 2 };
    expect(dieKey(parts)).toBe("goblin-2/attack/r3/#2.2");
    expect(parseDieKey("goblin-2/attack/r3/#2.2")).toEqual(parts);
    expect(parseDieKey("goblin-2/attack/r3/#2")).not.toHaveProperty("sub");
  });

  it("given a roll's key, then die 1 of it is the key itself and die n is key.n; a sub-die's key is no roll's", () => {
    expect(subDieKey("牧师/initiative/r0/#1", 1)).toBe("牧师/initiative/r0/#1");
    expect(subDieKey("牧师/initiative/r0/#1", 3)).toBe("牧师/initiative/r0/#1.3");
    expect(() => subDieKey("牧师/initiative/r0/#1.3", 2)).toThrow("already a sub-die's key");
    expect(() => subDieKey("牧师/initiative/r0/#1", 0)).toThrow("sub must be");
    expect(() => subDieKey("nonsense", 2)).toThrow(DieKeyError);
  });
});
