import { describe, expect, it } from "vitest";
import { whyOf } from "../../../src/policies/why.ts";
import type { CombatantDeclaration } from "../../../src/rulesets/3x/log/declarations.ts";
import type { ThreeXState } from "../../../src/rulesets/3x/state/index.ts";
import { tactician } from "../../../src/rulesets/dnd35/policies/tactician.ts";
import { type Given, given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { fight, orc, wizard } from "./casters.ts";

// A wizard strong enough (Str 14) that the orc's grapple check is not well above hers: else the
// tactician grapples the caster instead (specialMoves.ts).
const sturdy = { str: 14, dex: 14, con: 14, int: 16, wis: 12, cha: 8 };

const decide = (g: Given, id: string) =>
  tactician(g.state as ThreeXState, id) as CombatantDeclaration;

describe("readying against a caster (seed 000 准备READY 让施法者分心)", () => {
  it("given an orc beside a wizard that one blow will not drop, that it cannot easily grapple and that would rather cast, when the orc chooses, then it readies its attack for her casting, and it lands before the spell (seed 000 准备READY, 专注Concentration)", () => {
    const g = given(
      fight("ready", [
        orc("o", 6, 5),
        wizard("w", 5, 5, undefined, { hp: 15, maxHp: 15, abilities: sturdy }),
      ]),
      [20, 1],
    );
    const d = decide(g, "o");
    expect(d).toEqual({
      kind: "Ready",
      action: { kind: "Attack", target: "w", weapon: "longsword" },
      trigger: { on: "casts", by: "w" },
    });
    expect(whyOf(d)).toBe(
      "w would rather cast; one blow (7.5) will not drop it at 15 hp, a wound may cost it the spell",
    );
    g.act(d).act({ kind: "EndTurn" });
    const cast = g.when({ kind: "Cast", spell: "magicMissile", target: "o", defensively: true });
    expect(cast.facts("WindowOpened")[0]).toMatchObject({ window: "readied", trigger: "casts" });
    const fired = g.respond(true).events.map((e) => e.type);
    expect(fired).toContain("ReadiedActionFired");
    expect(fired.indexOf("AttackResolved")).toBeLessThan(
      fired.includes("SpellCast") ? fired.indexOf("SpellCast") : Number.POSITIVE_INFINITY,
    );
  });

  it("given the same orc beside a wizard of 6 hp, which one blow is expected to drop, when it chooses, then it attacks at once (seed 000 准备READY)", () => {
    const g = given(
      fight("no-ready", [orc("o", 6, 5), wizard("w", 5, 5, undefined, { abilities: sturdy })]),
      [20, 1],
    );
    expect(decide(g, "o")).toEqual({ kind: "FullAttack", target: "w" });
  });

  it("given a foe of 15 hp beside the orc that knows no spells, when the orc chooses, then it attacks rather than wait for a spell that will not come (seed 000 准备READY)", () => {
    const w = wizard("w", 5, 5, [], { hp: 15, maxHp: 15, abilities: sturdy });
    const g = given(fight("no-spells", [orc("o", 6, 5), w]), [20, 1]);
    expect(decide(g, "o")).toEqual({ kind: "FullAttack", target: "w" });
  });
});
