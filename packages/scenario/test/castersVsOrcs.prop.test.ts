import { join } from "node:path";
import type { FightEvent } from "@d20/core";
import { dnd35Laws, lawSuite } from "@d20/core/testing";
import { describe, expect, it } from "vitest";
import { loadScenarioFile, playScenario } from "../src/index.ts";

// The party with a wizard and a cleric (examples/scenarios/casters-vs-orcs.json) against four
// orcs, the tactician on every side, over 200 seeds in four blocks of 50 (no single test runs
// long on a loaded machine). Every verdict is a count of what the fights recorded — their
// Declared events — never a time: the machine's speed changes how long this takes, not whether it
// passes.
const FILE = join(import.meta.dirname, "../../../examples/scenarios/casters-vs-orcs.json");
const WIZARD = "Ysolde";
const CLERIC = "Ilse";
/** The cleric's allies. */
const ALLIES = new Set(["Bram", WIZARD]);
const BLOCKS = 4;
const PER_BLOCK = 50;
const suite = lawSuite(dnd35Laws);

interface Declared {
  readonly seq: number;
  readonly by: string;
  readonly decl: { readonly kind: string; readonly spell?: string; readonly target?: string };
  readonly why?: string;
}

const declared = (events: readonly FightEvent[]): Declared[] =>
  events.flatMap((e) =>
    e.type === "Declared" ? [{ seq: e.seq, ...(e.data as object) } as Declared] : [],
  );

/**
 * The seqs at which the cleric's turn began while one of her allies lay dropped but alive (dying
 * or stable): the chances she had to heal one who had dropped.
 */
function turnsWithAllyDown(events: readonly FightEvent[]): number[] {
  const down = new Map<string, boolean>();
  const out: number[] = [];
  for (const e of events) {
    if (e.type === "VitalsChanged") {
      const { target, vitals } = e.data as { target: string; vitals: { state: string } };
      down.set(target, vitals.state === "dying" || vitals.state === "stable");
    }
    if (e.type === "TurnStarted" && (e.data as { actor: string }).actor === CLERIC) {
      const allyDown = [...ALLIES].some((id) => down.get(id) === true);
      if (allyDown && down.get(CLERIC) !== true) out.push(e.seq);
    }
  }
  return out;
}

/** A cure cast on someone, or a held one touched: the cleric healing. */
const heals = (d: Declared) =>
  d.by === CLERIC &&
  ((d.decl.kind === "Cast" && d.decl.spell?.startsWith("cure-") === true) ||
    d.decl.kind === "Touch");

describe("casters-vs-orcs: 200 seeded fights with the tactician (SRD; seed 000 施法Cast a Spell, 暂不散发)", () => {
  const tally = { fights: 0, wizardCast: 0, dropped: 0, healed: 0, reasons: 0 };
  const party = new Set([...ALLIES, CLERIC]);
  for (let b = 0; b < BLOCKS; b++) {
    const from = b * PER_BLOCK;
    const to = from + PER_BLOCK;
    it(`fights ${from}–${to - 1}: each ends, every law holds`, () => {
      for (let i = from; i < to; i++) {
        const s = loadScenarioFile(FILE, { seed: `casters-${i}` });
        const run = playScenario(s);
        expect(run.timedOut, `casters-${i} ran out of rounds`).toBe(false);
        suite.check({ header: s.header, run });
        const decls = declared(run.events);
        tally.fights++;
        if (decls.some((d) => d.by === WIZARD && d.decl.kind === "Cast")) tally.wizardCast++;
        tally.reasons += decls.filter((d) => party.has(d.by) && d.why !== undefined).length;
        const chances = turnsWithAllyDown(run.events);
        if (chances.length === 0) continue;
        tally.dropped++;
        if (decls.some((d) => d.seq > chances[0]! && heals(d))) tally.healed++;
      }
    });
  }

  it("the wizard casts in most of the 200 fights; the cleric heals in most of those where an ally dropped and lived to her turn", () => {
    expect(tally.fights).toBe(BLOCKS * PER_BLOCK);
    console.log(
      `casters-vs-orcs: ${tally.fights} fights, the wizard cast in ${tally.wizardCast}; an ally dropped and lived to the cleric's turn in ${tally.dropped}, she healed in ${tally.healed}; ${tally.reasons} reasons given`,
    );
    expect(tally.wizardCast).toBeGreaterThan(tally.fights / 2);
    // Allies do drop in these fights (orcs hit hard), so the second count means something.
    expect(tally.dropped).toBeGreaterThanOrEqual(20);
    expect(tally.healed).toBeGreaterThan(tally.dropped / 2);
    // And the party's choices come with their reasons.
    expect(tally.reasons).toBeGreaterThan(tally.fights);
  });
});
