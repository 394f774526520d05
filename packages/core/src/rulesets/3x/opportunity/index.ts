// The 3.x attacks of opportunity that dnd35 and dnd30 share: how many a round, who may take one
// against whom, and with which weapon.
export { aooAllowance } from "./aooAllowance.ts";
export {
  noOpportunity,
  opportunityCandidates,
  opportunityWeapon,
  threateningWeapons,
} from "./eligibility.ts";
