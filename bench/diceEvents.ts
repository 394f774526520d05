import type { NewEvent } from "@d20/events";

/** `count` DiceRolled events from `from` on: the payload the store benchmarks append. */
export function diceEvents(from: number, count: number): NewEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const seq = from + i;
    return {
      seq,
      type: "DiceRolled",
      v: 2,
      data: {
        key: `战士-1/attack/r${seq}/#1`,
        expr: "1d20",
        faces: [(seq % 20) + 1],
        total: (seq % 20) + 1,
        origin: "seeded",
      },
    } as NewEvent;
  });
}
