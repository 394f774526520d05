import type { Texts } from "../teller.ts";

/**
 * The English of dnd35's refusals of an attack: target, weapon and hand, reach, range, cover, a
 * full attack's slot, a coup de grace.
 */
export const attackViolationTexts = {
  "dnd35:violation.outOfReach.weapon": (p: { target: string; ft: number; reachFt: number }) =>
    `${p.target} is ${p.ft} ft away; reach is ${p.reachFt} ft`,
  "dnd35:violation.selfTarget": () => "a creature does not attack itself",
  "dnd35:violation.deadTarget": (p: { target: string }) => `${p.target} is dead`,
  "dnd35:violation.noWeapon": (p: { actor: string; weapon: string | undefined }) =>
    `${p.actor} carries no weapon "${p.weapon}"`,
  "dnd35:violation.grappleWeapon": (p: { weapon: string }) =>
    `${p.weapon} cannot be used in a grapple: an unarmed strike, a natural weapon or a light weapon only`,
  "dnd35:violation.grappleTwoWeapon": (p: { actor: string; weapon: string }) =>
    `${p.actor} is grappling: no off-hand attack (${p.weapon}) — in a grapple a creature cannot fight with two weapons, even two light ones`,
  "dnd35:violation.grapple.pinnerWeapon": (p: { actor: string; weapon: string }) =>
    `${p.actor} pins a foe: while pinning it can use no weapon (${p.weapon}), against the pinned or anyone else — only its unarmed strike or natural weapons`,
  "dnd35:violation.noOffHand": (p: { weapon: string; actor: string }) =>
    `${p.weapon} is not in ${p.actor}'s off hand`,
  "dnd35:violation.notTwoHanded": (p: { weapon: string; offHand: boolean; natural?: boolean }) =>
    `${p.weapon} cannot be wielded two-handed ${p.offHand ? "in the off hand" : p.natural === true ? "(a natural weapon)" : "(no weapon in hand)"}`,
  "dnd35:violation.notThrowable": (p: { weapon: string }) => `${p.weapon} is not a thrown weapon`,
  "dnd35:violation.proneRanged": (p: { weapon: string }) =>
    `${p.weapon} cannot be used while prone (only a crossbow or shuriken)`,
  "dnd35:violation.outOfRange": (p: { target: string; maxFt: number }) =>
    `${p.target} is beyond ${p.maxFt} ft`,
  "dnd35:violation.totalCover": (p: { target: string }) => `${p.target} has total cover`,
  "dnd35:violation.tooClose": () => "a reach weapon cannot attack an adjacent foe",
  "dnd35:violation.notTotallyConcealed": (p: { target: string }) =>
    `${p.target} is not totally concealed: attack it where it stands`,
  "dnd35:violation.badSquare": () => "the guessed square must be on the map",
  "dnd35:violation.notThisSlot": (p: {
    attack: number;
    hand: string;
    weapon: string;
    natural?: string;
  }) =>
    p.natural === undefined
      ? `attack ${p.attack} of this full attack is the ${p.hand}-hand ${p.weapon}`
      : `attack ${p.attack} of this full attack is the ${p.weapon} (${p.natural} natural attack)`,
  "dnd35:violation.notHelpless": (p: { target: string }) => `${p.target} is not helpless`,
  "dnd35:violation.immuneToCriticals": (p: { target: string }) =>
    `${p.target} is immune to critical hits: no coup de grace`,
  "dnd35:violation.notAdjacent.coupDeGrace": () =>
    "a coup de grace with a bow or crossbow needs the target adjacent",
  "dnd35:violation.notMelee": (p: { weapon: string }) =>
    `${p.weapon} cannot deliver a coup de grace`,
} satisfies Texts;
