import { parseDieKey } from "@d20/events";
import { expect } from "vitest";
import type { TraceLaw } from "../law.ts";

/**
 * Every die of a fight has a key of its own, in the keyed scheme (DESIGN: Dice): no key is
 * rolled twice — a die is regenerated from its seed and key alone, so two dice under one key
 * would be one die — and a sub-die of a roll of several at once (`…/#3.2`) comes after the dice
 * of its roll before it, so sub-keys count up from the roll's own key.
 */
export const diceKeys: TraceLaw = {
  id: "diceKeys",
  says: "every die key is well formed and rolled once; a roll's sub-dice follow its earlier dice",
  kind: "trace",
  watch() {
    const seen = new Set<string>();
    return {
      before(e) {
        if (e.type !== "DiceRolled") return;
        const { key } = e.data;
        expect(seen.has(key), `${key} rolled twice (seq ${e.seq})`).toBe(false);
        const parts = parseDieKey(key);
        if (parts.sub !== undefined) {
          const roll = key.slice(0, key.lastIndexOf("."));
          const previous = parts.sub === 2 ? roll : `${roll}.${parts.sub - 1}`;
          expect(seen.has(previous), `${key} before ${previous} (seq ${e.seq})`).toBe(true);
        }
        seen.add(key);
      },
    };
  },
};
