import { formatSquare } from "../../../words/format.ts";
import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import { fact, type Tellers, type Texts } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

/** The GM's changes to the roster and rulings, told without indent beyond the step's. */
export const rosterTellers: Tellers = {
  CombatantAdded: (d) => fact("CombatantAdded", d, 0),
  CombatantRemoved: (d) => fact("CombatantRemoved", d, 0),
  RulingOverridden: (d) => fact("RulingOverridden", d),
  OrderChanged: (d) => fact("OrderChanged", d, 0),
};

/** The English texts of roster changes and overridden rulings. */
export const rosterTexts = {
  "dnd35:event.CombatantAdded": (d: Data<"CombatantAdded">) =>
    `${d.spec.id} joins the fight (${d.spec.side}) at ${formatSquare(d.spec.position)}`,
  "dnd35:event.CombatantRemoved": (d: Data<"CombatantRemoved">) => `${d.id} leaves the fight`,
  "dnd35:event.OrderChanged": (d: Data<"OrderChanged">) =>
    `${d.target} now acts just before ${d.before}, at count ${d.count}`,
  "dnd35:event.RulingOverridden": (d: Data<"RulingOverridden">) =>
    `the ruling at seq ${d.seq} is overridden: ${d.ruling}`,
} satisfies Texts;
