import { type HeaderData, seededDice } from "@d20/events";
import type { FightLimits } from "../../engine/decide.ts";
import { isViolation } from "../../engine/violation.ts";
import type { Input } from "../../log/declarations.ts";
import type { FightEvent } from "../../log/fightEvent.ts";
import { decideMut, fightState, rulesetOf } from "../../registry/engine.ts";
import { violationText } from "../../words/violationText.ts";

/** The round limit a fight's driver ended it at, if it did (its `FightEnded` says). */
export function roundLimitOf(events: readonly FightEvent[]): FightLimits {
  const last = events[events.length - 1];
  return last?.type === "FightEnded" && last.data.roundLimit !== undefined
    ? { lastRound: last.data.roundLimit }
    : {};
}

/** Replays recorded inputs with seeded dice (what `verify` does with recorded dice). */
export function replayInputs(
  header: HeaderData,
  inputs: readonly Input[],
  limits: FightLimits = {},
): FightEvent[] {
  const state = fightState(header);
  const dice = seededDice(header.dice.seed);
  const out: FightEvent[] = [];
  for (const input of inputs) {
    const r = decideMut(state, input, dice, limits);
    if (isViolation(r))
      throw new Error(`replay: ${r.code}: ${violationText(r, rulesetOf(state).words)}`);
    out.push(...r);
  }
  return out;
}
