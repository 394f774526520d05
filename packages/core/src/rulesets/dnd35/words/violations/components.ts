// The English of the refusals about spell components and casting in a grapple (seed 000 施法Cast
// a Spell 法术构件; 当你处于擒抱状态时 施法, 取出施法材料, 启动魔法物品).

/** Refusals of a spell whose components cannot be supplied now. */
export const componentViolationTexts = {
  "dnd35:violation.component.silenced": (p: { actor: string; spell: string; why: string }) =>
    `${p.actor} cannot speak (${p.why}): ${p.spell} has a verbal component (V) and needs a clear voice`,
  "dnd35:violation.component.noFreeHand": (p: { actor: string; spell: string }) =>
    `${p.actor} has no free hand for the gestures of ${p.spell} (a somatic component, S): put away or drop what one hand holds first`,
  "dnd35:violation.component.grappledSomatic": (p: { actor: string; spell: string }) =>
    `${p.actor} is grappling: ${p.spell} has a somatic component (S), and no spell with one can be cast in a grapple`,
  "dnd35:violation.component.grappledCastingTime": (p: { actor: string; spell: string }) =>
    `${p.actor} is grappling: ${p.spell} takes longer than a standard action to cast, too long in a grapple`,
  "dnd35:violation.component.notInHand": (p: { actor: string; spell: string; missing: string }) =>
    `${p.actor} is grappling and does not hold the ${p.missing} of ${p.spell} in hand: retrieving it from the pouch is the grapple option retrieveComponent (a full-round action)`,
  "dnd35:violation.component.noneToRetrieve": (p: { spell: string }) =>
    `${p.spell} has no material or focus component to retrieve`,
  "dnd35:violation.component.alreadyHeld": (p: { actor: string; spell: string }) =>
    `${p.actor} already holds the components of ${p.spell}`,
  "dnd35:violation.component.scrollInGrapple": (p: { actor: string; item: string }) =>
    `${p.actor} is grappling: ${p.item} is a scroll, a spell completion item, and cannot be used in a grapple (other magic items can)`,
};
