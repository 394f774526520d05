import type { Term } from "../../../model/breakdown.ts";
import type { Spell } from "../../3x/model/spell.ts";
import type { ThreeXContext, ThreeXState } from "../../3x/state/index.ts";
import { abilityModifier } from "../stats/index.ts";
import type { CastFrame } from "./cast.ts";

/**
 * A concentration check (seed 000 专注Concentration): d20 + Concentration (the spec's skill, else
 * the Con modifier) against `base` + the spell's level (+ `more`). A failure loses the spell.
 */
export function concentrate(
  ctx: ThreeXContext,
  caster: string,
  spell: Spell,
  base: number,
  more: readonly Term[],
  rule: string,
  cause: number,
): void {
  const spec = ctx.state.combatants[caster]!.spec;
  const skill = spec.concentration ?? abilityModifier(spec.abilities.con);
  const bonus: Term[] = [{ label: "Concentration", value: skill, rule: "dnd35.concentration" }];
  const dcTerms: Term[] = [
    { label: "base", value: base, rule },
    { label: "spell level", value: spell.level, rule },
    ...more,
  ];
  const dc = dcTerms.reduce((a, t) => a + t.value, 0);
  const natural = ctx.roll(caster, "concentration", "1d20", 1, cause).total;
  const total = natural + skill;
  ctx.emit(
    "ConcentrationRolled",
    {
      caster,
      spell: spell.id,
      natural,
      bonus,
      total,
      dc,
      dcBreakdown: dcTerms,
      success: total >= dc,
      rule,
    },
    cause,
  );
}

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
): { readonly spell: string; readonly inFrame: boolean } | undefined {
  const c = state.combatants[id];
  // A spell already lost (a failed check, a counterspell) calls for no further check.
  if (c === undefined || c.lostConcentration || c.countered) return undefined;
  if (c.casting !== undefined) return { spell: c.casting.spell, inFrame: false };
  for (const fr of state.frames) {
    if (fr.kind !== "cast") continue;
    const f = fr as CastFrame;
    if (f.caster === id && (f.phase === "readied" || f.phase === "provoke"))
      return { spell: f.spell, inFrame: true };
  }
  return undefined;
}
