import { expect } from "vitest";
import { evolveMut } from "../../engine/evolve.ts";
import { fightState, foldMut, rulesetOf } from "../../registry/engine.ts";
import type { RerunLaw } from "../law.ts";

/**
 * fold(all) equals fold(snapshot) + fold(rest) at the split `at`, and both equal folding
 * `evolve` one event at a time (replay's shortcut past closed frames changes nothing).
 */
export const snapshotFold: RerunLaw = {
  id: "snapshotFold",
  says: "fold(all) equals fold(snapshot) + fold(rest), and evolve folded event by event",
  kind: "cut",
  check({ header, run }, { at: split }) {
    const stepwise = fightState(header);
    const ruleset = rulesetOf(stepwise);
    for (const e of run.events) evolveMut(stepwise, e, ruleset);
    expect(foldMut(fightState(header), run.events)).toEqual(stepwise);
    const snapshot = foldMut(fightState(header), run.events.slice(0, split));
    const partial = fightState(header);
    for (const e of run.events.slice(0, split)) evolveMut(partial, e, ruleset);
    expect(snapshot).toEqual(partial);
    expect(foldMut(structuredClone(snapshot), run.events.slice(split))).toEqual(stepwise);
  },
};
