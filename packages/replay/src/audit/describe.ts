import { type FightEvent, isGmInput, type ThreeXEvent } from "@d20/core";

/** One line that says what an event is, in plain words. */
export function describe(fact: FightEvent): string {
  const event = fact as unknown as ThreeXEvent;
  switch (event.type) {
    case "Declared": {
      const input = event.data;
      if (isGmInput(input)) return `GM: ${input.decl.kind} (${input.decl.reason})`;
      const { by, decl } = input;
      const target = "target" in decl ? ` on ${decl.target}` : "";
      return `${by} declares ${decl.kind}${target}`;
    }
    case "DiceRolled": {
      const d = event.data;
      return `${d.key}: ${d.expr}${(d.times ?? 1) > 1 ? ` ×${d.times}` : ""} → [${d.faces.join(", ")}] = ${d.total} (${d.origin})`;
    }
    case "AttackResolved": {
      const d = event.data;
      const crit = d.critical ? " (critical)" : d.threat ? " (threat)" : "";
      return `${d.attacker} ${d.hit ? "hits" : "misses"} ${d.target} with ${d.weapon}: ${d.total} vs AC ${d.acTotal}${crit}`;
    }
    case "DamageDealt": {
      const d = event.data;
      const kind = d.nonlethal ? "nonlethal damage" : "damage";
      return `${d.source ?? "the GM"} deals ${d.amount} ${kind} to ${d.target}`;
    }
    case "VitalsChanged":
      return `${event.data.target}: ${event.data.why}`;
    case "InitiativeRolled":
      return `initiative order: ${event.data.order.join(", ")}`;
    case "RoundStarted":
      return `round ${event.data.round} starts${event.data.surprise ? " (surprise round)" : ""}`;
    case "TurnStarted":
      return `${event.data.actor}'s turn starts (round ${event.data.round})`;
    case "TurnSkipped":
      return `${event.data.actor}'s turn is skipped: ${event.data.reason}`;
    case "TurnEnded":
      return `${event.data.actor}'s turn ends`;
    case "ActionTaken":
      return `${event.data.actor} takes ${event.data.action} (${event.data.slot} action)`;
    case "Moved":
      return `${event.data.actor} moves ${event.data.feet} ft (${event.data.mode})`;
    case "FightEnded":
      return `the fight ends: ${event.data.reason}`;
    default:
      return event.type;
  }
}
