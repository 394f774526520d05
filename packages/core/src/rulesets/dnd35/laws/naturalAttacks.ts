import { expect } from "vitest";
import type { TraceLaw } from "../../../testing/law.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * A full attack makes each natural attack once — a natural weapon no more often than the
 * creature has it (a pair of claws twice) — and never as an iterative attack (SRD
 * Combat/Monsters: natural weapons, outside the seeds).
 */
export const naturalAttacksOnce: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:naturalAttacksOnce",
  says: "a full attack never makes a natural attack twice, nor an iterative natural attack",
  cites: "SRD natural weapons (dnd35.naturalAttacks)",
  kind: "trace",
  watch: () => {
    // Per attacker, the natural attacks of its full attack under way, by weapon id.
    const made = new Map<string, Map<string, number>>();
    return {
      before(e, state) {
        if (e.type !== "AttackResolved" || e.data.fullAttack === undefined) return;
        const { attacker, weapon } = e.data;
        if (e.data.fullAttack.slot === 0) made.set(attacker, new Map());
        const w = state.combatants[attacker]!.spec.weapons.find((x) => x.id === weapon);
        if (w?.natural === undefined) return;
        const tally = made.get(attacker) ?? new Map<string, number>();
        made.set(attacker, tally);
        const n = (tally.get(weapon) ?? 0) + 1;
        tally.set(weapon, n);
        expect(
          n,
          `${attacker}'s ${weapon} attacked ${n} times in one full attack`,
        ).toBeLessThanOrEqual(w.count ?? 1);
        const iterative = e.data.bonus.some((t) => t.rule === "dnd35.fullAttack");
        expect(iterative, `${attacker}'s ${weapon} made an iterative attack`).toBe(false);
      },
    };
  },
};
