import { seededDice } from "@d20/events";
import { describe, expect, it } from "vitest";
import { runFight } from "../driver/runFight.ts";
import type { FightEvent } from "../log/fightEvent.ts";
import { fightState, foldMut } from "../registry/engine.ts";
import { randomPolicy } from "../rulesets/dnd35/laws/randomPolicy.ts";
import { battlefieldFourVsFour } from "../rulesets/dnd35/samples/battlefield.ts";
import { fourVsFour } from "../rulesets/dnd35/samples/scenarios.ts";
import { cloneState } from "./cloneState.ts";

describe("cloneState", () => {
  const fights = [0, 1, 2].map((i) => {
    const header = i === 2 ? battlefieldFourVsFour(`clone-${i}`) : fourVsFour(`clone-${i}`);
    return {
      header,
      events: runFight(header, () => randomPolicy(`clone-${i}`), seededDice(`clone-${i}`)).events,
    };
  });

  it("given a state at any point of a fight, then its copy equals what structuredClone gives", () => {
    for (const { header, events } of fights) {
      const state = fightState(header);
      for (const e of events) {
        foldMut(state, [e] as FightEvent[]);
        if (e.seq % 7 === 0) expect(cloneState(state)).toEqual(structuredClone(state));
      }
    }
  });

  it("given a copy folded on to the end, then the original is unchanged, and the copy ends as the full fold does", () => {
    for (const { header, events } of fights) {
      const half = Math.floor(events.length / 2);
      const original = foldMut(fightState(header), events.slice(0, half));
      const before = structuredClone(original);
      const copy = foldMut(cloneState(original), events.slice(half));
      expect(original).toEqual(before);
      expect(copy).toEqual(foldMut(fightState(header), events));
    }
  });
});
