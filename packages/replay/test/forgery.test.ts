import { readFileSync } from "node:fs";
import { join } from "node:path";
import { registry } from "@d20/core";
import {
  type DiceRolledData,
  type HeaderData,
  parseLog,
  type SealedEvent,
  serializeLog,
  type UnsealedEvent,
} from "@d20/events";
import { loadScenarioFile, playScenario, scenarioToLog } from "@d20/scenario";
import { describe, expect, it } from "vitest";
import { branchLog, fork } from "../src/branch/fork.ts";
import { rootLineage } from "../src/branch/lineage.ts";
import type { Finding } from "../src/index.ts";
import { generateSigningKeys, signLog, verify } from "../src/index.ts";

// The forgery suite of issue "Trust" (Must show): re-sealed logs, each rewritten one way an
// attacker would, every one a finding (or "incomplete") naming the seq — without the key —
// and a signature finding with it; an untouched copy gives none.
const ROOT = join(import.meta.dirname, "../../..");
const read = (text: string) =>
  parseLog(text, { catalogue: registry.catalogue }).events as readonly SealedEvent[];
const unseal = (events: readonly SealedEvent[]): UnsealedEvent[] =>
  events.map(({ prev: _p, hash: _h, ...e }) => e);
const seal = (events: readonly UnsealedEvent[]) => serializeLog(events as never).text;

// A fight played now (its header declares its dice): a delay, a flank, forced dice, a creature
// dying (the header's stabilizeAt option matters in it).
const scenario = loadScenarioFile(join(ROOT, "examples/scenarios/delay-flank.json"));
const original = scenarioToLog(playScenario(scenario), scenario.header);
const events = unseal(read(original));
const keys = generateSigningKeys();
const signature = {
  publicKey: keys.publicKey,
  signature: signLog(parseLog(original, { catalogue: registry.catalogue }).seal, keys.privateKey),
};

const data = <T>(e: UnsealedEvent) => e.data as T;
const isDie = (e: UnsealedEvent) => e.type === "DiceRolled";
const seededDie = events.find(
  (e) =>
    isDie(e) &&
    data<DiceRolledData>(e).origin === "seeded" &&
    data<DiceRolledData>(e).expr === "1d20",
)!;
const forcedDie = events.find((e) => isDie(e) && data<DiceRolledData>(e).origin === "forced")!;
const declared = events.filter((e) => e.type === "Declared");
const header = data<HeaderData>(events[0]!);

/** The log with events at some seqs replaced, dropped (null) or followed by others; renumbered. */
function rewrite(edit: (e: UnsealedEvent) => UnsealedEvent | null | readonly UnsealedEvent[]) {
  const out: UnsealedEvent[] = [];
  const moved = new Map<number, number>();
  for (const e of events) {
    const r = edit(e);
    const list = r === null ? [] : Array.isArray(r) ? r : [r as UnsealedEvent];
    list.forEach((x, i) => {
      if (i === 0) moved.set(e.seq, out.length);
      out.push({ ...x, seq: out.length });
    });
  }
  return out.map((e) => {
    const cause = e.cause === undefined ? undefined : moved.get(e.cause);
    const { cause: _c, ...rest } = e;
    return cause === undefined || cause >= e.seq ? rest : { ...rest, cause };
  });
}
const at =
  (seq: number, f: (e: UnsealedEvent) => UnsealedEvent | readonly UnsealedEvent[]) =>
  (e: UnsealedEvent) =>
    e.seq === seq ? f(e) : e;
const withData = (e: UnsealedEvent, d: object) => ({ ...e, data: { ...(e.data as object), ...d } });
const withHeader = (d: Partial<HeaderData>) => seal(rewrite(at(0, (e) => withData(e, d))));

/** The scenario played again with `forced` dice, its header left as it was (the attack). */
function replayedWith(forced: Record<string, number[]>): string {
  const run = playScenario({ ...scenario, forcedDice: { ...scenario.forcedDice, ...forced } });
  return scenarioToLog(run, scenario.header);
}

interface Forgery {
  readonly name: string;
  readonly text: string;
  /**
   * The seq the audit must name: the edited event, or the first event the edit changed (the
   * one after it); -1 where the whole fight moves (a header field): any finding at a seq.
   */
  readonly seq: number;
  /** A branch's parent, by stream name. */
  readonly parent?: (stream: string) => string | undefined;
}

