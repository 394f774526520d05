import { expect } from "vitest";
import { creatureGapFt } from "../../../d20/grid/index.ts";
import type { TraceLaw } from "../../../testing/law.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { Weapon } from "../../3x/model/combatant.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { meleeReach } from "../../3x/threat/index.ts";

/**
 * Only what is wielded counts (seed 000 拔出或者收回武器, the loading rows of 表：战斗中的动作):
 * every attack — on its turn, an AoO, a readied one — is made with a weapon in the attacker's
 * hands or of its body, and a crossbow fires only loaded; every creature asked for an attack of
 * opportunity reaches the provoker with such a weapon. Worked out from the gear state alone, not
 * from the rules' own helpers.
 */
export const wieldedOnly: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:wieldedOnly",
  says: "attacks and threats only with weapons in hand (or of the body); crossbows fire loaded",
  cites: "dnd35 拔出或者收回武器Draw or Sheathe a Weapon",
  kind: "trace",
  watch: () => ({
    before(e, state) {
      if (e.type === "AttackResolved") {
        // An opponent's weapon turned on it in a grapple: in its owner's hands (利用擒抱对手的武器).
        const a = state.combatants[e.data.weaponOwner ?? e.data.attacker]!;
        const w = a.spec.weapons.find((x) => x.id === e.data.weapon);
        if (w === undefined) return; // the unlisted unarmed strike: always at hand
        expect(inHands(a, w), `${a.spec.id} attacked with ${w.id}, not in hand`).toBe(true);
        if (w.reload !== undefined)
          expect(a.gear.loaded, `${a.spec.id} fired ${w.id} unloaded`).toContain(w.id);
        return;
      }
      if (e.type === "WindowOpened" && e.data.window === "opportunity") {
        const provoker = state.combatants[e.data.provoker]!;
        const at = { position: e.data.at, spec: provoker.spec };
        for (const id of e.data.candidates) {
          const c = state.combatants[id]!;
          const gap = creatureGapFt(c, at);
          // A move's window stands at the square it leaves, but a crawl provokes from any
          // square of its path: there, only that some weapon in hand threatens at all.
          const anywhere = e.data.trigger === "move";
          const reaches = c.spec.weapons.some((w) => {
            if (!inHands(c, w) || w.reach === 0 || w.threatens === false) return false;
            const r = meleeReach(c.spec.size, w);
            return anywhere || (gap <= r.maxFt && gap > r.minFt);
          });
          const fist = c.spec.feats.includes("ImprovedUnarmedStrike") && (anywhere || gap <= 5);
          expect(reaches || fist, `${id} was asked for an AoO with nothing in hand reaching`).toBe(
            true,
          );
        }
      }
    },
  }),
};

function inHands(c: ThreeXCombatant, w: Weapon): boolean {
  const body = w.unarmed === true || w.natural !== undefined;
  return body || c.gear.main === w.id || c.gear.off === w.id;
}
