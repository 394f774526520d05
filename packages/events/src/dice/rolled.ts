import type { DiceRolledData, DieOrigin } from "../catalogue/diceRolled.ts";
import { evaluate } from "./evaluate.ts";
import { type DiceNotation, formatNotation } from "./notation.ts";

/**
 * Builds the `DiceRolled` data for faces already chosen. The expression is written in canonical
 * form and `times` only when above 1, so the same roll always serializes to the same bytes.
 */
export function rolledData(
  key: string,
  notation: DiceNotation,
  times: number,
  faces: readonly number[],
  origin: DieOrigin,
): DiceRolledData {
  const total = evaluate(notation, faces, times);
  const expr = formatNotation(notation);
  return times === 1
    ? { key, expr, faces, total, origin }
    : { key, expr, times, faces, total, origin };
}
