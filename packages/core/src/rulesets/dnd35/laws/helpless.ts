import { expect } from "vitest";
import type { TraceLaw } from "../../../testing/law.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { HELPLESS_CONDITIONS } from "../conditions.ts";

const isHelpless = (state: ThreeXState, id: string) =>
  state.combatants[id]!.conditions.some((x) => HELPLESS_CONDITIONS.includes(x.name));

/**
 * A helpless creature — paralyzed, held, asleep, bound, unconscious, or the GM's helpless (seed
 * 000 无助的防御者HELPLESS DEFENDERS) — never declares an action: only the end of its turn, a
 * declined window, or stepping in from a delay; it makes no attack of opportunity and fires no
 * readied action.
 */
export const helpless: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:helpless",
  says: "the helpless declare no action, take no AoO and fire no readied action",
  cites: "dnd35 无助的防御者HELPLESS DEFENDERS",
  kind: "trace",
  watch: () => ({
    before(e, state) {
      if (e.type === "Declared" && e.data.by !== "gm" && isHelpless(state, e.data.by)) {
        const d = e.data.decl;
        const a = state.awaiting;
        const stepIn = a.kind === "declaration" && a.window?.kind === "delay";
        const none =
          d.kind === "EndTurn" ||
          (d.kind === "Respond" &&
            (!(d as CombatantDeclaration & { take: boolean }).take || stepIn));
        expect(none, `${e.data.by} declared ${d.kind} while helpless`).toBe(true);
      }
      if (e.type === "AttackOfOpportunity")
        expect(
          isHelpless(state, e.data.attacker),
          `${e.data.attacker} made an AoO while helpless`,
        ).toBe(false);
      if (e.type === "ReadiedActionFired")
        expect(
          isHelpless(state, e.data.by),
          `${e.data.by} fired a readied action while helpless`,
        ).toBe(false);
    },
  }),
};