const twentyOnSeeded = replayedWith({ [data<DiceRolledData>(seededDie).key]: [20] });
const forcedChanged = replayedWith({
  [data<DiceRolledData>(forcedDie).key]: [(data<DiceRolledData>(forcedDie).faces[0]! % 20) + 1],
});
const [d1, d2] = [declared[4]!, declared[5]!];
const chunkOf = (d: UnsealedEvent) => {
  const next = declared[declared.indexOf(d) + 1]!;
  return events.filter((e) => e.seq >= d.seq && e.seq < next.seq);
};

// A branch with a forced die, and the same branch with its ForkHeader's edit rewritten.
const lineage = rootLineage("delay-flank", read(original));
const forkAt = declared[3]!.seq - 1;
const laterDie = events.find(
  (e) => isDie(e) && e.seq > forkAt && data<DiceRolledData>(e).origin === "seeded",
)!;
const branch = fork(lineage, {
  at: forkAt,
  edits: [{ kind: "forceDie", key: data<DiceRolledData>(laterDie).key, faces: [1] }],
  continuation: { mode: "recorded" },
});
const branchText = seal(branchLog(branch));
const parentOf = (s: string) => (s === "delay-flank" ? original : undefined);
const forkEdited = seal(
  unseal(read(branchText)).map((e) => {
    if (e.type !== "ForkHeader") return e;
    const edits = [{ kind: "forceDie", key: data<DiceRolledData>(laterDie).key, faces: [2] }];
    return withData(e, { edits });
  }),
);

const forgeries: Forgery[] = [
  {
    name: "a seeded die relabelled forced (faces kept)",
    text: seal(rewrite(at(seededDie.seq, (e) => withData(e, { origin: "forced" })))),
    seq: seededDie.seq,
  },
  {
    name: "a seeded die relabelled table",
    text: seal(rewrite(at(seededDie.seq, (e) => withData(e, { origin: "table" })))),
    seq: seededDie.seq,
  },
  {
    name: "a seeded die forced to 20, the fight played on from it, the header as it was",
    text: twentyOnSeeded,
    seq: seededDie.seq,
  },
  {
    name: "a forced die's face changed, the fight played on from it",
    text: forcedChanged,
    seq: forcedDie.seq,
  },
  {
    name: "a die added",
    text: seal(
      rewrite(
        at(seededDie.seq, (e) => [
          e,
          withData(e, { key: `${data<DiceRolledData>(e).key.replace(/#\d+$/, "#9")}` }),
        ]),
      ),
    ),
    seq: seededDie.seq + 1,
  },
  {
    name: "a declaration changed (EndTurn in place of the action)",
    text: seal(rewrite(at(d1.seq, (e) => withData(e, { decl: { kind: "EndTurn" } })))),
    seq: d1.seq,
  },
  {
    name: "a declaration removed",
    text: seal(rewrite((e) => (e.seq === d1.seq ? null : e))),
    seq: d1.seq,
  },
  {
    name: "a declaration inserted",
    text: seal(
      rewrite(
        at(d1.seq, (e) => [withData(e, { by: "gm", decl: { kind: "EndFight", reason: "x" } }), e]),
      ),
    ),
    seq: d1.seq,
  },
  {
    name: "two declarations reordered, each with its events",
    text: seal(
      rewrite((e) => {
        if (e.seq === d1.seq) return chunkOf(d2);
        if (e.seq === d2.seq) return chunkOf(d1);
        const inChunk = (d: UnsealedEvent) => chunkOf(d).some((x) => x.seq === e.seq);
        return inChunk(d1) || inChunk(d2) ? null : e;
      }),
    ),
    seq: d1.seq,
  },
  {
    name: "a fact changed (a damage amount)",
    text: seal(
      rewrite((e) =>
        e.type === "DamageDealt" && e.seq === events.find((x) => x.type === "DamageDealt")!.seq
          ? withData(e, { amount: data<{ amount: number }>(e).amount + 5 })
          : e,
      ),
    ),
    seq: events.find((x) => x.type === "DamageDealt")!.seq,
  },
  {
    name: "the header's options changed (stabilizeAt)",
    text: withHeader({ options: { ...header.options, stabilizeAt: "endOfRound" } }),
    seq: -1,
  },
  {
    name: "the header's seed changed",
    text: withHeader({ dice: { ...header.dice, seed: "other" } }),
    seq: -1,
  },
  {
    name: "the header's roster changed (a combatant's Strength)",
    text: withHeader({
      roster: header.roster.map((c, i) => {
        const spec = c as { abilities: Record<string, number> };
        return i === 0
          ? { ...spec, abilities: { ...spec.abilities, str: spec.abilities.str! + 6 } }
          : c;
      }),
    }),
    seq: -1,
  },
  { name: "the header's engine changed (newer)", text: withHeader({ engine: "9.0.0" }), seq: 0 },
  {
    name: "the header's ruleset version changed",
    text: withHeader({ ruleset: { ...header.ruleset, version: "0.9.0" } }),
    seq: 0,
  },
  {
    name: "the header's ruleset changed (another id)",
    text: withHeader({ ruleset: { id: "dnd30", version: "1.0.0" } }),
    seq: 0,
  },
  {
    name: "the header's dice declaration changed (a forced die undeclared)",
    text: withHeader({ unseeded: {} }),
    seq: forcedDie.seq,
  },
  { name: "a ForkHeader's edits changed", text: forkEdited, seq: -1, parent: parentOf },
  // Truncation at every input boundary: the log cut just before each declaration.
  ...declared.map((d) => ({
    name: `truncated before the declaration at seq ${d.seq}`,
    text: seal(events.filter((e) => e.seq < d.seq)),
    seq: d.seq - 1,
  })),
];

