import { describe, expect, it } from "vitest";
import type { Size } from "../../../src/model/size.ts";
import type { Feat } from "../../../src/rulesets/3x/model/combatant.ts";
import {
  grappleCheckTerms,
  grapplePlaces,
  holdFailsAutomatically,
  roomToGrapple,
} from "../../../src/rulesets/3x/special/grapple.ts";
import {
  applyGrappleChange,
  grappleGroup,
  grapplesConsistent,
  grapplesWith,
  isGrappling,
  isPinning,
  keepsDexAgainst,
  NO_GRAPPLES,
  opponentsOf,
  pinnedAcPenalty,
  pinnerOf,
  threatensWhileGrappling,
} from "../../../src/rulesets/3x/special/grappleRelation.ts";
import { unarmedDamage } from "../../../src/rulesets/3x/stats/index.ts";
import { dnd35Rules } from "../../../src/rulesets/dnd35/rulesIndex.ts";
import { DND35_GRAPPLE_RULES } from "../../../src/rulesets/dnd35/special/grappleCheck.ts";

function sheet(size: Size, str: number, bab: number, feats: Feat[] = []) {
  return { size, bab, feats, abilities: { str, dex: 10, con: 10, int: 10, wis: 10, cha: 10 } };
}

const total = (ts: readonly { value: number }[]) => ts.reduce((a, t) => a + t.value, 0);

describe("dnd35 grapple check (seed 000 擒抱检定)", () => {
  it("given a Huge giant (Str 25, BAB +9) and a Small rogue (Str 10, BAB +3), when each makes a grapple check, then +24 against −1 (seed 000 擒抱检定)", () => {
    const giant = grappleCheckTerms(DND35_GRAPPLE_RULES, sheet("huge", 25, 9));
    const rogue = grappleCheckTerms(DND35_GRAPPLE_RULES, sheet("small", 10, 3));
    expect(total(giant)).toBe(24);
    expect(total(rogue)).toBe(-1);
    expect(giant.map((t) => t.value)).toEqual([9, 7, 8]);
    expect(rogue.map((t) => t.value)).toEqual([3, 0, -4]);
  });

  it("given a Small rogue grabbing a Huge giant, when it tries to hold, then the hold fails automatically (seed 000 发动擒抱 步骤 3); the giant holding the rogue does not", () => {
    expect(holdFailsAutomatically("small", "huge")).toBe(true);
    expect(holdFailsAutomatically("small", "large")).toBe(true);
    expect(holdFailsAutomatically("small", "medium")).toBe(false);
    expect(holdFailsAutomatically("huge", "small")).toBe(false);
  });

  it("given Improved Grapple, when it checks, then +4; given lethal damage, then −4 (SRD Improved Grapple; seed 000 伤害对手)", () => {
    const base = total(grappleCheckTerms(DND35_GRAPPLE_RULES, sheet("medium", 14, 2)));
    expect(base).toBe(4);
    expect(
      total(grappleCheckTerms(DND35_GRAPPLE_RULES, sheet("medium", 14, 2, ["ImprovedGrapple"]))),
    ).toBe(8);
    expect(
      total(grappleCheckTerms(DND35_GRAPPLE_RULES, sheet("medium", 14, 2), { lethal: true })),
    ).toBe(0);
    expect(
      total(
        grappleCheckTerms(DND35_GRAPPLE_RULES, sheet("medium", 14, 2), { movingPinnedAlone: true }),
      ),
    ).toBe(8);
  });

  it("given the terms, then each cites a rule of the index", () => {
    const ts = grappleCheckTerms(DND35_GRAPPLE_RULES, sheet("large", 18, 5, ["ImprovedGrapple"]), {
      lethal: true,
    });
    for (const t of ts) expect(Object.keys(dnd35Rules)).toContain(t.rule);
  });

  it("given a Medium and a Small grappler, then unarmed damage 1d3 and 1d2 (seed 000 当你处于擒抱状态时 伤害对手)", () => {
    expect(unarmedDamage("medium")).toBe("1d3");
    expect(unarmedDamage("small")).toBe("1d2");
  });
});

describe("dnd35 multiple grapplers (seed 000 多人擒抱)", () => {
  it("given a Medium target, then a Small grappler takes ½ place, a Medium 1, a Large 2, a Huge 4", () => {
    expect(grapplePlaces("medium", "small")).toBe(0.5);
    expect(grapplePlaces("medium", "medium")).toBe(1);
    expect(grapplePlaces("medium", "large")).toBe(2);
    expect(grapplePlaces("medium", "huge")).toBe(4);
  });

  it("given a Medium target held by three Medium grapplers, then a fourth Medium joins but a Large does not; eight Small fit", () => {
    expect(roomToGrapple("medium", ["medium", "medium", "medium"], "medium")).toBe(true);
    expect(roomToGrapple("medium", ["medium", "medium", "medium"], "large")).toBe(false);
    expect(roomToGrapple("medium", Array(7).fill("small"), "small")).toBe(true);
    expect(roomToGrapple("medium", Array(8).fill("small"), "small")).toBe(false);
  });
});

