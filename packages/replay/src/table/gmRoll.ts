import {
  evaluateRollExpression,
  parseRollExpression,
  printRollExpression,
  type RollExpression,
  rollBounds,
} from "@d20/events";
import { intField } from "./fields.ts";
import { type LineAt, lineError } from "./tableLogError.ts";

/** A `roll` value of a `gm` line read: its number, the roll as written, and the words it took. */
export interface GmRoll {
  readonly amount: number;
  /** `EXPR = FACES` or `EXPR = total N` in the canonical spelling; absent for a plain number. */
  readonly rolled?: string;
  readonly words: number;
}

/**
 * Reads a value the GM may roll for (`gm damage TARGET 2d6+1 = 3 4 "trap"`): a whole number,
 * or a table's dice expression, `=`, and the faces as thrown (rerolls included) or `total N`
 * when the faces are not known — a total the expression cannot give is an error. `words` are
 * the line's words from the value on, the reason last (not read here).
 */
export function readGmRoll(
  at: LineAt,
  field: string,
  words: readonly string[],
  min: number | undefined,
): GmRoll {
  const first = words[0];
  const checked = (amount: number) => {
    if (min !== undefined && amount < min)
      throw lineError(at, field, min === 0 ? "must not be negative" : `must be at least ${min}`);
    return amount;
  };
  if (words[1] !== "=") return { amount: checked(intField(at, field, first)), words: 1 };
  let e: RollExpression;
  try {
    e = parseRollExpression(first ?? "");
  } catch (err) {
    throw lineError(at, field, (err as Error).message);
  }
  const expr = printRollExpression(e);
  // The numbers run up to the reason, the line's last word.
  const rest = words.slice(2, words.length - 1);
  if (rest[0] === "total") {
    const total = intField(at, `${field}.total`, rest[1]);
    if (rest.length > 2) throw lineError(at, `${field}.total`, "one total after = total");
    const b = rollBounds(e);
    if (total < b.min || total > b.max)
      throw lineError(at, `${field}.total`, `${expr} gives ${b.min} to ${b.max}, not ${total}`);
    return { amount: checked(total), rolled: `${expr} = total ${total}`, words: 4 };
  }
  const faces = rest.map((w) => intField(at, `${field}.faces`, w));
  if (faces.length === 0) throw lineError(at, `${field}.faces`, "no faces after =");
  let total: number;
  try {
    total = evaluateRollExpression(e, faces, expr).total;
  } catch (err) {
    throw lineError(at, `${field}.faces`, (err as Error).message);
  }
  return {
    amount: checked(total),
    rolled: `${expr} = ${faces.join(" ")}`,
    words: 2 + faces.length,
  };
}
