import { parseLog, serializeLog } from "@d20/events";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixtureEvents } from "../../events/src/codec/testLog.ts";
import { diceEvents } from "../../events/src/store/testing/diceEvents.ts";
import { freshStore, NO_POSTGRES } from "./testDatabase.ts";

// Skipped only when no server is configured (see testDatabase.ts).
describe.skipIf(NO_POSTGRES)("PostgreSQL store: stored bytes (property)", () => {
  it("stores any split of a log into batches as the codec writes the whole log (property)", async () => {
    const { store, cleanup } = await freshStore();
    let n = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 2, max: 30 }),
          fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 10 }),
          async (count, sizes) => {
            const events = [...fixtureEvents(1), ...diceEvents(1, count - 1, "骰子")];
            const stream = `p${n++}`;
            let version = 0;
            for (let i = 0; version < count; i++) {
              const size = sizes[i % sizes.length]!;
              const batch = events.slice(version, version + size);
              version = (await store.append(stream, batch, version)).version;
            }
            const expected = serializeLog(events).text;
            expect(await store.readText(stream)).toBe(expected);
            expect(await store.read(stream)).toEqual(parseLog(expected).events);
          },
        ),
        { numRuns: 40 },
      );
    } finally {
      await store.close();
      await cleanup();
    }
  });
});
