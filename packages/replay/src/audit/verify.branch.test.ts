import type { FightEvent } from "@d20/core";
import { attackNearest, registry } from "@d20/core";
import {
  type DiceRolledData,
  memoryStore,
  parseLog,
  serializeLog,
  type UnsealedEvent,
} from "@d20/events";
import { describe, expect, it } from "vitest";
import { branchLog, fork, lineageOf } from "../branch/fork.ts";
import { forkStream } from "../branch/forkStream.ts";
import { rootLineage } from "../branch/lineage.ts";
import { corrupt } from "../testing/dnd35/corruptions.ts";
import { interruptFight, lawFight } from "../testing/dnd35/fights.ts";
import { verify } from "./verify.ts";

const fight = lawFight(1);
const parent = rootLineage(
  "fight-1",
  parseLog(fight.text, { catalogue: registry.catalogue }).events,
);
const at = fight.events.find((e) => e.type === "Declared" && e.seq > 40)!.seq - 1;
// The first attack die after the fork point, forced to a natural 20.
const die = fight.events.find(
  (e): e is Extract<FightEvent, { type: "DiceRolled" }> =>
    e.seq > at && e.type === "DiceRolled" && e.data.expr === "1d20",
)!;
const edits = [
  { kind: "forceDie", key: die.data.key, faces: [die.data.faces[0] === 20 ? 1 : 20] },
] as const;
const branch = fork(parent, { at, edits, continuation: { mode: "recorded" } });
const text = serializeLog(branchLog(branch)).text;
const logs: Record<string, string> = { "fight-1": fight.text, b1: text };
const lookup = (stream: string) => logs[stream];

const edit = (t: string, f: (e: UnsealedEvent) => UnsealedEvent) =>
  serializeLog(parseLog(t, { catalogue: registry.catalogue }).events.map(f)).text;

