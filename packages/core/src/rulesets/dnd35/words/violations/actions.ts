import type { Texts } from "../teller.ts";

/**
 * The English of dnd35's refusals of a turn's other actions: spells, touches, standing and
 * crawling, activities, waking an ally.
 */
export const actionViolationTexts = {
  "dnd35:violation.noSuchCreature.toFollow": (p: { after: string }) =>
    `no other combatant "${p.after}"`,
  "dnd35:violation.unknownActivity": (p: { activity: string }) => `no action "${p.activity}"`,
  "dnd35:violation.notProne.stand": (p: { actor: string }) => `${p.actor} is not prone`,
  "dnd35:violation.alreadyProne": (p: { actor: string }) => `${p.actor} is already prone`,
  "dnd35:violation.unknownSpell": (p: { actor: string; spell: string }) =>
    `${p.actor} has no spell "${p.spell}"`,
  "dnd35:violation.noTarget.spell": (p: { spell: string }) => `${p.spell} needs a target`,
  "dnd35:violation.noTarget.none": (p: { target: string }) => `no combatant "${p.target}"`,
  "dnd35:violation.noTarget.toWake": (p: { target: string }) =>
    `no other combatant "${p.target}" to wake`,
  "dnd35:violation.personalSpell": (p: { spell: string; actor: string }) =>
    `${p.spell} has personal range: it affects ${p.actor} only`,
  "dnd35:violation.outOfReach.touch": (p: { target: string }) =>
    `${p.target} is out of touch reach`,
  "dnd35:violation.noCharge": (p: { actor: string }) => `${p.actor} holds no touch spell`,
  "dnd35:violation.tooManyTouched": () => "touch up to six different allies",
  "dnd35:violation.notAnAlly": (p: { target: string }) =>
    `${p.target} is not an ally: a foe is touched alone`,
  "dnd35:violation.notAdjacent.wake": (p: { target: string; actor: string }) =>
    `${p.target} is not adjacent to ${p.actor}`,
  "dnd35:violation.notAlly": (p: { target: string; actor: string }) =>
    `${p.target} is not an ally of ${p.actor}`,
  "dnd35:violation.notAsleep": (p: { target: string }) => `${p.target} is not asleep`,
} satisfies Texts;
