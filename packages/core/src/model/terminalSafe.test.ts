import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTerminalSafe, UNSAFE_CHARACTERS, unsafeCharacter } from "./terminalSafe.ts";

describe("terminal-safe text (issue Trust, point 8)", () => {
  it("the character loop finds exactly what the regular expression finds, on any text", () => {
    const near = fc.integer({ min: 0, max: 0x2100 }).map((c) => String.fromCharCode(c));
    const text = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.array(near).map((a) => a.join("")),
    );
    fc.assert(
      fc.property(text, (s) => {
        const m = UNSAFE_CHARACTERS.exec(s);
        expect(isTerminalSafe(s)).toBe(m === null);
        expect(unsafeCharacter(s)).toBe(
          m === null
            ? undefined
            : `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it("names ESC, DEL, CSI and a bidi override, and passes Chinese ids", () => {
    expect(unsafeCharacter("a\u001b[31m")).toBe("U+001B");
    expect(unsafeCharacter("a\u007f")).toBe("U+007F");
    expect(unsafeCharacter("\u009b2J")).toBe("U+009B");
    expect(unsafeCharacter("x\u202ey")).toBe("U+202E");
    expect(unsafeCharacter("\u2067")).toBe("U+2067");
    expect(isTerminalSafe("红-巨斧")).toBe(true);
  });
});
