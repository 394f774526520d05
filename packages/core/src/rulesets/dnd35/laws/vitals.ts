import { expect } from "vitest";
import type { TraceLaw } from "../../../testing/law.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * hp never exceeds max (temporary hp kept apart, never below 0); a dying creature makes one
 * stabilize roll a round and loses 1 hp only when it fails (seed 000 濒死, 稳定角色伤势和恢复).
 */
export const vitals: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:vitals",
  says: "hp never exceeds max; a dying creature rolls once a round and loses 1 hp only when it fails",
  cites: "dnd35 濒死, 稳定角色伤势和恢复",
  kind: "trace",
  watch({ run }) {
    const rolls = new Set<string>();
    let lastDie: number | undefined;
    const hpBefore = new Map<string, number>();
    for (const c of Object.values(run.state.combatants))
      hpBefore.set(c.spec.id, c.spec.hp ?? c.spec.maxHp);
    return {
      before(e) {
        if (e.type === "DiceRolled") {
          lastDie = e.data.key.includes("/stabilize/") ? e.data.total : undefined;
          if (lastDie !== undefined) {
            const k = e.data.key.slice(0, e.data.key.lastIndexOf("/#"));
            expect(rolls.has(k), `${k}: two stabilize rolls in a round`).toBe(false);
            rolls.add(k);
          }
          return;
        }
        if (e.type === "VitalsChanged") {
          const { target, vitals } = e.data;
          expect(vitals.hp).toBeLessThanOrEqual(vitals.maxHp);
          expect(vitals.tempHp).toBeGreaterThanOrEqual(0);
          if (e.data.rule === "dnd35.stabilize" && lastDie !== undefined) {
            const before = hpBefore.get(target)!;
            expect(vitals.hp).toBe(lastDie <= 10 ? before : before - 1);
          }
          hpBefore.set(target, vitals.hp);
        }
        lastDie = undefined;
      },
    };
  },
};
