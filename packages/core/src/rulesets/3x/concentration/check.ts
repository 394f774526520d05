import type { Term } from "../../../model/breakdown.ts";
import type { Edition3x } from "../edition.ts";
import type { Spell } from "../model/spell.ts";
import type { ThreeXContext } from "../state/index.ts";
import { abilityModifier } from "../stats/index.ts";
import type { Distraction } from "./dcTable.ts";

/**
 * A concentration check (seed 000 专注Concentration; seed 003 施法 精神集中): d20 +
 * Concentration (the spec's skill, else the Con modifier) against the edition's DC for the
 * distraction — its base, the spell's level where the edition adds it, and the damage taken
 * (`damage`, 0 for none). A failure loses the spell (the caller's frame says how).
 */
export function concentrate(
  ctx: ThreeXContext,
  edition: Edition3x,
  caster: string,
  spell: Spell,
  distraction: Distraction,
  cause: number,
  damage = 0,
): void {
  const spec = ctx.state.combatants[caster]!.spec;
  const skill = spec.concentration ?? abilityModifier(spec.abilities.con);
  const bonus: Term[] = [
    { label: "Concentration", value: skill, rule: edition.rules.concentration },
  ];
  const row = edition.concentration[distraction];
  if (row === undefined) throw new Error(`invariant: no concentration DC for ${distraction}`);
  const rule = row.rule;
  const dcTerms: Term[] = [{ label: "base", value: row.base, rule }];
  if (row.spellLevel) dcTerms.push({ label: "spell level", value: spell.level, rule });
  if (damage > 0) dcTerms.push({ label: "damage from the hit", value: damage, rule });
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