describe("dnd35 who grapples whom (seed 000 擒抱GRAPPLE, 加入擒抱)", () => {
  it("given a starts a grapple with b and c joins it against b, then the relation is symmetric and the group is a, b, c (seed 000 加入擒抱)", () => {
    let g = applyGrappleChange(NO_GRAPPLES, "start", "a", "b");
    g = applyGrappleChange(g, "join", "c", "b");
    expect(grapplesWith(g, "a", "b")).toBe(true);
    expect(grapplesWith(g, "b", "a")).toBe(true);
    expect(grapplesWith(g, "a", "c")).toBe(false);
    expect(opponentsOf(g, "b").sort()).toEqual(["a", "c"]);
    expect(grappleGroup(g, "a").sort()).toEqual(["a", "b", "c"]);
    expect(grapplesConsistent(g)).toBe(true);
  });

  it("given b grappled by a and c, when b escapes, then nobody grapples b (seed 000 脱离擒抱)", () => {
    let g = applyGrappleChange(NO_GRAPPLES, "start", "a", "b");
    g = applyGrappleChange(g, "join", "c", "b");
    g = applyGrappleChange(g, "escape", "b", "b");
    expect(isGrappling(g, "b")).toBe(false);
    expect(isGrappling(g, "a")).toBe(false);
  });

  it("given a pins b, when c breaks the pin, then b is still grappled but not pinned; when a releases b, they no longer grapple (seed 000 压制对手, 破除他人的压制, 当你压制住擒抱对手的时候)", () => {
    let g = applyGrappleChange(NO_GRAPPLES, "start", "a", "b");
    g = applyGrappleChange(g, "join", "c", "a");
    g = applyGrappleChange(g, "pin", "a", "b");
    expect(pinnerOf(g, "b")).toBe("a");
    expect(isPinning(g, "a")).toBe(true);
    g = applyGrappleChange(g, "breakPin", "c", "b");
    expect(pinnerOf(g, "b")).toBeUndefined();
    expect(grapplesWith(g, "a", "b")).toBe(true);
    g = applyGrappleChange(g, "pin", "a", "b");
    g = applyGrappleChange(g, "release", "a", "b");
    expect(grapplesWith(g, "a", "b")).toBe(false);
    expect(pinnerOf(g, "b")).toBeUndefined();
    expect(grapplesConsistent(g)).toBe(true);
  });

  it("given a pin on a creature not grappled, then no pin is recorded; given a grappler dies (end), then its pairs and pins go", () => {
    expect(applyGrappleChange(NO_GRAPPLES, "pin", "a", "b").pins).toEqual({});
    let g = applyGrappleChange(NO_GRAPPLES, "start", "a", "b");
    g = applyGrappleChange(g, "pin", "b", "a");
    g = applyGrappleChange(g, "end", "b", "b");
    expect(g).toEqual({ pairs: [], pins: {} });
  });

  it("given a grapples b and c stands outside, then a threatens no square, keeps its Dex against b and loses it against c (seed 000 擒抱结果)", () => {
    const g = applyGrappleChange(NO_GRAPPLES, "start", "a", "b");
    expect(threatensWhileGrappling(g, "a")).toBe(false);
    expect(threatensWhileGrappling(g, "c")).toBe(true);
    expect(keepsDexAgainst(g, "a", "b")).toBe(true);
    expect(keepsDexAgainst(g, "a", "c")).toBe(false);
    expect(keepsDexAgainst(g, "c", "a")).toBe(true);
  });

  it("given a pins b, then b's AC is −4 against c and unchanged against a, its pinner (seed 000 当你被擒抱对手压制住的时候)", () => {
    let g = applyGrappleChange(NO_GRAPPLES, "start", "a", "b");
    g = applyGrappleChange(g, "pin", "a", "b");
    expect(pinnedAcPenalty(g, "b", "c")).toBe(-4);
    expect(pinnedAcPenalty(g, "b", "a")).toBe(0);
    expect(keepsDexAgainst(g, "b", "a")).toBe(true);
    expect(pinnedAcPenalty(g, "a", "c")).toBe(0);
  });
});
