import { describe, expect, it } from "vitest";
import { attackOutcome, confirmed } from "./index.ts";

describe("attack roll and critical threat (dnd35 攻击检定ATTACK ROLL, 重击Critical Hits)", () => {
  it("given a 19–20/×2 weapon, then a 19 threatens only when the 19 hits (扩大重击范围)", () => {
    expect(attackOutcome({ natural: 19, total: 24, ac: 20, threat: 19 })).toEqual({
      hit: true,
      autoMiss: false,
      autoHit: false,
      threat: true,
    });
    expect(attackOutcome({ natural: 19, total: 19, ac: 20, threat: 19 })).toMatchObject({
      hit: false,
      threat: false,
    });
    expect(attackOutcome({ natural: 18, total: 30, ac: 20, threat: 19 }).threat).toBe(false);
  });

  it("given a natural 20 against AC 40, then it hits and threatens (自动命中)", () => {
    expect(attackOutcome({ natural: 20, total: 22, ac: 40, threat: 20 })).toEqual({
      hit: true,
      autoMiss: false,
      autoHit: true,
      threat: true,
    });
  });

  it("given a natural 1 with +30, then it misses (自动失手)", () => {
    expect(attackOutcome({ natural: 1, total: 31, ac: 10, threat: 20 })).toEqual({
      hit: false,
      autoMiss: true,
      autoHit: false,
      threat: false,
    });
  });

  it("given a confirmation roll, then it only needs to hit; 1 misses, 20 hits (重击检定只需命中对方)", () => {
    expect(confirmed({ natural: 12, total: 20, ac: 20 })).toBe(true);
    expect(confirmed({ natural: 12, total: 19, ac: 20 })).toBe(false);
    expect(confirmed({ natural: 1, total: 31, ac: 20 })).toBe(false);
    expect(confirmed({ natural: 20, total: 22, ac: 40 })).toBe(true);
  });
});
