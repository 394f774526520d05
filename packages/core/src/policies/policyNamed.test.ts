import { describe, expect, it } from "vitest";
import type { Ruleset } from "../engine/ruleset.ts";
import { attackNearest } from "../rulesets/dnd35/policies/attackNearest.ts";
import { dnd35 } from "../rulesets/dnd35/ruleset.ts";
import type { Policy } from "./policy.ts";
import { findPolicy, policyNamed, policyNames } from "./policyNamed.ts";

/** A policy of a test ruleset's own: it always ends the turn. */
const pass: Policy = () => ({ kind: "EndTurn" });
/** dnd35 in all but its id and its policies: one of its own, and no dnd35 name. */
const tiny: Ruleset = { ...dnd35, id: "tiny", policies: { default: "pass", byName: { pass } } };

describe("policies are the ruleset's (issue: Rulesets as modules)", () => {
  it("given dnd35, when its policies are listed, then they are its three stock policies and the default is one of them", () => {
    expect(policyNames(dnd35)).toEqual(["attackNearest", "fullAttackOrCharge", "tactician"]);
    expect(policyNames(dnd35)).toContain(dnd35.policies.default);
    expect(policyNamed(dnd35, "attackNearest", "--policy")).toBe(attackNearest);
  });

  it("given a ruleset with policies of its own, when a dnd35 name is asked of it, then the error names the field and lists that ruleset's names", () => {
    expect(policyNamed(tiny, "pass", "--policy")).toBe(pass);
    expect(() => policyNamed(tiny, "attackNearest", "--policy")).toThrow(RangeError);
    expect(() => policyNamed(tiny, "attackNearest", "--policy")).toThrow(
      '--policy: unknown policy "attackNearest" (known: pass — the policies of tiny)',
    );
  });

  it("given a name that is a property of every object, when looked up, then it is no policy", () => {
    expect(findPolicy(dnd35, "constructor")).toBeUndefined();
    expect(findPolicy(dnd35, "toString")).toBeUndefined();
    expect(() => policyNamed(dnd35, "constructor", "policies.default")).toThrow(
      'policies.default: unknown policy "constructor" (known: attackNearest, fullAttackOrCharge, tactician — the policies of dnd35)',
    );
  });

  it("given a misspelt policy name, when looked up, then the error says which was meant", () => {
    expect(() => policyNamed(dnd35, "tactican", "--policy")).toThrow(
      '--policy: unknown policy "tactican"; did you mean tactician? (known: attackNearest, fullAttackOrCharge, tactician — the policies of dnd35)',
    );
  });
});
