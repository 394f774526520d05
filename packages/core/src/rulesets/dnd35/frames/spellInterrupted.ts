import type { ThreeXState } from "../../3x/state/index.ts";
import type { CastFrame } from "./cast.ts";

/**
 * The spell `id` is casting just now, if any — one a hit would interrupt (seed 000 专注: 如果你已经
 * 开始了施法，但是其他事情干扰了你): a spell of a round or longer on its way (its casting state),
 * or a spell whose casting waits on a window — a readied action or the attacks of opportunity it
 * provoked — before it takes effect (its cast frame, in phase `readied` or `provoke`). Also says
 * whether its cast frame is there to lose it, or the casting state alone.
 */
export function spellInterruptedBy(
  state: ThreeXState,
  id: string,
): { readonly spell: string; readonly inFrame: boolean; readonly item?: string } | undefined {
  const c = state.combatants[id];
  // A spell already lost (a failed check, a counterspell) calls for no further check.
  if (c === undefined || c.lostConcentration || c.countered) return undefined;
  if (c.casting !== undefined) return { spell: c.casting.spell, inFrame: false };
  for (const fr of state.frames) {
    if (fr.kind !== "cast") continue;
    const f = fr as CastFrame;
    if (f.caster === id && (f.phase === "readied" || f.phase === "provoke"))
      return f.item === undefined
        ? { spell: f.spell, inFrame: true }
        : { spell: f.spell, inFrame: true, item: f.item };
  }
  return undefined;
}
