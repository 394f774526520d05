import {
  type CombatState,
  cloneState,
  decideMut,
  evolveMut,
  type FightEvent,
  isGmInput,
  isViolation,
  type Ruleset,
  resumeMut,
  rulesetOf,
  type TableClaimFacts,
  violationText,
} from "@d20/core";
import { type DiceSource, seededDice } from "@d20/events";
import type { OverruledFact } from "./applyClaims.ts";
import { declineOwed } from "./assumeAnswers.ts";
import type { TableStep } from "./lines.ts";
import { agrees, factKey, isRuling, type RulingClaim, ruled, rulingKey } from "./rulings.ts";
import { tableDice } from "./tableDice.ts";
import { lineError, TableLogError } from "./tableLogError.ts";

/** One input decided with the table's rulings (checks' outcomes, the order) adopted. */
export interface DecidedStep {
  /** The events, each called check's fact (dnd35: `AttackResolved`, `SaveRolled`…) as ruled. */
  readonly events: FightEvent[];
  /** Where the table's calls differ from the rules (dnd35: `AttackResolved.data.hit`…). */
  readonly rulings: OverruledFact[];
}

/**
 * Decides one input of a table log on `state` (advanced in place), its dice from the step's
 * `roll` lines. A claimed outcome of a check the rules disagree with changes what follows (a hit
 * rolls damage, a miss does not; a failed save brings the spell's condition; a claimed order
 * changes who acts), so the table's ruling is adopted where it is made, as an override: the
 * engine's events are kept up to that fact (`AttackResolved`, `SaveRolled`, `InitiativeRolled`…),
 * which is written as the table ruled, folded with its frames, and the engine resumes from there —
 * its frame goes on from the fact (damage after a hit, nothing after a miss), the next dice come
 * from the next written ones. Each check's claims meet its facts in order. Each such place is returned as a ruling; `verify` then reports it.
 * Anything else that cannot be imported is a `TableLogError`.
 */
export function decideStep(
  state: CombatState,
  step: TableStep,
  ruleset: Ruleset,
  claims: TableClaimFacts,
): DecidedStep {
  const calls = step.claims.filter(isRuling);
  const byKey = new Map<string, RulingClaim[]>();
  for (const c of calls) byKey.set(rulingKey(c), [...(byKey.get(rulingKey(c)) ?? []), c]);
  const events: FightEvent[] = [];
  const rulings: OverruledFact[] = [];
  let rolls = step.rolls;
  // How many facts of each ruling's kind the adopted events already hold.
  const taken = new Map<string, number>();
  for (let first = true; ; first = false) {
    const trial = cloneState(state);
    const dice = straying(tableDice({ ...step, rolls }));
    const out = run(trial, step, dice.source, first, rolls.length);
    // The first fact whose outcome the table called otherwise, if the dice went as written.
    let j = -1;
    let call: RulingClaim | undefined;
    const seen = new Map(taken);
    for (let i = 0; i < out.length && j < 0; i++) {
      const key = factKey(out[i]!, claims);
      if (key === undefined) continue;
      const n = seen.get(key) ?? 0;
      seen.set(key, n + 1);
      const c = byKey.get(key)?.[n];
      if (c !== undefined && !agrees(out[i]!, c, claims)) [j, call] = [i, c];
    }
    const diceBefore = (n: number) => out.slice(0, n).filter((e) => e.type === "DiceRolled").length;
    if (call === undefined || (dice.strayedAt !== undefined && dice.strayedAt < diceBefore(j))) {
      if (dice.error !== undefined) throw dice.error;
      events.push(...out);
      Object.assign(state, trial);
      const unused = rolls.slice(diceBefore(out.length))[0];
      if (unused !== undefined)
        throw lineError(unused.at, "roll", "the rules ask for no more dice for this input");
      return { events, rulings };
    }
    // Adopt the table's ruling at `j` and resume the engine after it.
    const ruling = ruled(out[j]!, call, claims);
    for (const { path, rules, table } of ruling.changed)
      rulings.push({
        line: call.at.line,
        seq: out[j]!.seq,
        type: out[j]!.type,
        path,
        rules,
        table,
      });
    const prefix = [...out.slice(0, j), ruling.event];
    for (const e of prefix) evolveMut(state, e, ruleset);
    events.push(...prefix);
    for (const e of prefix) {
      const key = factKey(e, claims);
      if (key !== undefined) taken.set(key, (taken.get(key) ?? 0) + 1);
    }
    rolls = rolls.slice(diceBefore(j));
  }
}

// The engine's events for the step; where they stop at a window its notes do not answer while
// dice written for the step remain, the table went on past it: the default answers it there.
function run(
  state: CombatState,
  step: TableStep,
  dice: DiceSource,
  first: boolean,
  written: number,
): FightEvent[] {
  const field = isGmInput(step.input) ? "gm" : "declare";
  const events: FightEvent[] = [];
  const rolled = () => events.filter((e) => e.type === "DiceRolled").length;
  for (let input = first ? step.input : undefined; ; ) {
    let out: ReturnType<typeof decideMut>;
    try {
      out = input === undefined ? resumeMut(state, dice) : decideMut(state, input, dice);
    } catch (e) {
      if (e instanceof TableLogError) throw e;
      throw lineError(step.at, field, `the engine failed: ${(e as Error).message}`);
    }
    if (isViolation(out))
      throw lineError(
        step.at,
        field,
        `${violationText(out, rulesetOf(state).words)} (${out.rule})`,
      );
    events.push(...out);
    const owed = rolled() < written ? declineOwed(state, rulesetOf(state)) : undefined;
    if (owed === undefined) return events;
    input = owed.input;
  }
}

// The table's dice, but a die the rules ask for that is not written (or written for something
// else) comes from a seed instead of stopping, and the first such place and error are kept:
// after a ruling the rules would have overridden, the written dice part from the rules' requests.
function straying(table: DiceSource) {
  const fallback = seededDice("table-log-import");
  let n = 0;
  const s: { source: DiceSource; strayedAt?: number; error?: TableLogError } = {
    source: {
      roll(req) {
        const i = n++;
        if (s.error === undefined) {
          try {
            return table.roll(req);
          } catch (e) {
            if (!(e instanceof TableLogError)) throw e;
            s.error = e;
            s.strayedAt = i;
          }
        }
        return fallback.roll(req);
      },
    },
  };
  return s;
}
