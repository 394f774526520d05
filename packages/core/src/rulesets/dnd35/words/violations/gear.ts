/**
 * The English of dnd35's refusals about what a creature holds and carries: drawing, sheathing,
 * picking up, dropping, stowing, shields, loading, and attacking with what is not in hand.
 */
export const gearViolationTexts = {
  "dnd35:violation.gear.whichItem": (p: { action: string }) => `${p.action}: say which item`,
  "dnd35:violation.gear.noItem": (p: { actor: string; item: string }) =>
    `${p.actor} has no item "${p.item}"`,
  "dnd35:violation.gear.inHand": (p: { actor: string; item: string }) =>
    `${p.actor} already holds ${p.item}`,
  "dnd35:violation.gear.notInHand": (p: { actor: string; item: string }) =>
    `${p.actor} does not hold ${p.item}`,
  "dnd35:violation.gear.body": (p: { item: string }) =>
    `${p.item} is a weapon of the body: it is never drawn or put away`,
  "dnd35:violation.gear.stowed": (p: { item: string }) =>
    `${p.item} is stowed in a pack: retrieving it is RetrieveStoredItem`,
  "dnd35:violation.gear.notStowed": (p: { item: string }) => `${p.item} is not stowed in a pack`,
  "dnd35:violation.gear.onGround": (p: { item: string }) =>
    `${p.item} lies on the ground: picking it up is PickUpItem`,
  "dnd35:violation.gear.notOnGround": (p: { item: string }) => `${p.item} is not on the ground`,
  "dnd35:violation.gear.usedUp": (p: { item: string }) => `${p.item} is used up`,
  "dnd35:violation.gear.gone": (p: { item: string; how: string }) =>
    p.how === "destroyed" ? `${p.item} is destroyed` : `${p.item} was taken by ${p.how}`,
  "dnd35:violation.gear.notAWeapon": (p: { item: string }) =>
    `${p.item} is not a weapon or a wand: stowing it is StowItem`,
  "dnd35:violation.gear.handsFull": (p: { actor: string; item: string; hands: number }) =>
    `${p.actor} has no ${p.hands === 2 ? "two free hands" : "free hand"} for ${p.item}`,
  "dnd35:violation.gear.twoAtOnce": () =>
    "drawing two weapons at once takes Two-Weapon Fighting and two light or one-handed weapons",
  "dnd35:violation.gear.outOfReach": (p: { item: string }) =>
    `${p.item} lies out of reach: pick up from your space or an adjacent square`,
  "dnd35:violation.gear.dropSquare": () => "drop it in your space or an adjacent square on the map",
  "dnd35:violation.gear.noShield": (p: { actor: string }) => `${p.actor} has no shield at hand`,
  "dnd35:violation.gear.shieldReady": (p: { actor: string }) =>
    `${p.actor}'s shield is already strapped on`,
  "dnd35:violation.gear.shieldNotReady": (p: { actor: string }) =>
    `${p.actor}'s shield is not strapped on`,
  "dnd35:violation.gear.shieldStrapped": () =>
    "a strapped-on shield is loosed (LooseShield, a move action), not dropped",
  "dnd35:violation.gear.notCrossbow": (p: { item: string; activity: string }) =>
    `${p.item} is not loaded by ${p.activity}`,
  "dnd35:violation.gear.noTowerShield": (p: { actor: string }) =>
    `${p.actor} has no tower shield strapped on to take cover behind`,
  "dnd35:violation.gear.behindTowerShield": (p: { actor: string }) =>
    `${p.actor} is behind its tower shield: no attack reaches it, and it makes none, until its next turn`,
  "dnd35:violation.gear.alreadyLoaded": (p: { item: string }) => `${p.item} is already loaded`,
  "dnd35:violation.gear.notWielded": (p: { actor: string; weapon: string }) =>
    `${p.actor} does not have ${p.weapon} in hand: draw it first`,
  "dnd35:violation.gear.notLoaded": (p: { weapon: string }) =>
    `${p.weapon} is not loaded: load it first`,
  "dnd35:violation.gear.mergeNeedsBab": (p: { what: string }) =>
    `${p.what} merges into a move only with base attack bonus +1 or more`,
  "dnd35:violation.noSlotLeft": (p: { attack: number }) =>
    `no attack ${p.attack} is left in this full attack (a weapon left the hand)`,
};
