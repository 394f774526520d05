import { describe, expect, it } from "vitest";
import type { NewEvent } from "../catalogue/catalogue.ts";
import { LogError } from "./logError.ts";
import { tooDeepAt } from "./nestingDepth.ts";
import { parseLog } from "./parseLog.ts";
import { serializeLog } from "./serializeLog.ts";
import { fixtureEvents } from "./testLog.ts";

// Data nested `n` deep: { deep: [[[ … ]]] }.
function nested(n: number): unknown {
  let v: unknown = [];
  for (let i = 1; i < n; i++) v = [v];
  return v;
}

describe("the log reader bounds nesting (issue Trust, points 6 and 7)", () => {
  it("given a re-sealed line whose data nests 2,000 deep, when read, then a LogError names its line and the limit", () => {
    const events = fixtureEvents(4);
    const data = { ...(events[2]!.data as object), extra: nested(2000) };
    events[2] = { ...events[2]!, data } as unknown as NewEvent;
    // The forger's own writer: canonical JSON written without recursion limits here.
    const text = serializeLog(events).text;
    let error: unknown;
    try {
      parseLog(text, { file: "deep.jsonl" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LogError);
    expect((error as LogError).message).toBe(
      "deep.jsonl:3: nested more than 64 deep (the limit on nesting)",
    );
  });

  it("given data nested 60 deep, when read, then it is within the limit", () => {
    const events = fixtureEvents(2);
    // In the map, which the header's schema leaves to the ruleset (an unknown field is refused).
    const header = events[0]!.data as { map: object };
    const data = { ...header, map: { ...header.map, note: nested(60) } };
    events[0] = { ...events[0]!, data } as unknown as NewEvent;
    expect(parseLog(serializeLog(events).text).events).toHaveLength(2);
  });

  it("given more brackets than the limit, some inside strings, then the depth is what the brackets outside strings nest to", () => {
    const shallow = `{"a":"${"[".repeat(100)}","b":[[1]]}`;
    expect(tooDeepAt(shallow)).toBe(-1);
    const deep = `{"a":"${"{".repeat(10)}","b":${"[".repeat(65)}${"]".repeat(65)}}`;
    expect(tooDeepAt(deep)).toBe(deep.indexOf("[") + 63);
    expect(tooDeepAt("[[[]]]", 2)).toBe(2);
    expect(tooDeepAt("[[]][[]]", 2)).toBe(-1);
  });
});