describe("verify a branch against its parent", () => {
  it("a clean branch with a forced die verifies, from a lookup or from the parent's lineage", () => {
    expect(branch.events.some((e) => e.type === "DiceRolled" && e.data.origin === "forced")).toBe(
      true,
    );
    expect(verify(text, { parent: lookup }).findings).toEqual([]);
    expect(verify(text, { parent }).findings).toEqual([]);
  });

  it("without its parent, one finding at the fork names the parent needed", () => {
    expect(verify(text).findings).toEqual([
      { kind: "header", seq: at, reason: expect.stringContaining('"fight-1"') },
    ]);
    const missing = verify(text, { parent: () => undefined }).findings;
    expect(missing).toEqual([
      { kind: "header", seq: at, reason: expect.stringContaining('needs its parent "fight-1"') },
    ]);
  });

  it("a tampered branch event is found at its branch seq with its rule", () => {
    for (let pick = 0; pick < 5; pick++) {
      const c = corrupt(
        parseLog(text, { catalogue: registry.catalogue }).events,
        "flippedHit",
        pick,
      )!;
      expect(c.seq).toBeGreaterThan(at);
      const { findings } = verify(c.text, { parent: lookup });
      expect(findings).toEqual([
        expect.objectContaining({ kind: "fact", seq: c.seq, path: "data.hit" }),
      ]);
      expect(findings[0]).toHaveProperty("rule.rule", c.expect.rule);
    }
  });

  it("a wrong parentHash is found at the fork", () => {
    const forged = edit(text, (e) =>
      e.type === "ForkHeader"
        ? { ...e, data: { ...(e.data as object), parentHash: "f".repeat(64) } }
        : e,
    );
    const { findings } = verify(forged, { parent: lookup });
    expect(findings).toEqual([
      {
        kind: "header",
        seq: at,
        reason: expect.stringMatching(/^parentHash f+ is not the hash of "fight-1"/),
      },
    ]);
  });

  it("a forced die whose faces are not the edit's is found, and so is a die forced with no edit", () => {
    const other = edit(text, (e) =>
      e.type === "DiceRolled" && (e.data as DiceRolledData).key === die.data.key
        ? { ...e, data: { ...(e.data as DiceRolledData), faces: [10], total: 10 } }
        : e,
    );
    expect(verify(other, { parent: lookup }).findings[0]).toMatchObject({
      kind: "die",
      seq: die.seq,
      check: "forced",
      expected: edits[0].faces,
      recorded: [10],
    });
    const noEdit = edit(text, (e) =>
      e.type === "ForkHeader" ? { ...e, data: { ...(e.data as object), edits: [] } } : e,
    );
    expect(verify(noEdit, { parent: lookup }).findings[0]).toMatchObject({
      kind: "die",
      seq: die.seq,
      check: "forced",
      recorded: "forced",
    });
  });

  it("a branch of a branch resolves its ancestors; a missing grandparent is named", () => {
    const lineage = lineageOf("b1", parent, branch);
    const at2 = lineage.events.findLast((e) => e.type === "Declared")!.seq - 1;
    const b2 = fork(lineage, { at: at2, continuation: { mode: "recorded" } });
    const text2 = serializeLog(branchLog(b2)).text;
    expect(verify(text2, { parent: lookup }).findings).toEqual([]);
    const { findings } = verify(text2, { parent: (s) => (s === "b1" ? text : undefined) });
    expect(findings).toEqual([
      { kind: "header", seq: at2, reason: expect.stringContaining('"fight-1"') },
    ]);
  });

  it("a branch forked inside a window, or just after a declaration (mid-input), verifies", () => {
    const f = interruptFight(3);
    const p = rootLineage("mix-3", parseLog(f.text, { catalogue: registry.catalogue }).events);
    const opened = f.events.filter((e) => e.type === "WindowOpened");
    const declared = f.events.filter((e) => e.type === "Declared").slice(20, 24);
    for (const w of [...opened.slice(0, 4), ...declared]) {
      const b = fork(p, { at: w.seq, continuation: { mode: "recorded" } });
      expect(b.events[0]?.type).not.toBe(w.type === "Declared" ? "Declared" : "");
      const t = serializeLog(branchLog(b)).text;
      expect(verify(t, { parent: p }).findings).toEqual([]);
    }
  });

  it("a branch played on under a seed of its own names the seed in its fork header and verifies; without the seed its dice do not", () => {
    const own = fork(parent, {
      at,
      continuation: { mode: "policy", policy: () => attackNearest },
      seed: "what-if-7",
    });
    expect(own.fork.data.seed).toBe("what-if-7");
    const seeded = own.events.filter((e) => e.type === "DiceRolled" && e.data.origin === "seeded");
    expect(seeded.length).toBeGreaterThan(0);
    const ownText = serializeLog(branchLog(own)).text;
    expect(verify(ownText, { parent: lookup }).findings).toEqual([]);
    // The parent's own seed is not written: a plain branch's header is unchanged.
    expect(branch.fork.data).not.toHaveProperty("seed");
    const stripped = edit(ownText, (e) => {
      if (e.type !== "ForkHeader") return e;
      const { seed: _, ...rest } = e.data as { seed?: string };
      return { ...e, data: rest };
    });
    expect(verify(stripped, { parent: lookup }).findings).toContainEqual(
      expect.objectContaining({ kind: "die", check: "seed" }),
    );
  });

  it("a stored branch under a seed of its own keeps the seed in the store's fork header, and verifies", async () => {
    const store = memoryStore({ catalogue: registry.catalogue });
    await store.append(
      "fight-1",
      parseLog(fight.text, { catalogue: registry.catalogue }).events as never,
      0,
    );
    await forkStream(store, "fight-1", "w7", {
      at,
      continuation: { mode: "policy", policy: () => attackNearest },
      seed: "what-if-7",
    });
    const stored = await store.read("w7");
    expect(stored[0]?.data).toMatchObject({ seed: "what-if-7" });
    expect(verify(serializeLog(stored).text, { parent: lookup }).findings).toEqual([]);
  });

  it("a branch of a branch played under its own seed goes on with that seed: a plain fork of it repeats its lines and verifies", () => {
    const own = fork(parent, {
      at,
      continuation: { mode: "policy", policy: () => attackNearest },
      seed: "what-if-7",
    });
    const ownText = serializeLog(branchLog(own)).text;
    const lineage = lineageOf("w7", parent, own);
    expect(lineage.seed).toBe("what-if-7");
    const at2 = lineage.events.findLast((e) => e.type === "Declared")!.seq - 1;
    const again = fork(lineage, { at: at2, continuation: { mode: "recorded" } });
    expect(again.fork.data).not.toHaveProperty("seed");
    const tail = (t: string, from: number) =>
      t.split("\n").filter((l) => {
        const seq = (JSON.parse(l || "{}") as { seq?: number }).seq ?? -1;
        return seq > from;
      });
    const againText = serializeLog(branchLog(again)).text;
    expect(tail(againText, at2)).toEqual(tail(ownText, at2));
    const both: Record<string, string> = { "fight-1": fight.text, w7: ownText };
    expect(verify(againText, { parent: (s) => both[s] }).findings).toEqual([]);
  });
});
