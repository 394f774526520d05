import { formatTerms } from "../../../words/format.ts";
import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import { fact, type Tellers, type Texts } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

/** Spells (seed 000 施法, 专注, 反制法术): casting begun and completed, checks, counters, losses. */
export const spellTellers: Tellers = {
  ConcentrationRolled: (d) => fact("ConcentrationRolled", d),
  CastingStarted: (d) => fact("CastingStarted", d),
  CastingCompleted: (d) => fact("CastingCompleted", d),
  CounterspellAttempted: (d) => fact("CounterspellAttempted", d),
  SpellCast: (d) => fact("SpellCast", d),
  SpellLost: (d) => fact("SpellLost", d),
  ComponentsChanged: (d) => fact("ComponentsChanged", d),
};

/** "material", "focus" or "material and focus". */
function componentWords(components: readonly ("M" | "F")[]): string {
  return components.map((c) => (c === "M" ? "material" : "focus")).join(" and ");
}

/** The English texts of spells. */
export const spellTexts = {
  "dnd35:event.ConcentrationRolled": (d: Data<"ConcentrationRolled">) =>
    `${d.caster} concentration (${d.spell}): d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} vs DC ${d.dc} (${formatTerms(d.dcBreakdown)}): ${d.success ? "success" : "failure"}`,
  "dnd35:event.CastingStarted": (d: Data<"CastingStarted">) =>
    `${d.caster} begins casting ${d.spell}${d.target === undefined ? "" : ` at ${d.target}`} (it takes effect before ${d.caster}'s next turn)`,
  "dnd35:event.CastingCompleted": (d: Data<"CastingCompleted">) =>
    `${d.caster} completes ${d.spell}${d.target === undefined ? "" : ` at ${d.target}`}${d.damageTaken > 0 ? ` (took ${d.damageTaken} damage meanwhile)` : ""}`,
  "dnd35:event.CounterspellAttempted": (d: Data<"CounterspellAttempted">) => {
    const result = d.countered
      ? "countered"
      : d.identified
        ? "identified, not countered"
        : "not identified";
    return `${d.by} tries to counter ${d.caster}'s ${d.spell}: Spellcraft d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} vs DC ${d.dc}: ${result}`;
  },
  "dnd35:event.SpellCast": (d: Data<"SpellCast">) =>
    `${d.caster} casts ${d.spell}${d.targets.length === 0 ? "" : ` on ${d.targets.join(", ")}`}`,
  "dnd35:event.SpellLost": (d: Data<"SpellLost">) => `${d.caster} loses ${d.spell}: ${d.reason}`,
  "dnd35:event.ComponentsChanged": (d: Data<"ComponentsChanged">) =>
    d.change === "retrieved"
      ? `${d.caster} takes the ${componentWords(d.components)} of ${d.spell} from its pouch into its hand`
      : `${d.caster} uses up the ${componentWords(d.components)} of ${d.spell} in hand`,
} satisfies Texts;
