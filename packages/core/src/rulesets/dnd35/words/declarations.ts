import { isGmInput } from "../../../log/declarations.ts";
import { formatPath, formatSquare } from "../../../words/format.ts";
import { type Message, msg } from "../../../words/message.ts";
import type {
  CombatantDeclaration,
  ThreeXGmDeclaration,
  ThreeXInput,
} from "../../3x/log/declarations.ts";
import { readyWords } from "./ready.ts";
import { answerPhrase } from "./special.ts";
import type { Texts } from "./teller.ts";

type Decl<K extends CombatantDeclaration["kind"]> = Extract<CombatantDeclaration, { kind: K }>;
type Gm<K extends ThreeXGmDeclaration["kind"]> = Extract<ThreeXGmDeclaration, { kind: K }>;

/** A combatant's declaration as a message (`dnd35:declaration.<kind>`), its fields the params. */
export function declarationMessage(decl: CombatantDeclaration): Message {
  return msg(`dnd35:declaration.${decl.kind}`, decl);
}

/** A GM declaration as a message (`dnd35:gm.<kind>`), without its reason. */
export function gmMessage(decl: ThreeXGmDeclaration): Message {
  return msg(`dnd35:gm.${decl.kind}`, decl);
}

/**
 * An input with its author: `战士-1 declares Attack → 地精-1`, with the policy's reason when it
 * gave one (`Ysolde declares Cast sleep → orc-2 — orc-2 awake, …`), or `GM: EndFight — reason`.
 */
