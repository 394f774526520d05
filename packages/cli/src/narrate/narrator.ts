import { type FightEvent, vitalWord } from "@d20/core";
import type { DiceRolledData } from "@d20/events";
import { describeInput } from "./describeInput.ts";
import { describeInterrupt, type WindowKind } from "./interrupts.ts";
import { formatSquare, formatTerms } from "./terms.ts";

/** Event types told flush left, as headings. */
const HEADINGS = new Set([
  "CombatBegan",
  "InitiativeRolled",
  "RoundStarted",
  "TurnStarted",
  "TurnSkipped",
  "FightEnded",
]);

/**
 * Tells a fight as it is logged, one event at a time: round and turn headers, each declaration,
 * each roll with its breakdown, hit-point changes; what happens inside an interrupt window is
 * indented under the step it interrupted. Stateful only for the indentation, so it can follow a fight live (`play`) as well as a whole log (`run`).
 */
export class Narrator {
  private depth = 0;
  private inTurn = false;
  /** The kinds of the windows open, innermost last: a delay window's answers read otherwise. */
  private readonly windows: WindowKind[] = [];

  /** The lines that tell `event` (none for bookkeeping events such as `TurnEnded`). */
  tell(event: FightEvent): string[] {
    const type = event.type as string;
    // A window is told as a fact of the step it interrupts; what happens in it goes one deeper.
    if (event.type === "WindowClosed") this.depth = Math.max(0, this.depth - 1);
    if (event.type === "WindowOpened") {
      const line = this.indent(`  ${describeInterrupt(event)}`);
      this.depth++;
      this.windows.push(event.data.window);
      return [line];
    }
    const heading = HEADINGS.has(type);
    const text = this.text(event);
    if (event.type === "WindowClosed") this.windows.pop();
    if (text === undefined) return [];
    return text.split("\n").map((l) => (heading || l === "" ? l : this.indent(l)));
  }

  private indent(line: string): string {
    return "  ".repeat(this.depth + (this.inTurn ? 1 : 0)) + line;
  }

