import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NewEvent } from "../catalogue/catalogue.ts";
import { parseLog } from "./parseLog.ts";
import { serializeLog } from "./serializeLog.ts";
import { fixtureEvents } from "./testLog.ts";
import { verifyChain } from "./verifyChain.ts";

// Names mix ASCII, CJK, combining marks and astral-plane characters, as real rosters do.
const name = fc.string({ unit: "grapheme", maxLength: 12 });
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    name,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(name, tie("value"), { maxKeys: 4 }),
  ),
})).value;

const arbLog: fc.Arbitrary<NewEvent[]> = fc
  .record({
    roster: fc.array(fc.record({ id: name, name }), { maxLength: 5 }),
    map: json,
    seed: name,
    dice: fc.array(
      fc.record({
        key: name,
        faces: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 4 }),
        withCause: fc.boolean(),
      }),
      { maxLength: 12 },
    ),
  })
  .map(({ roster, map, seed, dice }) => [
    {
      seq: 0,
      type: "Header" as const,
      v: 1,
      data: {
        ruleset: { id: "dnd35", version: "1.0.0" },
        engine: "0.1.0",
        dice: { scheme: "sha256-xoroshiro128plus", version: 1, seed },
        options: {},
        map,
        roster,
      },
    },
    ...dice.map((d, i) => ({
      seq: i + 1,
      type: "DiceRolled" as const,
      v: 2,
      data: {
        key: d.key,
        expr: `${d.faces.length}d20`,
        faces: d.faces,
        total: d.faces.reduce((a, b) => a + b, 0),
        origin: "seeded" as const,
      },
      ...(d.withCause ? { cause: i } : {}),
    })),
  ]);

describe("JSONL codec properties (DESIGN: The log)", () => {
  it("round-trips arbitrary logs, Chinese names included, byte for byte", () => {
    fc.assert(
      fc.property(arbLog, (events) => {
        const { text } = serializeLog(events);
        const parsed = parseLog(text);
        expect(serializeLog(parsed.events).text).toBe(text);
        expect(parsed.events.map(({ prev, hash, ...e }) => e)).toEqual(
          JSON.parse(JSON.stringify(events)),
        );
      }),
    );
  });

  it("catches every single byte flipped in a fixture log with Chinese names", () => {
    const bytes = Buffer.from(serializeLog(fixtureEvents(8)).text, "utf8");
    const missed: string[] = [];
    for (const mask of [0x01, 0x20, 0x80, 0xff]) {
      for (let i = 0; i < bytes.length; i++) {
        const flipped = Buffer.from(bytes);
        flipped[i] = flipped[i]! ^ mask;
        let caught = !verifyChain(flipped).ok;
        try {
          parseLog(flipped);
        } catch {
          caught = true;
        }
        if (!caught) missed.push(`byte ${i} ^ 0x${mask.toString(16)}`);
      }
    }
    expect(missed).toEqual([]);
  });
});
