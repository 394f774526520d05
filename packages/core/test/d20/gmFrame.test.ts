import { describe, expect, it } from "vitest";
import { type GmFrame, type GmHooks, gmFrame, gmFrameKindOf } from "../../src/d20/gm/index.ts";
import type { CombatantSpecCore } from "../../src/model/combatantCore.ts";
import { asEvent, type TinyState, tinyContext, tinyState } from "./fakeFight.ts";

// The GM frame (seed 000 战斗流程; the GM decides and the log records it) over hooks of the
// test's own: its GM rule is "tiny.gm", damage is its own fact "Smitten", healing adds hp up to
// the maximum, and a newcomer joins the order unless its name starts with "late".
type Ctx = ReturnType<typeof tinyContext>;
const rolled: string[] = [];
const HOOKS: GmHooks<TinyState, Ctx> = {
  rule: "tiny.gm",
  damage: (ctx, f, d) => ctx.emit("Smitten", { target: d.target, amount: d.amount }, f.cause),
  restored(state, d) {
    const v = state.combatants[d.target]!.vitals;
    const hp = Math.min(v.maxHp, v.hp + d.amount);
    return { vitals: { ...v, hp }, notes: hp === v.maxHp ? ["capped at max hp"] : [] };
  },
  on: (_f, event) => (event.type === "Smitten" ? { phase: "smitten" } : undefined),
  joinsNow: (_state, spec) => !spec.name.startsWith("late"),
  rollInitiative: (_ctx, id) => {
    rolled.push(id);
  },
};
const kind = gmFrameKindOf(HOOKS);

function decided(state: TinyState, decl: GmFrame["decl"]) {
  const ctx = tinyContext(state);
  const f = gmFrame(decl, 5);
  kind.step(ctx, f);
  const fact = ctx.emitted.at(-1)!;
  return { f, fact, next: kind.on(f, asEvent(fact) as never, state) };
}

const newcomer = (name: string): CombatantSpecCore => ({
  id: name,
  name,
  side: "blue",
  position: { x: 5, y: 5 },
  maxHp: 4,
});

describe("the shared GM frame, the GM rule handed in (dnd35 战斗流程)", () => {
  it("given GM decisions, when carried out, then each is one fact citing the handed-in GM rule and its reason (dnd35 战斗流程)", () => {
    const state = tinyState(["a", "b"]);
    state.combatants.b!.vitals = { ...state.combatants.b!.vitals, hp: 7 };
    const heal = decided(state, { kind: "ApplyHealing", target: "b", amount: 5, reason: "potion" });
    expect([heal.fact.type, heal.fact.data]).toEqual([
      "VitalsChanged",
      {
        target: "b",
        vitals: { hp: 10, maxHp: 10, tempHp: 0, state: "up" },
        rule: "tiny.gm",
        why: "GM: potion; capped at max hp",
      },
    ]);
    expect(heal.next).toEqual({ done: true });
    const moved = decided(state, {
      kind: "MoveCreature",
      target: "a",
      to: { x: 3, y: 3 },
      reason: "shove",
    });
    expect([moved.fact.type, moved.fact.data, moved.fact.cause]).toEqual([
      "PositionSet",
      { target: "a", to: { x: 3, y: 3 }, rule: "tiny.gm" },
      5,
    ]);
    const ended = decided(state, { kind: "EndFight", winner: "red", reason: "they flee" });
    expect(ended.fact.data).toEqual({ winner: "red", reason: "GM: they flee", rule: "tiny.gm" });
  });

  it("given GM damage, when carried out, then the ruleset's own damage fact is emitted and the ruleset says where it goes (dnd35 受伤和死亡)", () => {
    const state = tinyState(["a", "b"]);
    const r = decided(state, {
      kind: "ApplyDamage",
      target: "b",
      amount: 3,
      reason: "falling rock",
    });
    expect([r.fact.type, r.fact.data, r.next]).toEqual([
      "Smitten",
      { target: "b", amount: 3 },
      { phase: "smitten" },
    ]);
  });

  it("given a combatant added mid-fight, when carried out, then it rolls initiative when the ruleset says it joins now, and not otherwise (dnd35 先攻INITIATIVE)", () => {
    const state = tinyState(["a", "b"]);
    const joins = decided(state, {
      kind: "AddCombatant",
      spec: newcomer("c"),
      reason: "reinforcement",
    });
    expect([joins.fact.type, joins.next]).toEqual(["CombatantAdded", { phase: "initiative" }]);
    joins.f.phase = "initiative";
    kind.step(tinyContext(state), joins.f);
    expect(rolled).toEqual(["c"]);
    const waits = decided(state, {
      kind: "AddCombatant",
      spec: newcomer("lateD"),
      reason: "asleep",
    });
    expect(waits.next).toEqual({ done: true });
  });
});
