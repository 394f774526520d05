import { rulesets } from "@d20/core";
import type { HeaderData } from "@d20/events";
import { describe, expect, it } from "vitest";
import { playersPlan } from "./playersPlan.ts";

const dnd35 = rulesets.dnd35!;
const v = dnd35.version;
const base = { ruleset: { id: "dnd35", version: v } } as HeaderData;

describe("playersPlan: who plays on after a fork point", () => {
  it("given a header naming each combatant's player, then each plays on as it was played, a person's and a bare script's with the default", () => {
    const header: HeaderData = {
      ...base,
      players: {
        a: { by: "policy", policy: { name: "tactician", version: v } },
        b: { by: "script", after: { name: "fullAttackOrCharge", version: v } },
        c: { by: "person" },
        d: { by: "script" },
      },
    };
    const { plan, lines } = playersPlan(header, dnd35);
    expect(plan).toEqual({
      default: dnd35.policies.default,
      byCombatant: {
        a: "tactician",
        b: "fullAttackOrCharge",
        c: "attackNearest",
        d: "attackNearest",
      },
    });
    expect(lines).toEqual([
      "tactician (as in the fight): a",
      "fullAttackOrCharge (its script's afterScript): b",
      "attackNearest (played by a person: the default): c",
      "attackNearest (a script with no policy after it: the default): d",
    ]);
  });

  it("given a header where everyone was played alike, then one line says so", () => {
    const tactician = { by: "policy", policy: { name: "tactician", version: v } } as const;
    const header: HeaderData = { ...base, players: { a: tactician, b: tactician } };
    expect(playersPlan(header, dnd35).lines).toEqual(["everyone: tactician (as in the fight)"]);
  });

  it("given --policy, then it plays everyone whatever the header says", () => {
    const header: HeaderData = { ...base, players: { a: { by: "person" } } };
    expect(playersPlan(header, dnd35, "tactician").plan).toEqual({ default: "tactician" });
  });

  it("given a header of an older engine (no players), then everyone plays the default, and the line says why", () => {
    const { plan, lines } = playersPlan(base, dnd35);
    expect(plan).toEqual({ default: "attackNearest" });
    expect(lines[0]).toContain("the log does not say who played whom");
  });

  it("given a policy this ruleset no longer has, or another version's, then the default plays in its place and the line says so", () => {
    const header: HeaderData = {
      ...base,
      players: {
        a: { by: "policy", policy: { name: "berserk", version: "0.9.0" } },
        b: { by: "policy", policy: { name: "tactician", version: "0.9.0" } },
      },
    };
    const { plan, lines } = playersPlan(header, dnd35);
    expect(plan.byCombatant).toEqual({ a: "attackNearest", b: "tactician" });
    expect(lines[0]).toBe(`attackNearest (berserk is no policy of dnd35 ${v}: the default): a`);
    expect(lines[1]).toBe(`tactician (as in the fight; written by 0.9.0, played by ${v}): b`);
  });
});
