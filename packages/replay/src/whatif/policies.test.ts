import { attackNearest, dnd35, type Policy, type Ruleset, tactician } from "@d20/core";
import { describe, expect, it } from "vitest";
import { policyFor, rulesetOfHeader } from "./policies.ts";

/** A policy of a test ruleset's own: it always ends the turn. */
const pass: Policy = () => ({ kind: "EndTurn" });
/** dnd35 in all but its id and its policies. */
const tiny: Ruleset = { ...dnd35, id: "tiny", policies: { default: "pass", byName: { pass } } };

describe("what-if policies are asked of the fight's ruleset (issue: Rulesets as modules)", () => {
  it("given a plan with no default, when read under a ruleset, then its combatants play that ruleset's default", () => {
    expect(policyFor({}, dnd35)("anyone")).toBe(attackNearest);
    expect(policyFor({}, tiny)("anyone")).toBe(pass);
    expect(policyFor({ byCombatant: { b: "tactician" } }, dnd35)("b")).toBe(tactician);
  });

  it("given a plan naming a dnd35 policy, when read under a ruleset without it, then the error names the field and lists that ruleset's policies", () => {
    expect(() => policyFor({ byCombatant: { b: "tactician" } }, tiny)).toThrow(
      'policies.byCombatant.b: unknown policy "tactician" (known: pass — the policies of tiny)',
    );
  });

  it("given a header, when its ruleset is looked up, then a registered one is found and an unknown one is a RangeError naming it", () => {
    expect(rulesetOfHeader({ ruleset: { id: "dnd35", version: "1.8.0" } })).toBe(dnd35);
    expect(() => rulesetOfHeader({ ruleset: { id: "chess", version: "1.0.0" } })).toThrow(
      'ruleset: unknown ruleset "chess"',
    );
    expect(() => rulesetOfHeader({ ruleset: { id: "constructor", version: "1" } })).toThrow(
      RangeError,
    );
  });
});
