import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  appendLines,
  type Hash,
  type HeaderData,
  InvalidAppend,
  type LogEvent,
  logCatalogue,
  memoryStore,
  type NewEvent,
  openFileStore,
  parseLog,
  serializeLog,
  verifyChain,
} from "@d20/events";
import { describe, expect, it } from "vitest";
import { engineCatalogue } from "../engine/eventTypes.ts";
import { fightState } from "../engine/fightState.ts";
import { fold } from "../engine/fold.ts";
import { headerPartField } from "../engine/headerPart.ts";
import { rulesetRegistry } from "../engine/registry.ts";
import type { Ruleset } from "../engine/ruleset.ts";
import { rulesetCatalogue } from "../engine/rulesetCatalogue.ts";
import type { FightEvent } from "../log/fightEvent.ts";
import { dnd35 } from "../rulesets/dnd35/ruleset.ts";
import { registry } from "./registry.ts";

const golden = (name: string) =>
  readFileSync(new URL(`../../../../examples/golden/scenarios/${name}.jsonl`, import.meta.url));
const GOLDEN = golden("goblin-ambush");
const recorded = parseLog(GOLDEN, { catalogue: registry.catalogue }).events;

/** A ruleset that is dnd35 in all but its id and one event type of its own. */
const shouting: Ruleset = {
  ...dnd35,
  id: "shouting",
  eventTypes: { ...dnd35.eventTypes, Shouted: { current: 1, upcasters: {} } },
  // dnd35's checks of roster and options, under this ruleset's own name.
  checkHeader: (h) => dnd35.checkHeader({ ...h, ruleset: { ...h.ruleset, id: dnd35.id } }),
};
const both = rulesetRegistry([dnd35, shouting]);

const unsealed = (events: readonly LogEvent[]): NewEvent[] =>
  events.map(({ prev: _p, hash: _h, ...e }) => e as NewEvent);

/** The golden log under `ruleset`, with the event at seq 3 retyped `type` (and versioned `v`). */
function logOf(ruleset: string, type?: string, v = 1): string {
  const events = unsealed(recorded).map((e): NewEvent => {
    if (e.type === "Header") {
      const data = e.data as HeaderData;
      return { ...e, data: { ...data, ruleset: { ...data.ruleset, id: ruleset } } } as NewEvent;
    }
    return e.seq === 3 && type !== undefined ? ({ ...e, type, v } as NewEvent) : e;
  });
  return serializeLog(events).text;
}

