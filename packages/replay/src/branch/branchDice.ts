import type { FightEvent } from "@d20/core";
import type { DiceRolledData } from "@d20/events";
import { canonicalNotation, type DiceSource, forcedDice, seededDice } from "@d20/events";

/**
 * The dice of a branch after its fork point: a `forceDie` edit's faces for its key; else, when
 * the branch keeps the parent's seed, the parent's own die for that key if it was not seeded (a
 * forced or table die the parent, or an ancestor's edit, put there) and asks for the same roll;
 * else the seeded die for the key. Seeded dice are derived from seed and key alone, so every
 * key the branch shares with its parent gets the parent's faces (common random numbers).
 */
export function branchDice(
  seed: string,
  forced: Readonly<Record<string, readonly number[]>>,
  parentEvents?: readonly FightEvent[],
): DiceSource {
  const seeded = seededDice(seed);
  const kept = parentEvents === undefined ? undefined : unseededDice(parentEvents);
  const fallback: DiceSource =
    kept === undefined || kept.size === 0
      ? seeded
      : {
          roll(req) {
            const die = kept.get(req.key);
            if (
              die !== undefined &&
              (die.times ?? 1) === (req.times ?? 1) &&
              die.expr === canonicalNotation(req.expr)
            ) {
              return die;
            }
            return seeded.roll(req);
          },
        };
  return Object.keys(forced).length === 0 ? fallback : forcedDice({ byKey: forced }, fallback);
}

/** The parent's dice that seed and key alone do not give back, by key. */
function unseededDice(events: readonly FightEvent[]): Map<string, DiceRolledData> {
  const out = new Map<string, DiceRolledData>();
  for (const e of events) {
    if (e.type === "DiceRolled" && e.data.origin !== "seeded") out.set(e.data.key, e.data);
  }
  return out;
}
