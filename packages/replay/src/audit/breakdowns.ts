import {
  catalogueIn,
  type FightEvent,
  type Language,
  type RuleEntry,
  type Ruleset,
  renderMessage,
  type Term,
} from "@d20/core";

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
 * The numbers an event explains, term by term, each term cited from the rules of the log's
 * ruleset: the ruleset names them (`Ruleset.audit.breakdowns`: for dnd35 an attack's roll —
 * its natural d20 citing dnd35's own attack-roll rule — and the target's AC, damage, a save,
 * each creature's initiative). Any other list of terms in an event's data, and every list of
 * an event the ruleset does not explain, is shown under its field name, so a new fact explains
 * itself without a change here.
 */
export function breakdownsOf(
  event: FightEvent,
  ruleset: Ruleset | undefined,
  at?: (seq: number) => FightEvent | undefined,
  lang: Language = "en",
): Breakdown[] {
  const rules = ruleset?.rules;
  const cited = (raw: Raw): Breakdown => ({
    ...raw,
    terms: raw.terms.flatMap(splitConstant).map((t) => {
      const citation = rules?.[t.rule];
      return citation === undefined ? t : { ...t, citation };
    }),
  });
  const own = ruleset?.audit?.breakdowns(event, at);
  const raw =
    own === undefined
      ? termLists(event.data)
      : own.map((b) => ({
          ...b,
          name: renderMessage(b.name, catalogueIn(ruleset!.words.catalogues, lang)),
        }));
  return raw.map(cited);
}

// A term whose label ends in dice with a constant (`magic missile 1d4+1`, value 4) is the dice
// and the constant: shown as two terms, the dice's (`magic missile 1d4`, 3) and the constant's
// (`constant of 1d4+1`, 1), so a constant is never read as a die's face. The value is the whole roll.
const DICE_WITH_CONSTANT = /^(.*?)(\d*d\d+(?:[+-]\d*d\d+)*)([+-]\d+)$/;

function splitConstant(t: Term): Term[] {
  const m = DICE_WITH_CONSTANT.exec(t.label);
  if (m === null) return [t];
  const constant = Number(m[3]);
  const dice = `${m[1]}${m[2]}`;
  return [
    { ...t, label: dice, value: t.value - constant },
    { ...t, label: `constant of ${m[2]}${m[3]}`, value: constant },
  ];
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
