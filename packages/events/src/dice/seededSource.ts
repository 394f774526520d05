import { rollSeeded } from "./seeded.ts";
import type { DiceSource } from "./source.ts";

/**
 * The dice of a fresh fight: every die derived from `seed` and its key (see `seededFace`). Pure —
 * no cursor — so asking twice for a key gives the same die, and resuming needs no state.
 */
export function seededDice(seed: string): DiceSource {
  return { roll: (req) => rollSeeded(seed, req.key, req.expr, req.times ?? 1) };
}
