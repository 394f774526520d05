// Initiative order with tie-break keys, for any d20 ruleset: the roll with an edition's modifier,
// the order, and ties re-rolled as keyed dice.
export { breakTies } from "./breakTies.ts";
export { compareEntries } from "./compareEntries.ts";
export { type InitiativeRules, rollInitiativeWith } from "./rollInitiative.ts";
export { tiedGroups } from "./tiedGroups.ts";
