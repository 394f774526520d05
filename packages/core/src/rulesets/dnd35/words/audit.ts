import { type Message, msg } from "../../../words/message.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import { knows } from "./knows.ts";
import { tell } from "./tell.ts";

// The facts the audit words in a line of their own: the ones an audit's findings and causes
// are most often about (attacks and damage, seed 000 攻击检定 / 伤害; injury, 受伤和死亡).
const OWN = new Set([
  "Declared",
  "AttackResolved",
  "DamageDealt",
  "VitalsChanged",
  "InitiativeRolled",
  "ActionTaken",
  "Moved",
]);

/**
 * A dnd35 event in one line for the audit (`dnd35:audit.<type>`); any other of its events as
 * the narrator's first line of it; undefined for an event dnd35 does not tell (the audit's
 * plain rendering then).
 */
export function auditSummary(event: ThreeXEvent): Message | undefined {
  if (OWN.has(event.type)) return msg(`dnd35:audit.${event.type}`, event.data);
  const first = tell(event, {})?.lines.find((l) => l.text !== undefined)?.text;
  return first !== undefined && knows(first) ? first : undefined;
}
