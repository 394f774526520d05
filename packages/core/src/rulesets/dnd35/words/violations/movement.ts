import type { Square } from "../../../../model/ids.ts";
import { formatSquare as sq } from "../../../../words/format.ts";
import type { Texts } from "../teller.ts";

/**
 * The English of dnd35's refusals of a move: its path, its cost, a 5-foot step, a run, squares
 * taken.
 */
export const movementViolationTexts = {
  "dnd35:violation.runBlind": (p: { actor: string }) =>
    `${p.actor} is blinded: no running where it cannot see`,
  "dnd35:violation.runThroughDifficult": (p: { square: Square }) =>
    `no running through difficult terrain ${sq(p.square)}`,
  "dnd35:violation.notStraight": () => "a run goes in a straight line",
  "dnd35:violation.cannotMove": (p: { actor: string }) => `${p.actor} cannot move at all`,
  "dnd35:violation.emptyPath": () => "the path is empty",
  "dnd35:violation.tooFar.blinded": (p: { feet: number; budgetFt: number }) =>
    `the path costs ${p.feet} ft, every square doubled for a blinded mover; ${p.budgetFt} ft allowed`,
  "dnd35:violation.tooFar.plain": (p: { feet: number; budgetFt: number }) =>
    `the path costs ${p.feet} ft; ${p.budgetFt} ft allowed`,
  "dnd35:violation.tooSlow": () => "a creature with speed 5 ft or less cannot take a 5-foot step",
  "dnd35:violation.notAStep.step": () => "a 5-foot step goes to an adjacent square",
  "dnd35:violation.hamperedStep.terrain": (p: { square: Square }) =>
    `no 5-foot step into or out of difficult terrain or an obstacle ${sq(p.square)}`,
  "dnd35:violation.hamperedStep.blinded": (p: { actor: string }) =>
    `${p.actor} is blinded: its movement is hampered, so no 5-foot step`,
  "dnd35:violation.blockedByAlly": (p: { id: string; square: Square }) =>
    `a charge cannot pass ${p.id}'s square ${sq(p.square)}`,
  "dnd35:violation.blockedByFoe.charge": (p: { id: string; square: Square }) =>
    `${p.id} blocks the charge at ${sq(p.square)}`,
  "dnd35:violation.blockedByFoe.move": (p: { id: string; square: Square }) =>
    `${p.id} blocks square ${sq(p.square)}`,
} satisfies Texts;
