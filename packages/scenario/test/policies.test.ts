import { policyNames, rulesets } from "@d20/core";
import { describe, expect, it } from "vitest";
import { POLICY_NAMES } from "../src/index.ts";

describe("a scenario's policy names are its ruleset's (issue: Rulesets as modules)", () => {
  it("given the policy names the scenario format accepts, then they are exactly dnd35's policies, so every name it lets through plays", () => {
    expect([...POLICY_NAMES]).toEqual(policyNames(rulesets.dnd35!));
  });
});
