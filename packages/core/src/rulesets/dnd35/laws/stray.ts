import { expect } from "vitest";
import type { TraceLaw } from "../../../testing/law.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * An attack strays only where the rules say, and only as its die says: into a grapple, the
 * struck one is the die's face among the aimed-at creature's grapple (its members in roster
 * order, the attacker not among them); during a bull rush, the other of the two is struck on a
 * d% of 25 or less and only then (seed 000 表：防御等级修正 footnote 3, 冲撞BULL RUSH). Worked out
 * from the state before the roll, not from the rules' own helpers.
 */
export const strayAsRolled: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:strayAsRolled",
  says: "a stray strikes as its die says: the face among the grapple, or the other of a bull rush on 25 or less",
  cites: "dnd35 表：防御等级修正; dnd35 冲撞BULL RUSH",
  kind: "trace",
  watch: () => ({
    before(e, state) {
      if (e.type !== "AttackResolved" || e.data.stray === undefined) return;
      const s = e.data.stray;
      const struck = e.data.target;
      if (s.among !== undefined) {
        const group = grappleOf(state, s.aimedAt);
        expect(s.among, "the die's faces are the aimed-at creature's grapple").toEqual(group);
        expect(group, `${e.data.attacker} shoots into its own grapple`).not.toContain(
          e.data.attacker,
        );
        expect(s.die).toBe(`1d${group.length}`);
        expect(struck, `face ${s.roll} of ${group.join(", ")}`).toBe(group[s.roll - 1]);
        return;
      }
      expect(s.percent).toBe(25);
      const rush = state.frames.findLast((f) => f.kind === "bullRush") as
        | { readonly actor: string; readonly decl: { readonly target: string } }
        | undefined;
      expect(rush, "a stray by chance with no bull rush under way").toBeDefined();
      const pair = [rush!.actor, rush!.decl.target];
      expect(pair, "aimed at one of the bull rush's two").toContain(s.aimedAt);
      expect(pair, "by one of the two, at the other").not.toEqual(
        expect.arrayContaining([e.data.attacker, s.aimedAt]),
      );
      const other = pair.find((id) => id !== s.aimedAt)!;
      expect(struck, `d% ${s.roll}`).toBe(s.roll <= 25 ? other : s.aimedAt);
    },
  }),
};

/** `who`'s grapple, linked by who grapples whom, in roster order; [] when it grapples nobody. */
function grappleOf(state: ThreeXState, who: string): string[] {
  // Everyone reached from `who` through who grapples whom, visited one creature at a time.
  const seen = new Set([who]);
  const frontier = [who];
  for (let next = frontier.pop(); next !== undefined; next = frontier.pop())
    for (const o of state.combatants[next]!.grappling)
      if (!seen.has(o)) {
        seen.add(o);
        frontier.push(o);
      }
  return seen.size === 1 ? [] : state.roster.filter((id) => seen.has(id));
}
