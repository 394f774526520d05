import type { Square } from "../../../../model/ids.ts";
import { formatSquare as sq } from "../../../../words/format.ts";
import type { Texts } from "../teller.ts";

// A charge's lane, between its start's and its end's corner squares.
const lane = (p: { from: Square; to: Square }) => `a line from ${sq(p.from)} to ${sq(p.to)}`;

/**
 * The English of dnd35's refusals of a charge: sight, weapon, distance and a clear, straight lane.
 */
export const chargeViolationTexts = {
  "dnd35:violation.chargeHampered.lane": (p: {
    blocked: boolean;
    square: Square;
    from: Square;
    to: Square;
  }) =>
    `${p.blocked ? "a wall or a pit" : "difficult terrain or an obstacle"} at ${sq(p.square)} is on ${lane(p)}`,
  "dnd35:violation.chargeHampered.path": (p: { square: Square }) =>
    `difficult terrain or an obstacle at ${sq(p.square)} is in the charge's way`,
  "dnd35:violation.chargeLane.creature": (p: {
    id: string;
    square: Square;
    from: Square;
    to: Square;
  }) => `${p.id} at ${sq(p.square)} is on ${lane(p)}: a charge passes no one who is not helpless`,
  "dnd35:violation.noMeleeWeapon": () => "a charge ends in a melee attack",
  "dnd35:violation.noLineOfSight": (p: { actor: string; target: string; sight: string }) =>
    `${p.actor} has no line of sight to ${p.target} (${p.sight}): no charge`,
  "dnd35:violation.chargeTooShort": () => "a charge moves at least 10 ft",
  "dnd35:violation.chargeNotDirect.toward": () => "a charge moves directly toward the target",
  "dnd35:violation.chargeNotDirect.cost": (p: { cost: number; covered: number }) =>
    `a charge goes straight: the path costs ${p.cost} ft to cover ${p.covered} ft`,
  "dnd35:violation.chargeNotDirect.line": (p: { from: Square; to: Square; off: Square }) =>
    `a charge goes in a straight line: no line from ${sq(p.from)} to ${sq(p.to)} passes ${sq(p.off)}`,
  "dnd35:violation.chargeNotNearest": (p: { nearest: number; covered: number }) =>
    `a charge stops at the nearest square from which it can attack (${p.nearest} ft away, not ${p.covered} ft)`,
} satisfies Texts;
