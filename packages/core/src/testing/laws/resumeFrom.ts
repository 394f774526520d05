import { canonicalJson, seededDice } from "@d20/events";
import { expect } from "vitest";
import { evolveMut } from "../../engine/evolve.ts";
import { isViolation } from "../../engine/violation.ts";
import type { FightEvent } from "../../log/fightEvent.ts";
import { decideMut, fightState, resumeMut, rulesetOf } from "../../registry/engine.ts";
import { violationText } from "../../words/violationText.ts";
import type { RerunLaw } from "../law.ts";
import { roundLimitOf } from "./replayInputs.ts";

/**
 * The state at any seq plus the later inputs reproduces the rest of the log byte for byte
 * (DESIGN: Tests): replay resumes anywhere, windows and all.
 */
export const resumeFrom: RerunLaw = {
  id: "resumeFrom",
  says: "the state at any seq plus the later inputs reproduces the rest of the log",
  kind: "cut",
  check({ header, run }, { at: cut }) {
    const state = fightState(header);
    const ruleset = rulesetOf(state);
    const dice = seededDice(header.dice.seed);
    for (const e of run.events) {
      if (e.seq > cut) break;
      evolveMut(state, e, ruleset);
    }
    const limits = roundLimitOf(run.events);
    const rest: FightEvent[] = [];
    if (state.awaiting.kind === "engine") rest.push(...resumeMut(state, dice, limits));
    const declaredAt = run.events.filter((e) => e.type === "Declared").map((e) => e.seq);
    run.inputs.forEach((input, i) => {
      if (declaredAt[i]! <= cut) return;
      const r = decideMut(state, input, dice, limits);
      if (isViolation(r))
        throw new Error(`resume at ${cut}: ${r.code}: ${violationText(r, ruleset.words)}`);
      rest.push(...r);
    });
    const expected = run.events.filter((e) => e.seq > cut);
    expect(rest.map(canonicalJson)).toEqual(expected.map(canonicalJson));
  },
};
