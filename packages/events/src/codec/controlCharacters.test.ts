import { describe, expect, it } from "vitest";
import type { NewEvent } from "../catalogue/catalogue.ts";
import { LogError } from "./logError.ts";
import { parseLog } from "./parseLog.ts";
import { serializeLog } from "./serializeLog.ts";
import { fixtureEvents } from "./testLog.ts";

// The fixture with its header's first combatant renamed to `name`, re-sealed.
function withName(name: string): string {
  const events = fixtureEvents(3);
  const header = events[0]!.data as unknown as { roster: readonly { name: string }[] };
  const roster = header.roster.map((c, i) => (i === 0 ? { ...c, name } : c));
  events[0] = { ...events[0]!, data: { ...header, roster } } as unknown as NewEvent;
  return serializeLog(events).text;
}

function errorOf(text: string): string {
  try {
    parseLog(text, { file: "x.jsonl" });
  } catch (e) {
    if (e instanceof LogError) return e.message;
    throw e;
  }
  return "read";
}

describe("no control character comes out of a log (issue Trust, point 8)", () => {
  it("given a re-sealed name holding ESC, NUL, a newline or CSI, when read, then a LogError names the line and field", () => {
    for (const name of ["a\u001b[2J", "a\u0000", "line\nfake line", "a\u009b31m", "a\u202eb"]) {
      expect(errorOf(withName(name))).toBe(
        "x.jsonl:1: data: holds a control character in a string (not allowed in a log)",
      );
    }
  });

  it("given a name with an escaped backslash before a u, or Chinese text, when read, then it is read", () => {
    expect(errorOf(withName("a\\u001b"))).toBe("read");
    expect(errorOf(withName('战士·李 "老李"'))).toBe("read");
  });
});
