import type { InitiativeEntry } from "../../log/facts.ts";
import type { CombatantId } from "../../model/ids.ts";
import type { ThreeXContext, ThreeXState } from "../3x/state/index.ts";
import { initiativeModifier } from "./stats/index.ts";

/**
 * Rolls initiative for `ids` (seed 000 先攻INITIATIVE): d20 + Dex + other modifiers. Ties go to
 * the higher modifier; those still tied re-roll (recorded as dice, `#2`, `#3`…) until the tie is
 * broken. Emits the dice and one `InitiativeRolled` with the whole new order.
 */
export function rollInitiative(ctx: ThreeXContext, ids: readonly CombatantId[]): void {
  const { state } = ctx;
  const fresh: InitiativeEntry[] = ids.map((id) => {
    const spec = state.combatants[id]!.spec;
    const mod = initiativeModifier(spec);
    const natural = ctx.roll(id, "initiative", "1d20").total;
    return {
      id,
      count: natural + mod.value,
      modifier: mod.value,
      tiebreak: [],
      breakdown: [{ label: "d20", value: natural, rule: "dnd35.initiative" }, ...mod.breakdown],
    };
  });
  breakTies(ctx, fresh);
  // A latecomer tied (count and modifier) with someone already in the order goes after them:
  // the order already played is not re-rolled, and re-rolls among latecomers only order them.
  const placed = new Set(state.order.map((e) => e.id));
  const order = [...state.order, ...fresh]
    .sort((a, b) => {
      const tied = a.count === b.count && a.modifier === b.modifier;
      const age = tied ? Number(placed.has(b.id)) - Number(placed.has(a.id)) : 0;
      return age !== 0 ? age : compareEntries(a, b);
    })
    .map((e) => e.id);
  ctx.emit("InitiativeRolled", { entries: fresh, order, rule: "dnd35.initiative" });
}

function breakTies(ctx: ThreeXContext, entries: InitiativeEntry[]): void {
  for (let round = 0; round < 20; round++) {
    const tied = tiedGroups(entries);
    if (tied.length === 0) return;
    for (const group of tied) {
      for (const i of group) {
        const e = entries[i]!;
        entries[i] = {
          ...e,
          tiebreak: [...e.tiebreak, ctx.roll(e.id, "initiative", "1d20").total],
        };
      }
    }
  }
  throw new Error("invariant: initiative ties unbroken after 20 re-rolls");
}

/**
 * The indices of entries tied on count, modifier and re-rolls so far, group by group in the
 * order each group first appears (the order the re-rolls are made and logged in). Plain loops
 * over a handful of entries: no keys built, and most fights have no tie at all.
 */
function tiedGroups(entries: readonly InitiativeEntry[]): number[][] {
  const groups: number[][] = [];
  const grouped: boolean[] = [];
  for (let i = 0; i < entries.length; i++) {
    if (grouped[i] === true) continue;
    let group: number[] | undefined;
    for (let j = i + 1; j < entries.length; j++) {
      if (grouped[j] !== true && compareEntries(entries[i]!, entries[j]!) === 0) {
        group ??= [i];
        group.push(j);
        grouped[j] = true;
      }
    }
    if (group !== undefined) groups.push(group);
  }
  return groups;
}

/** Highest count first, then higher modifier, then the re-rolls. */
export function compareEntries(a: InitiativeEntry, b: InitiativeEntry): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.modifier !== b.modifier) return b.modifier - a.modifier;
  for (let i = 0; i < Math.max(a.tiebreak.length, b.tiebreak.length); i++) {
    const d = (b.tiebreak[i] ?? 0) - (a.tiebreak[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Those alive and not yet in the order, in roster order. */
export function unrolled(state: ThreeXState): CombatantId[] {
  const rolled = new Set(state.order.map((e) => e.id));
  // A delaying creature is out of the order but has its count (seed 000 延迟DELAY).
  return state.roster.filter((id) => {
    const c = state.combatants[id]!;
    return !rolled.has(id) && c.delaying === undefined && c.vitals.state !== "dead";
  });
}
