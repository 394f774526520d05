/** The rule a poke cites (the tag fixture's rules index: tagRuleset.ts). */
export const RULE = "tag.poke";

/** The rule a round cites. */
export const ROUND = "tag.round";
