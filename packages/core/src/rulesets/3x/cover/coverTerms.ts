import type { Term } from "../../../model/breakdown.ts";
import { has } from "../conditions/has.ts";
import type { Edition3x } from "../edition.ts";
import type { ThreeXCombatant, ThreeXState } from "../state/index.ts";
import { meleeCover, rangedCover } from "./lines.ts";

/**
 * The target's cover term, if any (seed 000 掩蔽COVER): the GM's cover by condition (3.5's
 * improved cover) against any attack; else cover from walls, by the melee rule or the ranged
 * one; else, against a ranged attack only, soft cover from the other living creatures on the
 * corner-to-corner lines. Cover does not stack: one term at most, the edition's (`CoverTable`).
 */
export function coverTerms(
  edition: Edition3x,
  state: ThreeXState,
  attacker: ThreeXCombatant,
  target: ThreeXCombatant,
  ranged: boolean,
): Term[] {
  const table = edition.cover;
  if (target.conditions.length > 0)
    for (const row of table.byCondition) if (has(target, row.condition)) return [row.term];
  if (!ranged) {
    const cover = meleeCover(state.map, attacker, target);
    return cover === "cover" ? [table.cover] : cover === "low" ? [table.low] : [];
  }
  const others: ThreeXCombatant[] = [];
  for (const id of state.roster) {
    const o = state.combatants[id]!;
    if (o !== attacker && o !== target && o.vitals.state !== "dead") others.push(o);
  }
  const cover = rangedCover(state.map, attacker, target, others);
  return cover === "cover"
    ? [table.cover]
    : cover === "low"
      ? [table.low]
      : cover === "soft"
        ? [table.soft]
        : [];
}
