import type { NewEvent } from "../../catalogue/catalogue.ts";

/** Dice events numbered `from`..`from + count - 1`, tagged so that batches can be told apart. */
export function diceEvents(from: number, count: number, tag = "战士"): NewEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    seq: from + i,
    type: "DiceRolled" as const,
    v: 2,
    data: {
      key: `${tag}/damage/${from + i}`,
      expr: "1d8+2",
      faces: [i + 1],
      total: i + 3,
      origin: "seeded" as const,
    },
  }));
}
