// 3.x threatened squares and reach, flanking, and shooting into melee (dnd35 and dnd30 alike).
export { type MeleeReach, meleeReach, naturalReachFt } from "./reach.ts";
export {
  canThreaten,
  isFlanking,
  isIntoMelee,
  threatens,
  threatensWith,
  unlistedUnarmedStrike,
} from "./threat.ts";
