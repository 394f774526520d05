import { formatSquare } from "../../../words/format.ts";
import type { ThreeXWindowKind } from "../../3x/log/facts.ts";
import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import { delayUntil } from "./declarations.ts";
import { readyWords } from "./ready.ts";
import { fact, type Tellers, type Texts } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];
/** A fact told inside a window, with the kind of that window. */
type InWindow<K extends keyof ThreeXEventMap> = Data<K> & { readonly inWindow?: string };

/**
 * Windows are told as they open; what the candidates do is indented under them. A delay window
 * is no interrupt: its answers and close are told as waiting and stepping in (seed 000 延迟DELAY).
 */
export const interruptTellers: Tellers = {
  WindowOpened: (d) => ({
    structure: { kind: "windowOpens", window: d.window },
    lines: fact("WindowOpened", d).lines,
  }),
  WindowClosed: (d, c) => ({
    structure: { kind: "windowCloses" },
    lines: fact("WindowClosed", { ...d, inWindow: c.window }).lines,
  }),
  AttackOfOpportunity: (d) => fact("AttackOfOpportunity", d),
  OpportunityDeclined: (d, c) => fact("OpportunityDeclined", { ...d, inWindow: c.window }),
  ActionReadied: (d) => fact("ActionReadied", d),
  ReadiedActionFired: (d) => fact("ReadiedActionFired", d),
  ReadiedActionLost: (d) => fact("ReadiedActionLost", d),
  Delayed: (d) => fact("Delayed", d),
  DelayEnded: (d) => fact("DelayEnded", d),
};

/** What opened a window, in words: leaving a square, an action's name, or a trigger. */
function why(trigger: string, at: { x: number; y: number }): string {
  const where = formatSquare(at);
  if (trigger === "move") return `leaving ${where}`;
  return `(${trigger.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()} at ${where})`;
}

function opened(d: Data<"WindowOpened">): string {
  const who = d.candidates.join(", ");
  const kind = d.window as ThreeXWindowKind;
  switch (kind) {
    case "opportunity":
      return `⚔ window: ${who} may attack ${d.provoker} ${why(d.trigger, d.at)}`;
    case "readied":
      return `⏱ window: ${who}'s readied action may fire as ${d.provoker} ${d.trigger === "move" ? "moves" : d.trigger} (at ${formatSquare(d.at)})`;
    case "delay":
      return `⏳ delay window: ${d.provoker}'s turn is over; ${who} may step in now or go on waiting`;
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** The English texts of interrupts, delays and readied actions. */
export const interruptTexts = {
  "dnd35:event.WindowOpened": opened,
  "dnd35:event.WindowClosed": (d: InWindow<"WindowClosed">) => {
    if (d.inWindow === "delay") return "delay window closes";
    return d.outcome === "resumed"
      ? `window closes; ${d.provoker} goes on`
      : `window closes; ${d.provoker}'s action is cut short`;
  },
  "dnd35:event.AttackOfOpportunity": (d: Data<"AttackOfOpportunity">) =>
    `${d.attacker} takes an attack of opportunity on ${d.target} (${d.weapon})`,
  "dnd35:event.OpportunityDeclined": (d: InWindow<"OpportunityDeclined">) =>
    d.inWindow === "delay" ? `${d.by} goes on waiting` : `${d.by} declines`,
  "dnd35:event.ActionReadied": (d: Data<"ActionReadied">) =>
    `${d.actor} readies: ${readyWords(d.action, d.trigger).replace(/^Ready /, "")}`,
  "dnd35:event.ReadiedActionFired": (d: Data<"ReadiedActionFired">) =>
    `${d.by}'s readied action fires: ${d.by} now acts at ${d.count}, just ahead of ${d.triggeredBy}`,
  "dnd35:event.ReadiedActionLost": (d: Data<"ReadiedActionLost">) =>
    `${d.actor}'s readied action is lost (its turn came first)`,
  "dnd35:event.Delayed": (d: Data<"Delayed">) => `${d.actor} delays ${delayUntil(d)}`,
  "dnd35:event.DelayEnded": (d: Data<"DelayEnded">) =>
    d.lapsed
      ? `${d.actor}'s delay lapses: its count ${d.count} came round again, the delayed action lost; a regular turn follows`
      : `${d.actor} steps in from its delay: it acts at count ${d.count} from now on`,
} satisfies Texts;
