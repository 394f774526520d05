/** A small valid scenario as a plain object: a fighter against a goblin, 3 squares apart. */
export function duel(): Record<string, unknown> & { combatants: Record<string, unknown>[] } {
  return {
    ruleset: "dnd35",
    seed: "duel",
    map: { width: 8, height: 8 },
    combatants: [
      {
        stock: "human-fighter",
        id: "f1",
        side: "party",
        position: [1, 1],
        policy: "attackNearest",
      },
      { stock: "goblin", id: "g1", side: "goblins", position: [4, 1], policy: "attackNearest" },
    ],
  };
}

/** A combatant spelled out in full (no stock). */
export function custom(id: string, position: [number, number]): Record<string, unknown> {
  return {
    id,
    side: "party",
    abilities: { str: 12, dex: 12, con: 12, int: 10, wis: 10, cha: 10 },
    maxHp: 8,
    level: 1,
    bab: 1,
    baseSaves: { fort: 2, ref: 0, will: 0 },
    speed: 30,
    weapons: ["longsword"],
    position,
  };
}

/** The scenario's JSON text. */
export const text = (o: unknown): string => JSON.stringify(o, null, 2);