const seqOf = (f: Finding) => ("seq" in f ? f.seq : undefined);
describe("forgery suite: re-sealed logs (issue Trust, Must show)", () => {
  it("given an untouched copy, when audited, then no findings, with or without the key", () => {
    expect(verify(original).findings).toEqual([]);
    expect(verify(original, { signature }).findings).toEqual([]);
    expect(verify(branchText, { parent: parentOf }).findings).toEqual([]);
  });

  it(`given ${forgeries.length} forgeries, when audited without the key, then every one is a finding naming its seq`, () => {
    const caught: string[] = [];
    const missed: string[] = [];
    for (const f of forgeries) {
      expect(f.text, f.name).not.toBe(original);
      const { findings } = verify(f.text, f.parent === undefined ? {} : { parent: f.parent });
      const seq = f.seq >= 0 ? f.seq : undefined;
      const named = findings.some((x) => {
        const at = seqOf(x);
        return at !== undefined && (seq === undefined || at === seq || at === seq + 1);
      });
      (named ? caught : missed).push(`${f.name}: ${JSON.stringify(findings.slice(0, 2))}`);
    }
    console.log(`forgery suite: ${caught.length} of ${forgeries.length} caught without the key`);
    expect(missed).toEqual([]);
  });

  it("given each root forgery, when audited with the original's signature, then a signature finding", () => {
    for (const f of forgeries.filter((x) => x.parent === undefined)) {
      const { findings } = verify(f.text, { signature });
      expect(
        findings.some((x) => x.kind === "signature"),
        f.name,
      ).toBe(true);
    }
    const branchSig = {
      publicKey: keys.publicKey,
      signature: signLog(
        parseLog(branchText, { catalogue: registry.catalogue }).seal,
        keys.privateKey,
      ),
    };
    const { findings } = verify(forkEdited, { parent: parentOf, signature: branchSig });
    expect(findings.some((x) => x.kind === "signature")).toBe(true);
  });

  it("given the golden log on disk, truncated at every input boundary, then each is incomplete at its last seq (dnd35 战斗回合)", () => {
    const golden = readFileSync(
      join(ROOT, "examples/golden/scenarios/readied-vs-caster.jsonl"),
      "utf8",
    );
    const all = unseal(read(golden));
    for (const d of all.filter((e) => e.type === "Declared")) {
      const { findings } = verify(seal(all.filter((e) => e.seq < d.seq)));
      expect(findings, `cut before ${d.seq}`).toEqual([
        expect.objectContaining({ kind: "incomplete", seq: d.seq - 1 }),
      ]);
    }
  });
});
