import { type CombatantDeclaration, type GmDeclaration, type Input, isGmInput } from "@d20/core";
import { describeReady } from "./describeReady.ts";
import { formatPath, formatSquare } from "./terms.ts";

/** A declaration in words, without its author: `Attack → 地精-1 (longsword)`. */
export function describeDeclaration(decl: CombatantDeclaration): string {
  switch (decl.kind) {
    case "Attack":
    case "FullAttack":
    case "Charge": {
      const how = [
        decl.weapon,
        decl.hand === "off" ? "off hand" : undefined,
        decl.twoHanded === true ? "two-handed" : undefined,
        decl.thrown === true ? "thrown" : undefined,
        decl.nonlethal === true ? "nonlethal" : undefined,
        decl.lethal === true ? "lethal" : undefined,
        decl.kind !== "Charge" && decl.fightingDefensively === true ? "defensively" : undefined,
      ].filter((x) => x !== undefined);
      const path = decl.kind === "Charge" ? ` via ${formatPath(decl.path)}` : "";
      return `${decl.kind} → ${decl.target}${how.length > 0 ? ` (${how.join(", ")})` : ""}${path}`;
    }
    case "Move":
    case "Run":
    case "Withdraw":
      return `${decl.kind} ${formatPath(decl.path)}`;
    case "FiveFootStep":
    case "MinimumMove":
    case "Crawl":
      return `${decl.kind} to ${formatSquare(decl.to)}`;
    case "Activity":
      return `${decl.activity}${decl.aiding === undefined ? "" : ` (aiding ${decl.aiding})`}${decl.heldByOther === true ? " (held by another)" : ""}`;
    case "Cast":
      return `Cast ${decl.spell}${decl.target === undefined ? "" : ` → ${decl.target}`}${decl.defensively === true ? " (defensively)" : ""}`;
    case "Touch":
      return `Touch → ${decl.target}`;
    case "WakeSleeper":
      return `WakeSleeper → ${decl.target}`;
    case "Delay":
      return `Delay ${delayUntil(decl)}`;
    case "Ready":
      return describeReady(decl.action, decl.trigger);
    case "Respond":
      return decl.take
        ? `takes the chance${decl.weapon === undefined ? "" : ` (${decl.weapon})`}`
        : "declines";
    case "CoupDeGrace":
      return `CoupDeGrace → ${decl.target}${decl.weapon === undefined ? "" : ` (${decl.weapon})`}`;
    case "StartFullRound":
    case "CompleteFullRound":
      return `${decl.kind} ${decl.action}`;
    case "FreeAction":
      return `FreeAction ${decl.action}`;
    case "TotalDefense":
    case "EndTurn":
      return decl.kind;
    default:
      return unreachable(decl);
  }
}

/** A GM declaration in words, without its reason. */
export function describeGm(decl: GmDeclaration): string {
  switch (decl.kind) {
    case "BeginCombat":
      return "BeginCombat";
    case "ApplyDamage":
      return `ApplyDamage ${decl.amount}${decl.nonlethal === true ? " nonlethal" : ""} to ${decl.target}`;
    case "ApplyHealing":
    case "GrantTempHp":
      return `${decl.kind} ${decl.amount} to ${decl.target}`;
    case "AddCondition":
      return `AddCondition ${decl.condition} on ${decl.target}${decl.until === undefined ? "" : ` until round ${decl.until.round} count ${decl.until.count}`}`;
    case "RemoveCondition":
      return `RemoveCondition ${decl.condition} from ${decl.target}`;
    case "MoveCreature":
      return `MoveCreature ${decl.target} to ${formatSquare(decl.to)}`;
    case "AddCombatant":
      return `AddCombatant ${decl.spec.id}`;
    case "RemoveCombatant":
      return `RemoveCombatant ${decl.target}`;
    case "EndFight":
      return `EndFight${decl.winner === undefined ? "" : ` (winner ${decl.winner})`}`;
    case "OverrideRuling":
      return `OverrideRuling of seq ${decl.seq}: ${decl.ruling}`;
    default:
      return unreachable(decl);
  }
}

/** An input with its author: `战士-1 declares Attack → 地精-1` or `GM: EndFight — reason`. */
export function describeInput(input: Input): string {
  if (isGmInput(input)) return `GM: ${describeGm(input.decl)} — ${input.decl.reason}`;
  return `${input.by} declares ${describeDeclaration(input.decl)}`;
}

function unreachable(x: never): never {
  throw new Error(`invariant: unknown declaration ${JSON.stringify(x)}`);
}

/**
 * Until when a delay waits (seed 000 延迟DELAY): after a creature's turn, to a count (this round
 * or the next), or — naming neither — until the delayer says so, asked after each later turn.
 */
export function delayUntil(d: {
  readonly after?: string;
  readonly count?: number;
  readonly nextRound?: boolean;
}): string {
  if (d.after !== undefined) return `until after ${d.after}`;
  if (d.count !== undefined)
    return `to count ${d.count}${d.nextRound === true ? " next round" : ""}`;
  return "until it chooses to step in (asked after each later turn)";
}