export function inputMessage(input: ThreeXInput): Message {
  if (isGmInput(input)) {
    return msg("dnd35:input.gm", { decl: gmMessage(input.decl), reason: input.decl.reason });
  }
  const decl = declarationMessage(input.decl);
  return input.why === undefined
    ? msg("dnd35:input.combatant", { by: input.by, decl })
    : msg("dnd35:input.combatantWhy", { by: input.by, decl, why: input.why });
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

/**
 * A special attack as a line says it (seed 000 表：特殊攻击动作): its name, its target, and what
 * else it names — the ally aided and how, the weapon, the item, the grapple option, the path.
 */
function specialAttackWords(d: Decl<"SpecialAttack">): string {
  const f = d as Decl<"SpecialAttack"> & Record<string, unknown>;
  const parts: string[] = [String(f.option ?? f.mode ?? "")].filter((p) => p !== "");
  if (typeof f.weapon === "string") parts.push(`with ${f.weapon}`);
  if (typeof f.item === "string") parts.push(`item ${f.item}`);
  if (typeof f.ally === "string")
    parts.push(
      `aiding ${f.ally}'s ${f.aid === "ac" ? "AC" : f.aid === "skill" ? String(f.skill) : "attack"}`,
    );
  if (f.follow === true) parts.push("following");
  if (f.charge === true) parts.push("charging");
  if (f.grab === true) parts.push("grabbing");
  if (f.dropWeapon === true) parts.push("dropping the weapon if tripped back");
  if (f.lethal === true) parts.push("lethal");
  if (typeof f.spell === "string") parts.push(`for ${f.spell}`);
  if (f.silence === true) parts.push("silencing");
  if (f.fullAttack === true) parts.push("first attack of a full attack");
  if (Array.isArray(f.undead)) parts.push(`to ${(f.undead as string[]).join(", ")}`);
  if (f.release === true) parts.push("releasing them");
  else if (f.mode === "command" && f.target === undefined) parts.push("to stand");
  if (f.fast === true) parts.push("fast: a free action, Ride DC 20");
  if (Array.isArray(f.path)) parts.push(`along ${formatPath(f.path as never)}`);
  // A splash weapon's `at` is a grid intersection, the top-left corner of that square.
  if (f.at !== undefined)
    parts.push(
      `at ${d.attack === "ThrowSplash" ? "the grid intersection " : ""}${formatSquare(f.at as never)}`,
    );
  if (f.to !== undefined) parts.push(`to ${formatSquare(f.to as never)}`);
  const target = typeof f.target === "string" ? ` → ${f.target}` : "";
  return `${d.attack}${target}${parts.length === 0 ? "" : ` (${parts.join(", ")})`}`;
}

function strike(decl: Decl<"Attack" | "FullAttack" | "Charge">): string {
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

const moving = (d: Decl<"Move" | "Run" | "Withdraw">) => {
  const merged =
    d.kind !== "Move"
      ? []
      : [
          d.drawWeapon === true ? `drawing ${d.draw ?? "a weapon"}` : undefined,
          d.readyShield === true ? "strapping on its shield" : undefined,
        ].filter((x) => x !== undefined);
  return `${d.kind} ${formatPath(d.path)}${merged.length > 0 ? ` (${merged.join(", ")})` : ""}`;
};
const stepping = (d: Decl<"FiveFootStep" | "MinimumMove" | "Crawl">) =>
  `${d.kind} to ${formatSquare(d.to)}`;
const fullRound = (d: Decl<"StartFullRound" | "CompleteFullRound">) => `${d.kind} ${d.action}`;

/** The English texts of declarations and inputs. */
export const declarationTexts = {
  "dnd35:input.combatant": (p: { by: string; decl: Message }, t) => `${p.by} declares ${t(p.decl)}`,
  "dnd35:input.combatantWhy": (p: { by: string; decl: Message; why: string }, t) =>
    `${p.by} declares ${t(p.decl)} — ${p.why}`,
  "dnd35:input.gm": (p: { decl: Message; reason: string }, t) => `GM: ${t(p.decl)} — ${p.reason}`,
  "dnd35:declaration.Attack": strike,
  "dnd35:declaration.FullAttack": strike,
  "dnd35:declaration.Charge": strike,
  "dnd35:declaration.Move": moving,
  "dnd35:declaration.Run": moving,
  "dnd35:declaration.Withdraw": moving,
  "dnd35:declaration.FiveFootStep": stepping,
  "dnd35:declaration.MinimumMove": stepping,
  "dnd35:declaration.Crawl": stepping,
  "dnd35:declaration.Activity": (d: Decl<"Activity">) =>
    `${d.activity}${d.item === undefined ? "" : ` ${d.item}`}${d.also === undefined ? "" : ` and ${d.also}`}${d.target === undefined ? "" : ` → ${d.target}`}${d.aiding === undefined ? "" : ` (aiding ${d.aiding})`}${d.heldByOther === true ? " (held by another)" : ""}${d.defensively === true ? " (defensively)" : ""}`,
  "dnd35:declaration.Cast": (d: Decl<"Cast">) =>
    `Cast ${d.spell}${d.target === undefined ? "" : ` → ${d.target}`}${d.defensively === true ? " (defensively)" : ""}`,
  "dnd35:declaration.Touch": (d: Decl<"Touch">) => `Touch → ${d.target}`,
  "dnd35:declaration.SpecialAttack": (d: Decl<"SpecialAttack">) => specialAttackWords(d),
  "dnd35:declaration.WakeSleeper": (d: Decl<"WakeSleeper">) => `WakeSleeper → ${d.target}`,
  "dnd35:declaration.Delay": (d: Decl<"Delay">) => `Delay ${delayUntil(d)}`,
  "dnd35:declaration.Ready": (d: Decl<"Ready">) => readyWords(d.action, d.trigger),
  "dnd35:declaration.Choose": (d: Decl<"Choose">) => `chooses to ${answerPhrase(d.answer)}`,
  "dnd35:declaration.Respond": (d: Decl<"Respond">) =>
    d.take ? `takes the chance${d.weapon === undefined ? "" : ` (${d.weapon})`}` : "declines",
  "dnd35:declaration.CoupDeGrace": (d: Decl<"CoupDeGrace">) =>
    `CoupDeGrace → ${d.target}${d.weapon === undefined ? "" : ` (${d.weapon})`}`,
  "dnd35:declaration.StartFullRound": fullRound,
  "dnd35:declaration.CompleteFullRound": fullRound,
  "dnd35:declaration.FreeAction": (d: Decl<"FreeAction">) =>
    `FreeAction ${d.action}${d.item === undefined ? "" : ` ${d.item}`}${d.to === undefined ? "" : ` to ${formatSquare(d.to)}`}`,
  "dnd35:declaration.TotalDefense": () => "TotalDefense",
  "dnd35:declaration.EndTurn": () => "EndTurn",
  "dnd35:gm.BeginCombat": () => "BeginCombat",
  "dnd35:gm.ApplyDamage": (d: Gm<"ApplyDamage">) =>
    `ApplyDamage ${d.amount}${d.nonlethal === true ? " nonlethal" : ""} to ${d.target}`,
  "dnd35:gm.ApplyHealing": (d: Gm<"ApplyHealing">) => `${d.kind} ${d.amount} to ${d.target}`,
  "dnd35:gm.GrantTempHp": (d: Gm<"GrantTempHp">) => `${d.kind} ${d.amount} to ${d.target}`,
  "dnd35:gm.AddCondition": (d: Gm<"AddCondition">) =>
    `AddCondition ${d.condition} on ${d.target}${d.until === undefined ? "" : ` until round ${d.until.round} count ${d.until.count}`}`,
  "dnd35:gm.RemoveCondition": (d: Gm<"RemoveCondition">) =>
    `RemoveCondition ${d.condition} from ${d.target}`,
  "dnd35:gm.MoveCreature": (d: Gm<"MoveCreature">) =>
    `MoveCreature ${d.target} to ${formatSquare(d.to)}`,
  "dnd35:gm.AddCombatant": (d: Gm<"AddCombatant">) => `AddCombatant ${d.spec.id}`,
  "dnd35:gm.RemoveCombatant": (d: Gm<"RemoveCombatant">) => `RemoveCombatant ${d.target}`,
  "dnd35:gm.MoveInOrder": (d: Gm<"MoveInOrder">) => `MoveInOrder ${d.target} before ${d.before}`,
  "dnd35:gm.EndFight": (d: Gm<"EndFight">) =>
    `EndFight${d.winner === undefined ? "" : ` (winner ${d.winner})`}`,
  "dnd35:gm.OverrideRuling": (d: Gm<"OverrideRuling">) =>
    `OverrideRuling of seq ${d.seq}: ${d.ruling}`,
} satisfies Texts;
