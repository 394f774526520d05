import { describe, expect, it } from "vitest";
import { ScenarioError } from "../scenarioError.ts";
import { parseJson } from "./parseJson.ts";

function messageOf(text: string): string {
  try {
    parseJson(text, "s.json");
  } catch (e) {
    if (e instanceof ScenarioError) return e.issues[0]!.message;
    throw e;
  }
  throw new Error("parsed");
}

describe("parseJson on hostile scenario text (issue Trust, points 6 and 9)", () => {
  it("given a stray token on line 2 of 5, when parsed, then the error names line 2, not the last line", () => {
    const text = '{\n  "ruleset": x,\n  "seed": "s",\n  "roster": []\n}\n';
    expect(messageOf(text)).toMatch(/^invalid JSON at line 2, column 14: Unexpected token 'x'; /);
  });

  it("given 5,000 nested brackets, when parsed, then one error names the limit on nesting and where it is passed", () => {
    const text = `{"roster": ${"[".repeat(5000)}${"]".repeat(5000)}}`;
    expect(messageOf(text)).toMatch(
      /^nested more than 64 deep at line 1, column 75 \(the limit on nesting\)/,
    );
  });

  it("given brackets inside strings, when parsed, then they do not count as nesting", () => {
    const value = parseJson(`{"name": "${"[".repeat(500)}\\"{"}`, "s.json");
    expect(value).toEqual({ name: `${"[".repeat(500)}"{` });
  });
});
