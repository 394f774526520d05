import type { DiceSource, HeaderData } from "@d20/events";
import type { CombatState } from "../engine/state.ts";
import { isViolation } from "../engine/violation.ts";
import type { Input } from "../log/declarations.ts";
import type { FightEvent } from "../log/fightEvent.ts";
import type { CombatantId } from "../model/ids.ts";
import type { Policy } from "../policies/policy.ts";
import { policyInput } from "../policies/why.ts";
import { decideMut, fightState, rulesetOf } from "../registry/engine.ts";
import { violationText } from "../words/violationText.ts";
import { MAX_ROUNDS } from "./roundCap.ts";

/** How a simulated fight went. */
export interface FightRun {
  readonly events: FightEvent[];
  readonly inputs: Input[];
  readonly state: CombatState;
  /** True when the round limit ended it (its `FightEnded` carries `roundLimit`). */
  readonly timedOut: boolean;
}

/**
 * Plays a fight from its header with policies answering for every combatant, in memory, with
 * no hashing or serialization (DESIGN: what-if keeps events in memory). The state is a private
 * mutable copy, advanced in place by the engine. `maxRounds` is the engine's own round limit
 * (`FightLimits.lastRound`): the fight ends when that round is over, with every window closed,
 * rather than being cut off wherever the next round's automatic steps had got to.
 */
export function runFight(
  header: HeaderData,
  policyFor: (id: CombatantId) => Policy,
  dice: DiceSource,
  maxRounds = 50,
): FightRun {
  if (!Number.isSafeInteger(maxRounds) || maxRounds < 1 || maxRounds > MAX_ROUNDS)
    throw new RangeError(
      `maxRounds: must be a whole number from 1 to ${MAX_ROUNDS}, got ${maxRounds}`,
    );
  const state = fightState(header);
  const limits = { lastRound: maxRounds };
  const events: FightEvent[] = [];
  const inputs: Input[] = [];
  const play = (input: Input) => {
    const out = decideMut(state, input, dice, limits);
    if (isViolation(out))
      throw new Error(
        `policy made an illegal declaration: ${out.code}: ${violationText(out, rulesetOf(state).words)}`,
      );
    inputs.push(input);
    for (const e of out) events.push(e);
  };
  play({ by: "gm", decl: { kind: "BeginCombat", reason: "the fight starts" } });
  // A declaration or a choice the rules ask of a creature: its policy answers either, and the
  // reason it gives is recorded with its answer.
  while (state.awaiting.kind === "declaration" || state.awaiting.kind === "choice") {
    const actor = state.awaiting.actor;
    play(policyInput(actor, policyFor(actor)(state, actor)));
  }
  const last = events[events.length - 1];
  const timedOut = last?.type === "FightEnded" && last.data.roundLimit !== undefined;
  return { events, inputs, state, timedOut };
}
