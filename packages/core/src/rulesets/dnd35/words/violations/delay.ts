import type { Texts } from "../teller.ts";

/**
 * The English of dnd35's refusals of a delay: when it may be taken and the count or creature it
 * names.
 */
export const delayViolationTexts = {
  "dnd35:violation.delayAgain": () => "a creature stepping in from a delay acts now",
  "dnd35:violation.delayAfterActing": () => "delay before acting: this turn has begun",
  "dnd35:violation.delayTwoWays": () => "name a creature to follow or a count, not both",
  "dnd35:violation.delayNextRound": () => "a delay to the next round names a count",
  "dnd35:violation.delayCount.whole": () => "a delay names a whole count",
  "dnd35:violation.delayCount.nextRound": (p: { own: number }) =>
    `a delay to the next round names a count above ${p.own}, before its regular turn`,
  "dnd35:violation.delayCount.thisRound": (p: { own: number }) =>
    `a delay lowers the count below ${p.own}`,
} satisfies Texts;
