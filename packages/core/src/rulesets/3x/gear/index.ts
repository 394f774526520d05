// What a creature holds and carries (seed 000 拔出或者收回武器, 装备或者卸下盾牌, 操作一个物品,
// 丢掉物品): the gear state, its starting point, its reducer and what is wielded.

export { applyGearChange, fired } from "./applyGearChange.ts";
export { chargesLeft } from "./charges.ts";
export { type Gear, type GroundItem, SHIELD_ID } from "./gear.ts";
export { heldWeapons } from "./heldWeapons.ts";
export { shieldAttackTerms, usesBucklerHand } from "./shieldUse.ts";
export { fillsBothHands, isBodyWeapon, startingGear } from "./startingGear.ts";
export { takeInto, takenId } from "./takenItem.ts";
export { type ItemPlace, whereIs } from "./whereIs.ts";
export { handFree, isLoaded, isWielded, mainHandWeapon } from "./wielded.ts";
