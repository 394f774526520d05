import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codecCatalogue } from "../catalogue/catalogue.ts";
import { parseLog } from "./parseLog.ts";
import { serializeLog } from "./serializeLog.ts";
import { fixtureEvents } from "./testLog.ts";
import { upcast } from "./upcast.ts";

const never = (reason: string): never => {
  throw new Error(reason);
};

describe("upcasters (DESIGN: The log — schema versions)", () => {
  it("lifts a DiceRolled v1 line, as engine 0.0 wrote it, to v2 after verifying its bytes", () => {
    // Written by the v1 writer: no `origin`, because every die was seeded then.
    const [header] = fixtureEvents(1);
    const old = serializeLog([
      header!,
      {
        seq: 1,
        type: "DiceRolled",
        v: 1,
        data: { key: "地精-1/attack/r1/#1", expr: "1d20", faces: [17], total: 17 },
      } as never,
    ]);
    const parsed = parseLog(old.text);
    const die = parsed.events[1]!;
    expect(die.v).toBe(2);
    expect(die.data).toEqual({
      key: "地精-1/attack/r1/#1",
      expr: "1d20",
      faces: [17],
      total: 17,
      origin: "seeded",
    });
    // The hash still describes the bytes on disk, which were written as v1.
    expect(die.hash).toBe(old.events[1]!.hash);
    expect(old.text.split("\n")[1]).toContain('"v":1');
  });

  it("leaves current-version events unchanged", () => {
    const spec = codecCatalogue.get("DiceRolled")!;
    fc.assert(
      fc.property(
        fc.record({
          key: fc.string(),
          expr: fc.constant("1d6"),
          faces: fc.array(fc.integer({ min: 1, max: 6 })),
          total: fc.integer(),
          origin: fc.constantFrom("seeded", "forced", "table"),
        }),
        (data) => {
          const stored = {
            seq: 3,
            type: "DiceRolled",
            v: spec.current,
            data,
            prev: "p",
            hash: "h",
          };
          expect(upcast(stored, spec, never)).toBe(stored);
        },
      ),
    );
  });

  it("refuses a version with no upcaster path", () => {
    const stored = { seq: 1, type: "X", v: 1, data: {} };
    expect(() => upcast(stored, { current: 3, upcasters: { 2: (d) => d } }, never)).toThrow(
      "X v1 has no upcaster to v2",
    );
  });
});