  private text(e: FightEvent): string | undefined {
    switch (e.type) {
      case "Header":
        return undefined;
      case "Declared":
        // An answer in a window is told by the fact it leads to (taken, declined, fired).
        return e.data.decl.kind === "Respond" ? undefined : describeInput(e.data);
      case "DiceRolled":
        return `  ${describeRoll(e.data)}`;
      case "CombatBegan":
        return `Combat begins${e.data.surprise ? " with a surprise round" : ""}.`;
      case "InitiativeRolled":
        return [
          "Initiative:",
          ...e.data.entries.map((x) => {
            const ties = x.tiebreak.length === 0 ? "" : `; tie-break ${x.tiebreak.join("/")}`;
            return `  ${x.id} ${x.count} (${formatTerms(x.breakdown)}${ties})`;
          }),
          `  order: ${e.data.order.join(", ")}`,
        ].join("\n");
      case "RoundStarted":
        this.inTurn = false;
        return `\n══ Round ${e.data.round}${e.data.surprise ? " (surprise)" : ""} ══`;
      case "TurnStarted":
        this.inTurn = false;
        this.depth = 0;
        this.inTurn = true;
        return `\n── ${e.data.actor}'s turn${e.data.resumed === "delay" ? " (stepping in from a delay)" : ""}${e.data.restriction === undefined ? "" : ` (${e.data.restriction}: one action)`} ──`;
      case "TurnSkipped":
        this.inTurn = false;
        return `── ${e.data.actor}'s turn is skipped: ${e.data.reason} ──`;
      case "TurnEnded":
        this.inTurn = false;
        this.depth = 0;
        return undefined;
      case "ActionTaken":
        return `  ${e.data.action}: ${slotName(e.data.slot)}`;
      case "Moved":
        return `  ${e.data.actor} moves ${e.data.feet} ft${e.data.mode === "walk" ? "" : ` (${e.data.mode})`} to ${formatSquare(e.data.path[e.data.path.length - 1] ?? { x: 0, y: 0 })}`;
      case "AttackResolved": {
        const d = e.data;
        const which =
          d.fullAttack === undefined ? "" : ` [attack ${d.fullAttack.slot + 1}/${d.fullAttack.of}]`;
        const lines = [
          `  ${d.attacker} ${d.hit ? "HITS" : "misses"} ${d.target} with ${d.weapon}${which}: d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} vs AC ${d.acTotal} (${formatTerms(d.ac)})`,
        ];
        if (d.threat) {
          const confirm =
            d.confirmTotal === undefined
              ? ""
              : `: confirm d20 ${d.confirmNatural} → ${d.confirmTotal}`;
          lines.push(`    threat${confirm}${d.critical ? " — CRITICAL HIT" : " — not confirmed"}`);
        }
        if (d.missChance !== undefined) {
          lines.push(`    miss chance ${d.missChance.percent}%: d% ${d.missChance.roll}`);
        }
        return lines.join("\n");
      }
      case "DamageDealt": {
        const d = e.data;
        return `  ${d.amount} ${d.nonlethal ? "nonlethal " : ""}damage to ${d.target} (${formatTerms(d.breakdown)})`;
      }
      case "SaveRolled": {
        const d = e.data;
        return `  ${d.target} ${d.save} save: d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} vs DC ${d.dc}: ${d.success ? "success" : "failure"}`;
      }
      case "VitalsChanged": {
        const { target, vitals, why } = e.data;
        return `  ${target}: hp ${vitals.hp}/${vitals.maxHp} ${vitalWord(vitals)} — ${why}`;
      }
      case "ConditionAdded":
        return `  ${e.data.target} is ${e.data.condition}${e.data.until === undefined ? "" : ` until round ${e.data.until.round} count ${e.data.until.count}`}`;
      case "ConditionRemoved":
        return `  ${e.data.target} is no longer ${e.data.condition}`;
      case "CombatantAdded":
        return `${e.data.spec.id} joins the fight (${e.data.spec.side}) at ${formatSquare(e.data.spec.position)}`;
      case "CombatantRemoved":
        return `${e.data.id} leaves the fight`;
      case "PositionSet":
        return `  ${e.data.target} is placed at ${formatSquare(e.data.to)}`;
      case "RulingOverridden":
        return `  the ruling at seq ${e.data.seq} is overridden: ${e.data.ruling}`;
      case "FightEnded":
        this.inTurn = false;
        this.depth = 0;
        return `\nThe fight ends: ${e.data.winner === undefined ? "no winner" : `${e.data.winner} wins`} (${e.data.reason}).`;
      default: {
        const told = describeInterrupt(e, this.windows[this.windows.length - 1]);
        if (told !== undefined) return `  ${told}`;
        return `${(e as { type: string }).type}${detail((e as { data: unknown }).data)}`;
      }
    }
  }
}

/** A die as `1d20 → 11` (faces shown when there are several), its key and origin. */
export function describeRoll(d: DiceRolledData): string {
  const faces = d.faces.length > 1 ? ` [${d.faces.join(",")}]` : "";
  const times = (d.times ?? 1) > 1 ? ` ×${d.times}` : "";
  const origin = d.origin === "seeded" ? "" : ` (${d.origin})`;
  return `roll ${d.expr}${times}${faces} = ${d.total}  ${d.key}${origin}`;
}

function slotName(slot: string): string {
  return slot === "fullRound"
    ? "full-round action"
    : slot === "fiveFootStep"
      ? "5-foot step"
      : `${slot} action`;
}

// An unknown event's data in one short line (a new fact type still shows up in the narration).
function detail(data: unknown): string {
  if (data === undefined || data === null) return "";
  const text = JSON.stringify(data);
  return text === "{}" ? "" : ` ${text.length > 120 ? `${text.slice(0, 117)}...` : text}`;
}
