import type { DiceRolledData } from "../catalogue/diceRolled.ts";

/** What the engine asks for: a keyed roll of a dice expression, `times` times (default 1). */
export interface DiceRequest {
  readonly key: string;
  readonly expr: string;
  readonly times?: number;
}

/**
 * Where the engine's dice come from. It cannot tell a seeded, recorded or forced source apart;
 * every answer is a `DiceRolled` event's data, logged as is. A source may keep state (a recorded
 * cursor), so the engine asks exactly once per die, in log order.
 */
export interface DiceSource {
  /** Rolls (or looks up) the die for `req`. */
  roll(req: DiceRequest): DiceRolledData;
}
