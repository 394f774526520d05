import type { Texts } from "../teller.ts";

/** The English of dnd35's refusals of a readied action: its trigger and the action readied. */
export const readyViolationTexts = {
  "dnd35:violation.noSuchCreature.trigger": (p: { by: string }) => `no combatant "${p.by}"`,
  "dnd35:violation.notAStep.readied": () => "a 5-foot step goes to a neighbouring square",
  "dnd35:violation.badTrigger.on": (p: { on: string }) => `no trigger "${p.on}"`,
  "dnd35:violation.badTrigger.uses": (p: { action: string }) =>
    `"uses" names no action "${p.action}"`,
  "dnd35:violation.badTrigger.usesActivity": (p: { activity: string }) =>
    `"uses" narrows only an Activity, by an activity of the table (not "${p.activity}")`,
  "dnd35:violation.readiedFullRound.action": (p: { action: string }) =>
    `${p.action} takes a full round: ready a standard, move or free action`,
  "dnd35:violation.readiedFullRound.kind": (p: { kind: string }) =>
    `${p.kind} is a full-round action: ready a standard, move or free action`,
  "dnd35:violation.readiedStepInMove": (p: { action: string }) =>
    `a readied ${p.action} is movement already: it takes no 5-foot step`,
  "dnd35:violation.readiedStepAfterMove": () =>
    "a 5-foot step in a readied action only if the readier has not moved this round",
  "dnd35:violation.badReadiedAction.step": () =>
    "a 5-foot step is no action: take it as the step of a readied action",
  "dnd35:violation.badReadiedAction.kind": (p: { kind: string; kinds: readonly string[] }) =>
    `no readied action "${p.kind}": ready ${p.kinds.join(", ")}`,
  "dnd35:violation.counterNeedsCasting": () =>
    "a counterspell is readied against a creature casting",
  "dnd35:violation.badFreeAction": (p: { action: string }) => `no free action "${p.action}"`,
} satisfies Texts;
