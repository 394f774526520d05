import type { Square } from "../../../../model/ids.ts";
import { formatSquare as sq } from "../../../../words/format.ts";
import type { Texts } from "../teller.ts";
import { knownConditionsText } from "./knownConditions.ts";

/** The English of dnd35's refusals of a GM declaration. */
export const gmViolationTexts = {
  "dnd35:violation.unknownDeclaration.gm": (p: { kind: string }) => `no GM declaration "${p.kind}"`,
  "dnd35:violation.noReason": () => "a GM decision needs a reason",
  "dnd35:violation.badAmount": () => "amount must be a whole number ≥ 1",
  "dnd35:violation.dead": (p: { target: string }) => `${p.target} is dead`,
  "dnd35:violation.duplicate": (p: { id: string }) => `"${p.id}" is already in the fight`,
  "dnd35:violation.unknownCondition.gm": (p: { condition: string }) =>
    `no condition "${p.condition}" in dnd35; the known conditions are ${knownConditionsText()}`,
  "dnd35:violation.pastAnchor": (p: { count: number; round: number }) =>
    `"just before count ${p.count} in round ${p.round}" has passed`,
  "dnd35:violation.noSuchSide": (p: { side: string }) => `no side "${p.side}" in this fight`,
  "dnd35:violation.noSuchEvent": (p: { seq: number }) => `no event ${p.seq} yet`,
  "dnd35:violation.notInOrder": (p: { id: string }) =>
    `${p.id} is not in the initiative order (it has not rolled, or it is delaying)`,
  "dnd35:violation.sameCreature": (p: { id: string }) => `${p.id} cannot go before itself`,
  "dnd35:violation.actingNow": (p: { id: string }) =>
    `${p.id} is acting now: its place in the order cannot move during its turn`,
  "dnd35:violation.offMap": (p: { square: Square }) => `square ${sq(p.square)} is off the map`,
  "dnd35:violation.blockedTerrain": (p: { square: Square }) => `${sq(p.square)}: a wall or pit`,
  "dnd35:violation.occupied": (p: { square: Square; id: string }) =>
    `square ${sq(p.square)} is occupied by ${p.id}`,
} satisfies Texts;
