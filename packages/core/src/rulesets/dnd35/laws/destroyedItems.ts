import { expect } from "vitest";
import type { TraceLaw } from "../../../testing/law.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * A destroyed weapon is never used again (seed 000 击破武器SUNDER, 表：普通盔甲、武器、和盾牌的硬度以及
 * 生命值: at 0 hit points the object is destroyed): after its `GearChanged destroy`, no attack is
 * made with it and it is never drawn, retrieved or picked up — and a taken one (卸除武器) never by
 * its old owner. Kept from the facts alone, not from the rules' helpers.
 */
export const destroyedNeverUsed: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:destroyedNeverUsed",
  says: "a weapon destroyed or taken is never attacked with, drawn or picked up again by its owner",
  cites: "dnd35 击破武器SUNDER",
  kind: "trace",
  watch: () => {
    const gone = new Set<string>();
    const key = (owner: string, item: string) => `${owner}/${item}`;
    return {
      before(e) {
        if (e.type === "GearChanged") {
          const k = key(e.data.actor, e.data.item);
          if (e.data.change === "destroy" || e.data.change === "taken") gone.add(k);
          else if (["draw", "retrieve", "pickUp", "readyShield"].includes(e.data.change))
            expect(gone.has(k), `${k} ${e.data.change} after it was gone`).toBe(false);
          return;
        }
        if (e.type === "AttackResolved") {
          const k = key(e.data.attacker, e.data.weapon);
          expect(gone.has(k), `${k} attacked with after it was gone`).toBe(false);
        }
      },
    };
  },
};
