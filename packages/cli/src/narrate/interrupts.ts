import type { FightEvent } from "@d20/core";
import { delayUntil, describeDeclaration } from "./describeInput.ts";
import { formatSquare, formatTerms } from "./terms.ts";

/** What opened a window, in words: leaving a square, an action's name, or a trigger. */
function why(trigger: string, at: { x: number; y: number }): string {
  const where = formatSquare(at);
  if (trigger === "move") return `leaving ${where}`;
  return `(${trigger.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()} at ${where})`;
}

/** The kind of an interrupt window (`WindowOpened.window`). */
export type WindowKind = Extract<FightEvent, { type: "WindowOpened" }>["data"]["window"];

/**
 * The words for the facts of interrupts, delays, readied actions and spells (undefined for any
 * other fact). Windows are told as they open; what the candidates do is indented under them.
 * `inWindow` is the kind of the window open around `e`: a delay window is no interrupt, and
 * its answers and close are told as waiting and stepping in (seed 000 延迟DELAY).
 */
export function describeInterrupt(e: FightEvent, inWindow?: WindowKind): string | undefined {
  switch (e.type) {
    case "WindowOpened": {
      const d = e.data;
      const who = d.candidates.join(", ");
      switch (d.window) {
        case "opportunity":
          return `⚔ window: ${who} may attack ${d.provoker} ${why(d.trigger, d.at)}`;
        case "readied":
          return `⏱ window: ${who}'s readied action may fire as ${d.provoker} ${d.trigger === "move" ? "moves" : d.trigger} (at ${formatSquare(d.at)})`;
        case "delay":
          return `⏳ delay window: ${d.provoker}'s turn is over; ${who} may step in now or go on waiting`;
        default: {
          const never: never = d.window;
          return never;
        }
      }
    }
    case "WindowClosed":
      if (inWindow === "delay") return "delay window closes";
      return e.data.outcome === "resumed"
        ? `window closes; ${e.data.provoker} goes on`
        : `window closes; ${e.data.provoker}'s action is cut short`;
    case "AttackOfOpportunity":
      return `${e.data.attacker} takes an attack of opportunity on ${e.data.target} (${e.data.weapon})`;
    case "OpportunityDeclined":
      return inWindow === "delay" ? `${e.data.by} goes on waiting` : `${e.data.by} declines`;
    case "ActionReadied": {
      const ready = describeDeclaration({
        kind: "Ready",
        action: e.data.action,
        trigger: e.data.trigger,
      });
      return `${e.data.actor} readies: ${ready.replace(/^Ready /, "")}`;
    }
    case "ReadiedActionFired":
      return `${e.data.by}'s readied action fires: ${e.data.by} now acts at ${e.data.count}, just ahead of ${e.data.triggeredBy}`;
    case "ReadiedActionLost":
      return `${e.data.actor}'s readied action is lost (its turn came first)`;
    case "Delayed":
      return `${e.data.actor} delays ${delayUntil(e.data)}`;
    case "DelayEnded":
      return e.data.lapsed
        ? `${e.data.actor}'s delay lapses: its count ${e.data.count} came round again, the delayed action lost; a regular turn follows`
        : `${e.data.actor} steps in from its delay: it acts at count ${e.data.count} from now on`;
    case "ConcentrationRolled": {
      const d = e.data;
      return `${d.caster} concentration (${d.spell}): d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} vs DC ${d.dc} (${formatTerms(d.dcBreakdown)}): ${d.success ? "success" : "failure"}`;
    }
    case "CastingStarted":
      return `${e.data.caster} begins casting ${e.data.spell}${e.data.target === undefined ? "" : ` at ${e.data.target}`} (it takes effect before ${e.data.caster}'s next turn)`;
    case "CastingCompleted":
      return `${e.data.caster} completes ${e.data.spell}${e.data.target === undefined ? "" : ` at ${e.data.target}`}${e.data.damageTaken > 0 ? ` (took ${e.data.damageTaken} damage meanwhile)` : ""}`;
    case "CounterspellAttempted": {
      const d = e.data;
      const result = d.countered
        ? "countered"
        : d.identified
          ? "identified, not countered"
          : "not identified";
      return `${d.by} tries to counter ${d.caster}'s ${d.spell}: Spellcraft d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} vs DC ${d.dc}: ${result}`;
    }
    case "SpellCast":
      return `${e.data.caster} casts ${e.data.spell}${e.data.targets.length === 0 ? "" : ` on ${e.data.targets.join(", ")}`}`;
    case "SpellLost":
      return `${e.data.caster} loses ${e.data.spell}: ${e.data.reason}`;
    default:
      return undefined;
  }
}
