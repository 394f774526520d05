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
import type { ClaimLine, TableStep } from "./lines.ts";
import { tableDice } from "./tableDice.ts";
import { lineError, TableLogError } from "./tableLogError.ts";

/** One input decided with the table's hit/miss rulings adopted. */
export interface DecidedStep {
  /** The events, each attack roll's fact (dnd35: `AttackResolved`) as the table ruled it. */
  readonly events: FightEvent[];
  /** Where the table's `hit`/`miss` differs from the rules (dnd35: `AttackResolved.data.hit`). */
  readonly rulings: OverruledFact[];
}

/**
 * Decides one input of a table log on `state` (advanced in place), its dice from the step's
 * `roll` lines. A `hit`/`miss` claim the rules disagree with changes which dice follow (a hit
 * rolls damage, a miss does not), so the table's ruling is adopted where it is made, as an
 * override: the engine's events are kept up to that `AttackResolved`, which is written as the
 * table ruled, folded with its frames, and the engine resumes from there — its attack frame
 * goes on from the fact (damage after a hit, nothing after a miss), the next dice come from the
 * next written ones. Each such place is returned as a ruling; `verify` then reports it.
 * Anything else that cannot be imported is a `TableLogError`.
 */
export function decideStep(
  state: CombatState,
  step: TableStep,
  ruleset: Ruleset,
  claims: TableClaimFacts,
): DecidedStep {
  const isAttack = (e: FightEvent) => claims.attack(e) !== undefined;
  const calls = step.claims.filter((c) => c.claim.kind === "hit" || c.claim.kind === "miss");
  const events: FightEvent[] = [];
  const rulings: OverruledFact[] = [];
  let rolls = step.rolls;
  let attacks = 0;
  for (let first = true; ; first = false) {
    const trial = cloneState(state);
    const dice = straying(tableDice({ ...step, rolls }));
    const out = run(trial, step, dice.source, first, rolls.length);
    // The first attack whose outcome the table called otherwise, if the dice went as written.
    let j = -1;
    let k = attacks;
    for (let i = 0; i < out.length && j < 0; i++) {
      const attack = claims.attack(out[i]!);
      if (attack === undefined) continue;
      const call = calls[k++];
      const hit = attack.hit;
      if (call !== undefined && hit !== (call.claim.kind === "hit")) j = i;
    }
    const diceBefore = (n: number) => out.slice(0, n).filter((e) => e.type === "DiceRolled").length;
    if (j < 0 || (dice.strayedAt !== undefined && dice.strayedAt < diceBefore(j))) {
      if (dice.error !== undefined) throw dice.error;
      events.push(...out);
      Object.assign(state, trial);
      const unused = rolls.slice(diceBefore(out.length))[0];
      if (unused !== undefined)
        throw lineError(unused.at, "roll", "the rules ask for no more dice for this input");
      return { events, rulings };
    }
    // Adopt the table's ruling at `j` and resume the engine after it.
    const call = calls[attacks + out.slice(0, j).filter(isAttack).length]!;
    const ruled = overrule(out[j]!, call, claims);
    rulings.push(ruled.ruling);
    const prefix = [...out.slice(0, j), ruled.event];
    for (const e of prefix) evolveMut(state, e, ruleset);
    events.push(...prefix);
    attacks += prefix.filter(isAttack).length;
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

function overrule(e: FightEvent, call: ClaimLine, claims: TableClaimFacts) {
  const hit = call.claim.kind === "hit";
  const claimed = claims.ruleAttack(e, hit);
  const change = claimed.changed[0]!;
  const ruling: OverruledFact = {
    line: call.at.line,
    seq: e.seq,
    type: e.type,
    path: change.path,
    rules: change.rules,
    table: change.table,
  };
  return { event: claimed.event, ruling };
}
