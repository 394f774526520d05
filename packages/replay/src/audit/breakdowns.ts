import type { FightEvent, RuleEntry, Term, ThreeXEvent } from "@d20/core";
import type { RulesIndex } from "./citation.ts";

/** A breakdown term with its rule's citation. */
export interface ExplainedTerm extends Term {
  readonly citation?: RuleEntry;
}

/** One explained number: its name, its value as recorded, and the terms it is made of. */
export interface Breakdown {
  readonly name: string;
  readonly total: number;
  readonly terms: readonly ExplainedTerm[];
}

type Raw = { readonly name: string; readonly total: number; readonly terms: readonly Term[] };

/**
 * The numbers an event explains, term by term: an attack's roll (d20 + attack bonus) and the
 * target's AC, damage, a save, each creature's initiative. Any other list of terms in an event's
 * data is shown under its field name, so a new fact explains itself without a change here.
 */
export function breakdownsOf(event: FightEvent, rules: RulesIndex | undefined): Breakdown[] {
  const cited = (raw: Raw): Breakdown => ({
    ...raw,
    terms: raw.terms.map((t) => {
      const citation = rules?.[t.rule];
      return citation === undefined ? t : { ...t, citation };
    }),
  });
  return rawBreakdowns(event as unknown as ThreeXEvent).map(cited);
}

function rawBreakdowns(event: ThreeXEvent): Raw[] {
  switch (event.type) {
    case "AttackResolved": {
      const d = event.data;
      const roll = { label: "d20 (natural)", value: d.natural, rule: "dnd35.attackRoll" };
      return [
        { name: "attack roll", total: d.total, terms: [roll, ...d.bonus] },
        { name: "armor class", total: d.acTotal, terms: d.ac },
      ];
    }
    case "DamageDealt":
      return [{ name: "damage", total: event.data.amount, terms: event.data.breakdown }];
    case "SaveRolled": {
      const d = event.data;
      const roll = { label: "d20 (natural)", value: d.natural, rule: d.rule };
      return [{ name: `${d.save} save (DC ${d.dc})`, total: d.total, terms: [roll, ...d.bonus] }];
    }
    case "InitiativeRolled":
      return event.data.entries.map((e) => ({
        name: `initiative of ${e.id}`,
        total: e.count,
        terms: e.breakdown,
      }));
    default:
      return termLists(event.data);
  }
}

function isTerm(x: unknown): x is Term {
  if (typeof x !== "object" || x === null) return false;
  const t = x as Record<string, unknown>;
  return typeof t.label === "string" && typeof t.value === "number" && typeof t.rule === "string";
}

function termLists(data: unknown): Raw[] {
  if (typeof data !== "object" || data === null) return [];
  const out: Raw[] = [];
  for (const [name, value] of Object.entries(data)) {
    if (Array.isArray(value) && value.length > 0 && value.every(isTerm)) {
      out.push({ name, total: value.reduce((a, t) => a + t.value, 0), terms: value });
    }
  }
  return out;
}
