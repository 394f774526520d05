import { type DiceRolledData, seededDice } from "@d20/events";
import { describe, expect, it } from "vitest";
import type { FightEvent } from "../log/fightEvent.ts";
import type { ThreeXInput } from "../rulesets/3x/log/declarations.ts";
import type { ThreeXEvent } from "../rulesets/3x/log/fightEvent.ts";
import type { ThreeXFrameKind } from "../rulesets/3x/state/index.ts";
import { dnd35 } from "../rulesets/dnd35/ruleset.ts";
import { fighter, goblin, header } from "../rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../rulesets/dnd35/stats/index.ts";
import { diceKeys } from "../testing/laws/diceKeys.ts";
import { violationText } from "../words/violationText.ts";
import { decideMut } from "./decide.ts";
import { fightState } from "./fightState.ts";
import { foldMut, resumeMut } from "./fold.ts";
import { rulesetRegistry } from "./registry.ts";
import type { Ruleset } from "./ruleset.ts";
import type { Frame } from "./state.ts";
import { isViolation } from "./violation.ts";

// A tiny test ruleset (a fixture, not a product ruleset): dnd35 but for an attack that rolls
// `count` d20s at once and keeps the higher, as 5e's advantage does. Nothing in dnd35 rolls
// several dice at once; this is the engine's `rollSeveral` used for real, through a frame.

interface AdvantageFrame extends Frame {
  readonly actor: string;
}

function advantageFrame(count: number): ThreeXFrameKind {
  return {
    step(ctx, frame) {
      const { actor, cause } = frame as AdvantageFrame;
      const dice = ctx.rollSeveral(actor, "attack", "1d20", count, cause);
      const best = Math.max(...dice.map((d) => d.total));
      ctx.emit("RulingOverridden", { seq: cause, ruling: `${actor} keeps ${best}`, rule: "t" });
    },
    on: () => ({ done: true }),
  };
}

function advantage(count: number): Ruleset {
  return {
    ...dnd35,
    id: "advantage",
    checkHeader: (h) => dnd35.checkHeader({ ...h, ruleset: { ...h.ruleset, id: dnd35.id } }),
    checkDeclaration: (s, a, d) =>
      d.kind === "Attack" ? undefined : dnd35.checkDeclaration(s, a, d),
    frameFor: (s, by, d, seq) =>
      by !== "gm" && d.kind === "Attack"
        ? ({ kind: "advantage", phase: "roll", cause: seq, actor: by } as AdvantageFrame)
        : dnd35.frameFor(s, by, d, seq),
    frames: { ...dnd35.frames, advantage: advantageFrame(count) },
  };
}

const roster = [
  fighter("a", "party", 0, 0, weapon("longsword")),
  goblin("b", "goblins", 1, 0, weapon("morningstar")),
];

/** Six turns of two attacks each (each `count` d20s at once) under one seed. */
function play(count: number) {
  const ruleset = advantage(count);
  const h = { ...header(roster, "several"), ruleset: { id: ruleset.id, version: dnd35.version } };
  const state = fightState(h, rulesetRegistry([ruleset]));
  const dice = seededDice("several");
  const events: ThreeXEvent[] = [];
  const go = (input: ThreeXInput) => {
    const out = decideMut(ruleset, state, input, dice);
    if (isViolation(out)) throw new Error(violationText(out, ruleset.words));
    events.push(...out);
  };
  go({ by: "gm", decl: { kind: "BeginCombat", reason: "test" } });
  for (let turn = 0; turn < 6 && state.awaiting.kind === "declaration"; turn++) {
    const by = state.awaiting.actor;
    const target = by === "a" ? "b" : "a";
    go({ by, decl: { kind: "Attack", target } });
    go({ by, decl: { kind: "Attack", target } });
    go({ by, decl: { kind: "EndTurn" } });
  }
  return { ruleset, header: h, events };
}

const diceOf = (events: readonly ThreeXEvent[]): DiceRolledData[] =>
  events.flatMap((e) => (e.type === "DiceRolled" ? [e.data] : []));
const plain = (dice: readonly DiceRolledData[]) => dice.filter((d) => !/\.\d+$/.test(d.key));

describe("a roll of several dice at once (issue: Rulesets as modules, dice keys)", () => {
  it("given attacks with advantage, then each roll takes one ordinal and its second die the sub-key #n.2", () => {
    const keys = diceOf(play(2).events)
      .map((d) => d.key)
      .filter((k) => k.startsWith("a/attack/r1/"));
    expect(keys).toEqual([
      "a/attack/r1/#1",
      "a/attack/r1/#1.2",
      "a/attack/r1/#2",
      "a/attack/r1/#2.2",
    ]);
  });

  it("given the same fight with one, two and three dice a roll, then every die they share has the same key and face (common random numbers), and the extra dice only add keys", () => {
    const [one, two, three] = [1, 2, 3].map((n) => diceOf(play(n).events));
    expect(plain(two!)).toEqual(one);
    expect(plain(three!)).toEqual(one);
    const threeByKey = new Map(three!.map((d) => [d.key, d]));
    for (const d of two!) expect(threeByKey.get(d.key)).toEqual(d);
    expect(three!.length - one!.length).toBe(2 * (two!.length - one!.length));
  });

  it("given a log cut between a roll's dice and its fact, when resumed, then the dice already rolled are reused and the rest rolled as before", () => {
    const { ruleset, header: h, events } = play(2);
    for (const key of ["a/attack/r1/#1", "a/attack/r1/#1.2"]) {
      const cut = events.findIndex((e) => e.type === "DiceRolled" && e.data.key === key);
      const state = foldMut(
        ruleset,
        fightState(h, rulesetRegistry([ruleset])),
        events.slice(0, cut + 1) as FightEvent[],
      );
      const resumed = resumeMut(ruleset, state, seededDice("several"));
      expect(resumed).toEqual(events.slice(cut + 1, cut + 1 + resumed.length));
      expect(resumed.at(-1)?.type).toBe("RulingOverridden");
    }
  });

  it("given these fights, then the shared law holds: every key once, sub-dice after their roll's earlier dice; a repeated key or a sub-die first breaks it", () => {
    const check = (events: readonly ThreeXEvent[]) => {
      const watch = diceKeys.watch(undefined as never, undefined as never);
      for (const e of events) watch.before?.(e as FightEvent, undefined as never);
    };
    for (const n of [1, 2, 3]) check(play(n).events);
    const events = play(2).events;
    const twice = events.findIndex((e) => e.type === "DiceRolled");
    expect(() => check([...events.slice(0, twice + 1), ...events.slice(twice)])).toThrow(
      "rolled twice",
    );
    const sub = events.findIndex((e) => e.type === "DiceRolled" && e.data.key.endsWith(".2"));
    expect(() => check([events[sub]!])).toThrow("before a/attack/r1/#1");
  });
});
