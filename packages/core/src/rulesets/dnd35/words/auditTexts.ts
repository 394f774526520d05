import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import { acWord, attacked } from "./attacks.ts";
import type { Texts } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

/** The English texts of the audit's lines. */
export const auditTexts = {
  "dnd35:audit.Declared": (input: Data<"Declared">) => {
    if (input.by === "gm")
      return `GM: ${input.decl.kind} (${(input.decl as { reason: string }).reason})`;
    const { by, decl } = input;
    const target = "target" in decl ? ` on ${decl.target}` : "";
    return `${by} declares ${decl.kind}${target}`;
  },
  "dnd35:audit.AttackResolved": (d: Data<"AttackResolved">) => {
    const crit = d.critical ? " (critical)" : d.threat ? " (threat)" : "";
    return `${d.attacker} ${d.hit ? "hits" : "misses"} ${attacked(d)} with ${d.weapon}: ${d.total} vs ${acWord(d)} ${d.acTotal}${crit}`;
  },
  "dnd35:audit.DamageDealt": (d: Data<"DamageDealt">) => {
    const kind = d.nonlethal ? "nonlethal damage" : "damage";
    return `${d.source ?? "the GM"} deals ${d.amount} ${kind} to ${d.target}`;
  },
  "dnd35:audit.VitalsChanged": (d: Data<"VitalsChanged">) => `${d.target}: ${d.why}`,
  "dnd35:audit.InitiativeRolled": (d: Data<"InitiativeRolled">) =>
    `initiative order: ${d.order.join(", ")}`,
  "dnd35:audit.ActionTaken": (d: Data<"ActionTaken">) =>
    `${d.actor} takes ${d.action} (${d.slot} action)`,
  "dnd35:audit.Moved": (d: Data<"Moved">) => `${d.actor} moves ${d.feet} ft (${d.mode})`,
  "dnd35:audit.breakdown.attackRoll": () => "attack roll",
  "dnd35:audit.breakdown.armorClass": () => "armor class",
  "dnd35:audit.breakdown.damage": () => "damage",
  "dnd35:audit.breakdown.save": (d: { save: string; dc: number }) => `${d.save} save (DC ${d.dc})`,
  "dnd35:audit.breakdown.saveDc": () => "save DC",
  "dnd35:audit.breakdown.move": (d: { from: { x: number; y: number } }) =>
    `feet moved from (${d.from.x},${d.from.y})`,
  "dnd35:audit.breakdown.initiative": (d: { id: string }) => `initiative of ${d.id}`,
  "dnd35:audit.breakdown.healCheck": (d: { target: string; dc: number }) =>
    `Heal check to stabilize ${d.target} (DC ${d.dc})`,
} satisfies Texts;
