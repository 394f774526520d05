import type { Message } from "../../words/message.ts";
import { fillsBothHands } from "../3x/gear/index.ts";
import type { CombatantSpec } from "../3x/model/combatant.ts";
import { says } from "./violationSays.ts";

/**
 * What a roster entry says it holds at the start (`holds`, seed 000 拔出或者收回武器, 装备或者卸下
 * 盾牌): every id one of its weapons or items, a two-handed weapon alone in its hands, a shield
 * other than a buckler strapped on only with the off hand empty. The field at fault and why.
 */
export function holdsProblem(
  c: CombatantSpec,
): { readonly field: string; readonly reason: Message } | undefined {
  const h = c.holds as unknown;
  if (h === undefined) return undefined;
  if (typeof h !== "object" || h === null || Array.isArray(h))
    return { field: "holds", reason: says("dnd35:violation.roster.notObject") };
  const holds = h as NonNullable<CombatantSpec["holds"]>;
  const ids = new Set([...c.weapons.map((w) => w.id), ...(c.items ?? []).map((i) => i.id)]);
  for (const hand of ["main", "off"] as const) {
    const id = holds[hand];
    if (id !== undefined && (typeof id !== "string" || !ids.has(id)))
      return {
        field: `holds.${hand}`,
        reason: says("dnd35:violation.roster.holdsId", { id: String(id) }),
      };
  }
  for (const list of ["unloaded", "stowed"] as const) {
    const ids2 = holds[list];
    if (ids2 === undefined) continue;
    if (!Array.isArray(ids2))
      return { field: `holds.${list}`, reason: says("dnd35:violation.roster.notList") };
    for (const [i, id] of ids2.entries())
      if (typeof id !== "string" || !ids.has(id))
        return {
          field: `holds.${list}[${i}]`,
          reason: says("dnd35:violation.roster.holdsId", { id: String(id) }),
        };
  }
  const main = c.weapons.find((w) => w.id === holds.main);
  if (
    main !== undefined &&
    fillsBothHands(main) &&
    holds.off !== undefined &&
    holds.off !== main.id
  )
    return {
      field: "holds.off",
      reason: says("dnd35:violation.roster.holdsTwoHanded", { weapon: main.id }),
    };
  const offFull = holds.off !== undefined || (main !== undefined && fillsBothHands(main));
  if (holds.shield !== undefined && holds.shield !== "ready" && holds.shield !== "carried")
    return { field: "holds.shield", reason: says("dnd35:violation.roster.holdsShieldValue") };
  if (c.shield === undefined && holds.shield !== undefined)
    return { field: "holds.shield", reason: says("dnd35:violation.roster.holdsNoShield") };
  if (holds.shield === "ready" && offFull && c.shield?.kind !== "buckler")
    return { field: "holds.shield", reason: says("dnd35:violation.roster.holdsShieldHand") };
  return undefined;
}
