import { describe, expect, it } from "vitest";
import {
  type MoveFrame,
  type MoveHooks,
  moveFrameKindOf,
  moveFrameOf,
  positionBefore,
} from "../../src/d20/movement/index.ts";
import type { FrameKind } from "../../src/engine/ruleset.ts";
import type { Square } from "../../src/model/ids.ts";
import { asEvent, type Emitted, type TinyState, tinyContext, tinyState } from "./fakeFight.ts";

// The square-by-square move skeleton (seed 000 借机攻击 移动: a move is interrupted where it
// provokes) over hooks of the test's own: a "watcher" standing at x = 3 is offered a "jab" when
// the mover leaves x = 2, a "trap" springs on entering x = 4, and squares cost 5 ft each but
// x = 1, which costs 10 (difficult).
const HOOKS: MoveHooks<TinyState, MoveFrame> = {
  onStart: { window: "alarm", rule: "tiny.alarm", candidates: () => [] },
  onLeave: {
    window: "jab",
    rule: "tiny.jab",
    candidates: (_s, f, k) =>
      positionBefore(f, k).x === 2 && !f.provoked.includes("w") ? ["w"] : [],
  },
  onEnter: {
    window: "trap",
    rule: "tiny.trap",
    candidates: (_s, f, k) => (k > 0 && positionBefore(f, k).x === 4 ? ["t"] : []),
  },
  triggerOf: () => "move",
  stretchFeet: (_s, f, to) => {
    let feet = 0;
    for (let k = f.walked; k < to; k++) feet += f.path[k]!.x === 1 ? 10 : 5;
    return feet;
  },
  minimumFeet: 5,
  fallen: (c) => c.vitals.state === "down",
};
const kind: FrameKind<TinyState> = moveFrameKindOf(HOOKS);
const row = (...xs: number[]): Square[] => xs.map((x) => ({ x, y: 0 }));

/** Steps the frame once and feeds it its fact, as decide and evolve do; the fact and where it went. */
function once(state: TinyState, f: MoveFrame) {
  const ctx = tinyContext(state);
  kind.step(ctx, f);
  const fact = ctx.emitted.at(-1) as Emitted;
  if (fact.type === "Moved") {
    const path = fact.data.path as Square[];
    state.combatants[f.actor]!.position = path[path.length - 1]!;
  }
  return { fact, next: kind.on(f, asEvent(fact) as never, state) };
}

function mover(path: Square[], minimum = false): { state: TinyState; f: MoveFrame } {
  const state = tinyState(["m", "w", "t"]);
  state.combatants.m!.position = { x: 0, y: 0 };
  const f = moveFrameOf(state, {
    actor: "m",
    path,
    mode: "walk",
    rule: "tiny.move",
    cause: 4,
    minimum,
  });
  return { state, f };
}

