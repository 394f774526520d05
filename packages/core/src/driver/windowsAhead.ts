import { seededDice } from "@d20/events";
import { cloneState } from "../engine/cloneState.ts";
import type { CombatState } from "../engine/state.ts";
import { isViolation, type RuleViolation } from "../engine/violation.ts";
import type { Input } from "../log/declarations.ts";
import type { CombatantId } from "../model/ids.ts";
import { decideMut, rulesetOf } from "../registry/engine.ts";

/** An interrupt window a declaration would open: its ruleset kind, why, and who is asked. */
export interface WindowAhead {
  readonly window: string;
  readonly trigger: string;
  readonly candidates: readonly CombatantId[];
}

// A bound on the windows a dry run declines: a declaration opens a handful at most.
const MAX_ANSWERS = 64;

/**
 * The interrupt windows `input` would open against its author if it were played now — the
 * attacks of opportunity it provokes, the readied actions it triggers — found by playing it on a
 * private copy of the state and letting each window pass with the ruleset's decline, so the
 * answer is the engine's own rules and not a second copy of them. Every window is declined, so
 * all the windows a move passes are listed, though at the table an attack that lands may stop
 * it. The dice are the fight's seeded ones, drawn on the copy only. A violation when the rules
 * refuse `input`; none for the GM's inputs.
 */
export function windowsAhead(state: CombatState, input: Input): WindowAhead[] | RuleViolation {
  const copy = cloneState(state);
  const dice = seededDice(state.seed);
  const first = decideMut(copy, input, dice);
  if (isViolation(first)) return first;
  const decline = rulesetOf(state).windowAnswers?.decline;
  const out: WindowAhead[] = [];
  let events = first;
  for (let i = 0; ; i++) {
    for (const e of events)
      if (e.type === "WindowOpened" && e.data.provoker === input.by)
        out.push({
          window: e.data.window,
          trigger: e.data.trigger,
          candidates: e.data.candidates,
        });
    const asked = copy.awaiting;
    if (decline === undefined || i >= MAX_ANSWERS) return out;
    if (asked.kind !== "declaration" || asked.window === undefined) return out;
    const next = decideMut(copy, { by: asked.actor, decl: decline }, dice);
    if (isViolation(next)) return out;
    events = next;
  }
}
