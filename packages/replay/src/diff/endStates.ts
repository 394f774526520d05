import { type CombatState, rulesetOf, type Square } from "@d20/core";

/** One combatant as a fight left it. */
export interface CombatantEnd {
  readonly hp: number;
  readonly maxHp: number;
  /** The vital state's word: the injury track's, or "unconscious" when nonlethal damage knocked it out. */
  readonly vital: string;
  readonly conditions: readonly string[];
  readonly position: Square;
  readonly alive: boolean;
}

/** A combatant's end state in both branches (absent where it never joined), and what differs. */
export interface CombatantDiff {
  readonly id: string;
  readonly left?: CombatantEnd;
  readonly right?: CombatantEnd;
  /** The fields that differ: `hp`, `vital`, `conditions`, `position`, `alive`, or `presence`. */
  readonly changed: readonly string[];
}

/** A combatant's end state as the diff shows it. */
export function combatantEnd(state: CombatState, id: string): CombatantEnd | undefined {
  const c = state.combatants[id];
  if (c === undefined) return undefined;
  const ruleset = rulesetOf(state);
  return {
    hp: c.vitals.hp,
    maxHp: c.vitals.maxHp,
    vital: ruleset.words.vital(state, id),
    conditions: c.conditions.map((x) => x.name).sort(),
    position: c.position,
    alive: ruleset.standing(state, id) !== "dead",
  };
}

/** Every combatant of either state, in roster order (the left's first), side by side. */
export function endStates(left: CombatState, right: CombatState): CombatantDiff[] {
  const ids = [...new Set([...left.roster, ...right.roster])];
  return ids.map((id) => {
    const l = combatantEnd(left, id);
    const r = combatantEnd(right, id);
    const changed =
      l === undefined || r === undefined ? ["presence"] : FIELDS.filter((f) => differs(l, r, f));
    return { id, ...(l && { left: l }), ...(r && { right: r }), changed };
  });
}

const FIELDS = ["hp", "vital", "conditions", "position", "alive"] as const;

function differs(l: CombatantEnd, r: CombatantEnd, field: (typeof FIELDS)[number]): boolean {
  return JSON.stringify(l[field]) !== JSON.stringify(r[field]);
}
