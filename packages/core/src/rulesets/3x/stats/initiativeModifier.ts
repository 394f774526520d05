import { pushNonZero, ruleTerm } from "../../../d20/breakdown/index.ts";
import { type Explained, explain, type Term } from "../../../model/breakdown.ts";
import type { Edition3x } from "../edition.ts";
import type { CombatantSpec } from "../model/combatant.ts";
import { abilityModifier } from "./abilities.ts";

/**
 * The initiative modifier: Dex (seed 000 先攻INITIATIVE), +4 for Improved Initiative (SRD feat),
 * plus any misc modifier. The Dex term is always shown: ties are broken by this modifier.
 */
export function initiativeModifier(e: Edition3x, spec: CombatantSpec): Explained {
  const r = e.rules;
  const dex = spec.abilities.dex;
  const terms: Term[] = [ruleTerm(`Dex ${dex}`, abilityModifier(dex), r.initiative)];
  if (spec.feats.includes("ImprovedInitiative")) {
    terms.push(ruleTerm("Improved Initiative", 4, r.featImprovedInitiative));
  }
  pushNonZero(terms, "misc", spec.initiativeMisc ?? 0, r.initiative);
  return explain(terms);
}
