import { describe, expect, it } from "vitest";
import { type HarmHooks, harmFrame, harmFrameKindOf } from "../../src/d20/harm/index.ts";
import type { FrameKind } from "../../src/engine/ruleset.ts";
import { asEvent, type TinyState, tinyContext, tinyState } from "./fakeFight.ts";

// The harm pipeline (seed 000 受伤和死亡: damage lowers hit points, then what follows) over a
// vitals rule of the test's own: hp go down, at 0 or less the creature is "down", and a creature
// brought down shouts (a later phase of the ruleset's own).
type Ctx = ReturnType<typeof tinyContext>;
const after: FrameKind<TinyState, Ctx, { type: string }> = {
  step(ctx, frame) {
    ctx.emit("Shouted", { phase: frame.phase }, frame.cause);
  },
  on: (_frame, event) => (event.type === "Shouted" ? { done: true } : { phase: "never" }),
};
const HOOKS: HarmHooks<TinyState, Ctx, { type: string }> = {
  vitals(state, f) {
    const v = state.combatants[f.target]!.vitals;
    const hp = v.hp - f.amount;
    return {
      vitals: { ...v, hp, state: hp <= 0 ? "down" : "up" },
      rule: f.nonlethal ? "tiny.bruise" : "tiny.wound",
      why: `${f.amount} damage`,
    };
  },
  afterVitals: (state, f) =>
    state.combatants[f.target]!.vitals.state === "down" ? { phase: "shout" } : { done: true },
  after,
};
const kind = harmFrameKindOf(HOOKS);

describe("the shared harm pipeline, the vitals rule handed in (dnd35 受伤和死亡)", () => {
  it("given 4 damage on b, when harmed, then VitalsChanged carries the vitals rule's verdict and the frame is done (dnd35 受伤和死亡)", () => {
    const state = tinyState(["a", "b"]);
    const ctx = tinyContext(state);
    const f = harmFrame("b", 4, false, 9);
    kind.step(ctx, f);
    expect(ctx.emitted.map((e) => [e.type, e.data, e.cause])).toEqual([
      [
        "VitalsChanged",
        {
          target: "b",
          vitals: { hp: 6, maxHp: 10, tempHp: 0, state: "up" },
          rule: "tiny.wound",
          why: "4 damage",
        },
        9,
      ],
    ]);
    state.combatants.b!.vitals = ctx.emitted[0]!.data.vitals as never;
    expect(kind.on(f, asEvent(ctx.emitted[0]!) as never, state)).toEqual({ done: true });
  });

  it("given 12 nonlethal damage on b, when harmed, then what follows is the ruleset's: its later phase runs (dnd35 非致命伤NONLETHAL DAMAGE)", () => {
    const state = tinyState(["a", "b"]);
    const ctx = tinyContext(state);
    const f = harmFrame("b", 12, true, 9);
    kind.step(ctx, f);
    expect(ctx.emitted[0]!.data.rule).toBe("tiny.bruise");
    state.combatants.b!.vitals = ctx.emitted[0]!.data.vitals as never;
    const next = kind.on(f, asEvent(ctx.emitted[0]!) as never, state);
    expect(next).toEqual({ phase: "shout" });
    f.phase = "shout";
    kind.step(ctx, f);
    expect(ctx.emitted[1]!.type).toBe("Shouted");
    expect(kind.on(f, asEvent(ctx.emitted[1]!) as never, state)).toEqual({ done: true });
    // The ruleset's harm pushes no child: neither does the shared frame take one.
    expect((kind as FrameKind<TinyState, Ctx, { type: string }>).onChildDone).toBeUndefined();
  });
});
