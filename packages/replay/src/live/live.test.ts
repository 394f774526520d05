import { type CombatState, fold, registry } from "@d20/core";
import { type LogEvent, memoryStore, type NewEvent } from "@d20/events";
import { firstValueFrom, lastValueFrom, take, toArray } from "rxjs";
import { describe, expect, it } from "vitest";
import { lawFight } from "../testing/dnd35/fights.ts";
import { events$ } from "./liveEvents.ts";
import { state$ } from "./liveState.ts";

const fight = lawFight(12);
const asNew = (events: readonly unknown[]) => events as readonly NewEvent[];

describe("live streams", () => {
  it("events$ gives what is stored, then each append, every seq once and in order", async () => {
    const store = memoryStore({ catalogue: registry.catalogue });
    const half = Math.floor(fight.log.length / 2);
    await store.append("f", asNew(fight.log.slice(0, half)), 0);
    const all = lastValueFrom(events$(store, "f").pipe(take(fight.log.length), toArray()));
    await store.append("f", asNew(fight.log.slice(half, half + 3)), half);
    await store.append("f", asNew(fight.log.slice(half + 3)), half + 3);
    const seen = await all;
    expect(seen.map((e) => e.seq)).toEqual(fight.log.map((e) => e.seq));
  });

  it("events$ on a stream that does not exist yet waits for its first append", async () => {
    const store = memoryStore({ catalogue: registry.catalogue });
    const first = firstValueFrom(events$(store, "later"));
    await store.append("later", asNew(fight.log.slice(0, 1)), 0);
    expect((await first).type).toBe("Header");
  });

  it("an append made while the stored events are being read is neither lost nor repeated", async () => {
    const store = memoryStore({ catalogue: registry.catalogue });
    await store.append("f", asNew(fight.log.slice(0, 10)), 0);
    const all = lastValueFrom(events$(store, "f").pipe(take(20), toArray()));
    // Appended before the read's promise settles: delivered to the listener and buffered.
    const appended = store.append("f", asNew(fight.log.slice(10, 20)), 10);
    await appended;
    expect((await all).map((e: LogEvent) => e.seq)).toEqual([...Array(20).keys()]);
  });

  it("state$ scans evolve: its last state is the fold of the log, every state frozen", async () => {
    const store = memoryStore({ catalogue: registry.catalogue });
    await store.append("f", asNew(fight.log), 0);
    const states = await lastValueFrom(
      state$(fight.header, events$(store, "f")).pipe(take(fight.log.length), toArray()),
    );
    expect(states).toHaveLength(fight.log.length);
    const last = states[states.length - 1] as CombatState;
    expect(last).toEqual(fold(fight.header, fight.events));
    expect(Object.isFrozen(last)).toBe(true);
    expect(states[0]!.status).toBe("setup");
  });
});
