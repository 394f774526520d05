import { MAX_TIMES } from "./evaluate.ts";
import { subDieKey } from "./key.ts";
import type { DiceRequest } from "./source.ts";

/**
 * The requests of a roll of `count` dice at once (5e advantage, a re-rolled tie), one per die,
 * keyed `req.key`, `req.key.2`, … (`subDieKey`): each die is its own `DiceRolled`, seeded from
 * its own key and checked by the audit like any other. `count` 1 is the plain roll. Throws a
 * `RangeError` unless `count` is a whole number from 1 to `MAX_TIMES`.
 */
export function severalRequests(req: DiceRequest, count: number): DiceRequest[] {
  checkDiceCount(count);
  const out: DiceRequest[] = [];
  for (let sub = 1; sub <= count; sub++) out.push({ ...req, key: subDieKey(req.key, sub) });
  return out;
}

/** Throws a `RangeError` unless `count` is a whole number of dice from 1 to `MAX_TIMES`. */
export function checkDiceCount(count: number): void {
  if (!Number.isInteger(count) || count < 1 || count > MAX_TIMES) {
    throw new RangeError(`dice count must be a whole number from 1 to ${MAX_TIMES}, got ${count}`);
  }
}
