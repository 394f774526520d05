/** Where a die came from: derived from the master seed, scripted, or rolled at a real table. */
export type DieOrigin = "seeded" | "forced" | "table";

/**
 * One roll of a dice expression, possibly repeated (`times` > 1 is how a ruleset asks for the
 * separate rolls of a multiplied critical). `faces` lists every die face in order, repetition by
 * repetition; `total` is the sum over all repetitions, constants included.
 */
export interface DiceRolledData {
  readonly key: string;
  readonly expr: string;
  readonly times?: number;
  readonly faces: readonly number[];
  readonly total: number;
  readonly origin: DieOrigin;
}

/** Version 1 of `DiceRolled`, written before dice could be forced or transcribed: no `origin`. */
export interface DiceRolledDataV1 {
  readonly key: string;
  readonly expr: string;
  readonly faces: readonly number[];
  readonly total: number;
}

/** Current schema version of `DiceRolled`. */
export const DICE_ROLLED_VERSION = 2;

/** Upcasts a v1 `DiceRolled`: every v1 die was seeded, since nothing else existed then. */
export function upcastDiceRolledV1(data: DiceRolledDataV1): DiceRolledData {
  return { ...data, origin: "seeded" };
}