describe("the log's catalogue is the catalogue of the ruleset its header names", () => {
  it("given a dnd35 log, when one event has a type dnd35 does not register, then it is rejected with its line and the reason", () => {
    expect(() => parseLog(logOf("dnd35", "Shouted"), { catalogue: registry.catalogue })).toThrow(
      'log:4: type: unknown event type "Shouted"',
    );
  });

  it("given a dnd35 log, when one event has a version dnd35 does not know, then it is rejected with its line and the reason", () => {
    expect(() =>
      parseLog(logOf("dnd35", "AttackResolved", 2), { catalogue: registry.catalogue }),
    ).toThrow(`log:4: v: AttackResolved has no version 2 (current is 1)`);
  });

  it("given a type only a test ruleset registers, then it is accepted in that ruleset's log and rejected in a dnd35 log", () => {
    const own = parseLog(logOf("shouting", "Shouted"), { catalogue: both.catalogue });
    expect(own.events[3]!.type).toBe("Shouted");
    expect(() => parseLog(logOf("dnd35", "Shouted"), { catalogue: both.catalogue })).toThrow(
      'log:4: type: unknown event type "Shouted"',
    );
  });

  it("given a store holding a dnd35 stream and a test ruleset's, when each is appended the test ruleset's type, then only the test ruleset's stream takes it", async () => {
    const store = memoryStore({ catalogue: both.catalogue });
    const shout: NewEvent = {
      seq: recorded.length,
      type: "Shouted",
      v: 1,
      data: {},
    } as unknown as NewEvent;
    await store.append(
      "plain",
      parseLog(logOf("dnd35"), { catalogue: both.catalogue }).events as never,
      0,
    );
    await store.append(
      "loud",
      parseLog(logOf("shouting"), { catalogue: both.catalogue }).events as never,
      0,
    );
    await expect(store.append("plain", [shout], recorded.length)).rejects.toThrow(InvalidAppend);
    await expect(store.append("plain", [shout], recorded.length)).rejects.toThrow(
      'unknown event type "Shouted"',
    );
    const appended = await store.append("loud", [shout], recorded.length);
    expect(appended.version).toBe(recorded.length + 1);
  });

  it("given a file store that has read a dnd35 stream, when another writer appends a type dnd35 does not register, then the store's read of the new lines refuses it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "d20-catalogue-"));
    try {
      const file = join(dir, "plain.jsonl");
      const parsed = parseLog(logOf("dnd35"), { catalogue: both.catalogue });
      writeFileSync(file, logOf("dnd35"));
      const store = await openFileStore(dir, { catalogue: both.catalogue });
      expect(await store.read("plain")).toHaveLength(recorded.length);
      const shout = {
        seq: recorded.length,
        type: "Shouted",
        v: 1,
        data: {},
      } as unknown as NewEvent;
      appendFileSync(file, appendLines([shout], parsed.head as Hash).text);
      await expect(store.read("plain")).rejects.toThrow('unknown event type "Shouted"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("given the engine handed a registry, then it plays the rulesets that registry holds and refuses the others", () => {
    const header = recorded[0]!.data as HeaderData;
    const loud = { ...header, ruleset: { ...header.ruleset, id: "shouting" } };
    const rest = recorded.slice(1) as unknown as FightEvent[];
    const plain = fold(registry, header, rest);
    expect(fold(both, loud, rest)).toEqual({ ...plain, ruleset: loud.ruleset });
    expect(() => fightState(loud, registry)).toThrow(
      'header: ruleset.id: unknown ruleset "shouting"',
    );
  });

  it("a ruleset may not register a type the engine registers, nor two rulesets one id", () => {
    const clash: Ruleset = {
      ...dnd35,
      id: "clash",
      eventTypes: { Moved: { current: 2, upcasters: {} } },
    };
    expect(() => rulesetRegistry([clash])).toThrow(
      "ruleset clash registers Moved, which the engine registers",
    );
    expect(() => rulesetRegistry([dnd35, dnd35])).toThrow("two rulesets are registered as dnd35");
  });
});

describe("the header's two parts, each with its own version and upcasters", () => {
  /** A later version of the ruleset's part: version 2 reads an option version 1 had not. */
  const later: Ruleset = {
    ...shouting,
    headerPart: {
      current: 2,
      upcasters: { 1: (part) => ({ ...part, options: { ...part.options, volume: "loud" } }) },
    },
  };
  const laterRegistry = rulesetRegistry([dnd35, later]);

  it("given a header written before its ruleset part was versioned, when the ruleset's part is at version 2, then the upcaster lifts it and the chain still verifies", () => {
    const text = logOf("shouting");
    const [header] = parseLog(text, { catalogue: laterRegistry.catalogue }).events;
    const data = header!.data as HeaderData;
    expect(data.options.volume).toBe("loud");
    expect(data.rulesetPart).toBe(2);
    expect(data.roster).toEqual((recorded[0]!.data as HeaderData).roster);
    expect(verifyChain(text, { catalogue: laterRegistry.catalogue }).ok).toBe(true);
  });

  it("given a header whose ruleset part is newer than the ruleset's, then it is rejected naming the field", () => {
    const events = unsealed(
      parseLog(logOf("shouting"), { catalogue: both.catalogue }).events.slice(0, 1),
    );
    const ahead = { ...events[0]!, data: { ...(events[0]!.data as HeaderData), rulesetPart: 3 } };
    expect(() =>
      parseLog(serializeLog([ahead as NewEvent]).text, { catalogue: laterRegistry.catalogue }),
    ).toThrow("log:1: data.rulesetPart: the ruleset's header part has no version 3 (current is 2)");
  });

  it("given a ruleset whose part is at version 2, then a new header of it carries rulesetPart 2 and the engine refuses one left at version 1, naming the field", () => {
    const header = recorded[0]!.data as HeaderData;
    const loud = { ...header, ruleset: { ...header.ruleset, id: "shouting" } };
    expect(headerPartField(dnd35)).toEqual({});
    expect(headerPartField(later)).toEqual({ rulesetPart: 2 });
    const lifted = { ...loud, ...headerPartField(later) };
    expect(fightState(lifted, laterRegistry).ruleset.id).toBe("shouting");
    expect(() => fightState(loud, laterRegistry)).toThrow(
      "header: rulesetPart: shouting's header part is version 2, this header's is 1",
    );
  });

  it("given the engine's part at a later version with an upcaster, then every golden log still reads, each header lifted and every other event as before", () => {
    const v2 = logCatalogue(
      new Map([
        ...engineCatalogue,
        [
          "Header",
          { current: 2, upcasters: { 1: (d) => ({ ...(d as object), controllers: {} }) } },
        ],
      ]),
      new Map([["dnd35", rulesetCatalogue(dnd35)]]),
    );
    for (const name of ["goblin-ambush", "delay-flank", "readied-vs-caster", "set-spear"]) {
      const bytes = golden(name);
      const now = parseLog(bytes, { catalogue: registry.catalogue }).events;
      const lifted = parseLog(bytes, { catalogue: v2 }).events;
      expect(lifted[0]).toEqual({
        ...now[0]!,
        v: 2,
        data: { ...(now[0]!.data as object), controllers: {} },
      });
      expect(lifted.slice(1)).toEqual(now.slice(1));
    }
  });
});
