import { sizeRank } from "../../d20/grid/index.ts";
import type { Square } from "../../model/ids.ts";
import type { Size } from "../../model/size.ts";
import type { Message } from "../../words/message.ts";
import type { CombatantSpec } from "../3x/model/combatant.ts";
import { says } from "./violationSays.ts";

// A roster's riders (seed 000 骑乘战斗MOUNTED COMBAT): the mounted fields of one sheet, and who
// rides whom across the roster — a known mount on the rider's side, larger than it, riding
// nobody, carrying one rider, and standing where its rider stands (the two share its space).

/** The mounted fields of one sheet: `rides` a name, `ride` an integer, the flags true or false. */
export function mountFieldsProblem(
  c: CombatantSpec,
): { field: string; reason: Message } | undefined {
  if (c.rides !== undefined && (typeof c.rides !== "string" || c.rides === ""))
    return { field: "rides", reason: says("dnd35:violation.roster.gearId") };
  if (c.rides === c.id)
    return { field: "rides", reason: says("dnd35:violation.roster.rides.self") };
  if (c.ride !== undefined && !Number.isInteger(c.ride))
    return { field: "ride", reason: says("dnd35:violation.roster.between", { min: -99, max: 99 }) };
  if (c.ride !== undefined && Math.abs(c.ride) > 99)
    return { field: "ride", reason: says("dnd35:violation.roster.between", { min: -99, max: 99 }) };
  for (const flag of ["warTrained", "militarySaddle"] as const)
    if (c[flag] !== undefined && typeof c[flag] !== "boolean")
      return { field: flag, reason: says("dnd35:violation.roster.notBoolean") };
  return undefined;
}

/** One combatant as the check of riders reads it: a roster entry, or one already in the fight. */
export interface Seat {
  readonly id: string;
  readonly side: string;
  readonly size: Size;
  readonly position: Square;
  readonly rides: string | undefined;
  /** Hit points at the start, if not full: below 0 it is down and carries no rider. */
  readonly hp?: number | undefined;
}

/**
 * Who rides whom among `seats`: the first rider whose seat is wrong, its index and why, or
 * undefined. Every mount must be there, ride nobody, carry one rider, be larger than its rider,
 * on its side, and stand on the rider's square.
 */
export function seatsProblem(
  seats: readonly Seat[],
): { index: number; reason: Message } | undefined {
  const byId = new Map(seats.map((s) => [s.id, s]));
  const carried = new Map<string, string>();
  for (const [index, s] of seats.entries()) {
    if (s.rides === undefined) continue;
    const mount = s.rides;
    const m = byId.get(mount);
    const no = (reason: Message) => ({ index, reason });
    if (m === undefined) return no(says("dnd35:violation.roster.rides.unknown", { mount }));
    if (m.rides !== undefined) return no(says("dnd35:violation.roster.rides.chain", { mount }));
    const other = carried.get(mount);
    if (other !== undefined)
      return no(says("dnd35:violation.roster.rides.twice", { mount, other }));
    carried.set(mount, s.id);
    if (sizeRank(m.size) <= sizeRank(s.size))
      return no(says("dnd35:violation.roster.rides.size", { mount }));
    if (m.side !== s.side) return no(says("dnd35:violation.roster.rides.side", { mount }));
    if (m.hp !== undefined && m.hp < 0)
      return no(says("dnd35:violation.roster.rides.down", { mount }));
    if (m.position.x !== s.position.x || m.position.y !== s.position.y)
      return no(says("dnd35:violation.roster.rides.position", { mount, square: m.position }));
  }
  return undefined;
}