describe("the shared move skeleton with pluggable 'what provokes here' (dnd35 借机攻击)", () => {
  it("given a walk from x 0 to 5, when it is walked, then it stops to open the jab on leaving x 2 and the trap on entering x 4, one Moved per stretch (dnd35 借机攻击)", () => {
    const { state, f } = mover(row(1, 2, 3, 4, 5));
    const r1 = once(state, f);
    expect([r1.fact.type, r1.fact.data.path, r1.fact.data.feet]).toEqual(["Moved", row(1, 2), 15]);
    expect(r1.next).toEqual({ phase: "walk" });
    const r2 = once(state, f);
    expect(r2.fact.type).toBe("WindowOpened");
    expect(r2.fact.data).toEqual({
      window: "jab",
      provoker: "m",
      trigger: "move",
      at: { x: 2, y: 0 },
      candidates: ["w"],
      rule: "tiny.jab",
    });
    expect(r2.next).toMatchObject({
      phase: "window",
      push: { kind: "window", opened: r2.fact.seq },
    });
    expect(f.provoked).toEqual(["w"]);
    expect(kind.onChildDone!(f, r2.next as never, state)).toEqual({ phase: "walk" });
    const r3 = once(state, f);
    expect([r3.fact.type, r3.fact.data.path]).toEqual(["Moved", row(3, 4)]);
    const r4 = once(state, f);
    expect([r4.fact.type, r4.fact.data.window, r4.fact.data.rule]).toEqual([
      "WindowOpened",
      "trap",
      "tiny.trap",
    ]);
    kind.onChildDone!(f, r4.next as never, state);
    const r5 = once(state, f);
    expect([r5.fact.type, r5.fact.data.path, r5.next]).toEqual(["Moved", row(5), { done: true }]);
  });

  it("given the mover falls in the jab's window, when the window is done, then the move stops where it stands (dnd35 借机攻击)", () => {
    const { state, f } = mover(row(1, 2, 3, 4, 5));
    once(state, f);
    once(state, f);
    state.combatants.m!.vitals = { ...state.combatants.m!.vitals, state: "down" };
    expect(kind.onChildDone!(f, f, state)).toEqual({ done: true });
    expect(state.combatants.m!.position).toEqual({ x: 2, y: 0 });
  });

  it("given a minimum move onto x 1 (10 ft), when walked, then it counts 5 ft, the handed-in minimum whatever the squares cost (dnd35 最小移动)", () => {
    const { state, f } = mover(row(1), true);
    const r = once(state, f);
    expect([r.fact.data.feet, r.next]).toEqual([5, { done: true }]);
  });

  it("given an arrival fact due on entering x 3 while the watcher rings its bell, when walked, then the walk stops there, emits it and walks on; with no bell, one stretch (dnd35 驱散效果与持续时间)", () => {
    const none = { window: "none", rule: "tiny.none", candidates: () => [] };
    const bell = (s: TinyState) => s.combatants.w!.conditions.some((c) => c.name === "bell");
    const arriving: FrameKind<TinyState> = moveFrameKindOf({
      ...HOOKS,
      onLeave: none,
      onEnter: none,
      onArrive: {
        fact: "ConditionRemoved",
        watching: bell,
        due: (_s, f, k) => positionBefore(f, k).x === 3,
        emit: (ctx, f) =>
          ctx.emit(
            "ConditionRemoved",
            { target: "w", condition: "bell", rule: "tiny.bell" },
            f.cause,
          ),
      },
    });
    const walk = (state: TinyState, f: MoveFrame) => {
      const ctx = tinyContext(state);
      arriving.step(ctx, f);
      const fact = ctx.emitted.at(-1) as Emitted;
      if (fact.type === "Moved")
        state.combatants.m!.position = (fact.data.path as Square[]).at(-1)!;
      else state.combatants.w!.conditions = [];
      return { fact, next: arriving.on(f, asEvent(fact) as never, state) };
    };
    const { state, f } = mover(row(1, 2, 3, 4, 5));
    state.combatants.w!.conditions = [{ name: "bell", rule: "tiny.bell" }];
    const r1 = walk(state, f);
    expect([r1.fact.type, r1.fact.data.path, r1.next]).toEqual([
      "Moved",
      row(1, 2, 3),
      { phase: "walk" },
    ]);
    const r2 = walk(state, f);
    expect([r2.fact.type, r2.fact.data, r2.next]).toEqual([
      "ConditionRemoved",
      { target: "w", condition: "bell", rule: "tiny.bell" },
      { phase: "walk" },
    ]);
    const r3 = walk(state, f);
    expect([r3.fact.type, r3.fact.data.path, r3.next]).toEqual([
      "Moved",
      row(4, 5),
      { done: true },
    ]);

    const quiet = mover(row(1, 2, 3, 4, 5));
    const only = walk(quiet.state, quiet.f);
    expect([only.fact.data.path, only.next]).toEqual([row(1, 2, 3, 4, 5), { done: true }]);
  });
});
