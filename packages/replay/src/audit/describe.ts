import { type FightEvent, plainEvent, type Ruleset, renderMessage } from "@d20/core";

/**
 * One line that says what an event is, in plain words: the turn machine's own facts (dice,
 * rounds, turns, the fight's end) in shared words; any other event in the words of the ruleset
 * of the log (`Ruleset.audit`); an event it does not describe — or a log of no known ruleset —
 * as its type and every data field, never a throw.
 */
export function describe(event: FightEvent, ruleset: Ruleset | undefined): string {
  const shared = sharedFact(event);
  if (shared !== undefined) return shared;
  const own = ruleset?.audit?.summary(event);
  return own === undefined ? plainEvent(event) : renderMessage(own, ruleset!.words.catalogues.en);
}

// The facts every ruleset's log holds (the shared turn machine's), told the same for all.
function sharedFact(event: FightEvent): string | undefined {
  switch (event.type) {
    case "DiceRolled": {
      const d = event.data;
      return `${d.key}: ${d.expr}${(d.times ?? 1) > 1 ? ` ×${d.times}` : ""} → [${d.faces.join(", ")}] = ${d.total} (${d.origin})`;
    }
    case "RoundStarted":
      return `round ${event.data.round} starts${event.data.surprise ? " (surprise round)" : ""}`;
    case "TurnStarted":
      return `${event.data.actor}'s turn starts (round ${event.data.round})`;
    case "TurnSkipped":
      return `${event.data.actor}'s turn is skipped: ${event.data.reason}`;
    case "TurnEnded":
      return `${event.data.actor}'s turn ends`;
    case "FightEnded":
      return `the fight ends: ${event.data.reason}`;
    default:
      return undefined;
  }
}
