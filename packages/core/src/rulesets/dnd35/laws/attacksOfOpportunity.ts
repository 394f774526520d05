import { expect } from "vitest";
import type { TraceLaw } from "../../../testing/law.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * At most one AoO per creature per round without Combat Reflexes and 1 + Dex with it, none by a
 * flat-footed creature without it (seed 000 借机攻击ATTACKS OF OPPORTUNITY, 战斗反射).
 */
export const aooAllowance: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:aooAllowance",
  says: "one AoO a round (1 + Dex with Combat Reflexes), none flat-footed without it",
  cites: "dnd35 借机攻击ATTACKS OF OPPORTUNITY",
  kind: "trace",
  watch: () => ({
    before(e, state) {
      if (e.type !== "AttackOfOpportunity") return;
      const a = state.combatants[e.data.attacker]!;
      const reflexes = a.spec.feats.includes("CombatReflexes");
      expect(a.flatFooted && !reflexes, `${e.data.attacker} made an AoO flat-footed`).toBe(false);
      const dex = Math.floor((a.spec.abilities.dex - 10) / 2);
      expect(a.aooUsed + 1).toBeLessThanOrEqual(reflexes ? 1 + Math.max(0, dex) : 1);
    },
  }),
};
