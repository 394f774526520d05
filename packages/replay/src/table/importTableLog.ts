import {
  type CombatState,
  cloneState,
  type FightEvent,
  fightState,
  isGmInput,
  rulesets,
  violationText,
} from "@d20/core";
import { type HeaderData, serializeLog, type UnsealedEvent } from "@d20/events";
import { adoptRecorded } from "../audit/adopt.ts";
import { applyClaims, type OverruledFact } from "./applyClaims.ts";
import { assumedAnswer } from "./assumeAnswers.ts";
import { decideStep } from "./decideStep.ts";
import type { TableStep } from "./lines.ts";
import { type CombatantReader, lineOfField } from "./parseHeader.ts";
import { parseTableLog } from "./parseTableLog.ts";
import { lineError } from "./tableLogError.ts";

/** Options of `importTableLog`. */
export interface ImportOptions {
  /** The table log's file name, for errors (default "table log"). */
  readonly file?: string;
  /**
   * How combatants in the scenario format are read (`combatant {…}` lines, stock creatures on a
   * short `combatant` line): `@d20/scenario`'s `readScenarioCombatant`. Without it only the
   * ruleset's templates and `combatant-json` are known.
   */
  readonly combatants?: CombatantReader;
}

/** A table log imported as an engine log. */
export interface ImportedTableLog {
  readonly header: HeaderData;
  /** The log: the header at seq 0, then every event. */
  readonly log: readonly UnsealedEvent[];
  /** The log as sealed JSONL (hash chain), ready for `verify` or a store. */
  readonly text: string;
  /** The hash of its last event. */
  readonly head: string;
  /** Where the table's claims differ from the rules (the log holds the claims there). */
  readonly overruled: readonly OverruledFact[];
  /** The windows the notes left open, answered by the table's default (the audit lists them). */
  readonly assumed: readonly AssumedAt[];
}

/** A window answered by the table's default: before which line, who was asked, and why. */
export interface AssumedAt {
  /** The line of the input it was answered within, or just before. */
  readonly line: number;
  /** The seq of the answer's `Declared`. */
  readonly seq: number;
  readonly by: string;
  readonly window: string;
  readonly provoker: string;
}

/**
 * Imports a table log (FORMAT.md). The header lines become the log's `Header`; then the engine
 * decides every input line in turn (`decideMut`), its dice requests answered from the `roll`
 * lines that follow the input, in order and checked against what each die was for (origin
 * `table`). The claims then replace the facts they name, so the log holds what the table decided;
 * after a claim that differs from the rules, the engine goes on from the table's version (the
 * recorded outcome is adopted, as `verify` does), so `verify` on the result reports exactly the
 * places where the table and the rules disagree. Anything that cannot be imported — a line that
 * does not parse, a die written for something else, a declaration the rules refuse — throws a
 * `TableLogError` naming the file, line and field. A `hit`/`miss` claim the rules disagree with
 * changes which dice follow: the table's ruling is adopted there and the engine goes on from it
 * (`decideStep`), and the place is listed in `overruled`.
 */
export function importTableLog(text: string, options: ImportOptions = {}): ImportedTableLog {
  const file = options.file ?? "table log";
  const { header, steps, rulesetAt, headerLines, vocabulary } = parseTableLog(
    text,
    file,
    options.combatants,
  );
  const first = steps[0]!.at;
  const ruleset = rulesets[header.ruleset.id];
  if (ruleset === undefined)
    throw lineError(rulesetAt, "ruleset.id", `unknown ruleset "${header.ruleset.id}"`);
  // A header the rules refuse is reported at the line of the field at fault.
  const refused = ruleset.checkHeader(header);
  if (refused !== undefined) {
    const text = violationText(refused, ruleset.words);
    const field = /^[\w.[\]]+(?=: )/.exec(text)?.[0];
    const at = (field === undefined ? undefined : lineOfField(headerLines, field)) ?? first;
    const why = field === undefined ? text : text.slice(field.length + 2);
    throw lineError(at, field ?? "header", `${why} (${refused.rule})`);
  }
  let state: CombatState;
  try {
    state = fightState(header);
  } catch (e) {
    throw lineError(first, "header", `the header cannot start a fight: ${(e as Error).message}`);
  }
  const events: FightEvent[] = [];
  const overruled: OverruledFact[] = [];
  const assumed: AssumedAt[] = [];
  const decide = (step: TableStep, line: number) => {
    const before = step.claims.length === 0 ? undefined : cloneState(state);
    const decided = decideStep(state, step, ruleset, vocabulary.claims);
    overruled.push(...decided.rulings);
    const claimed = applyClaims(decided.events, step.claims, vocabulary.claims);
    events.push(...claimed.events);
    for (const e of claimed.events) {
      const input = e.type === "Declared" ? e.data : undefined;
      if (input === undefined || isGmInput(input) || input.assumed === undefined) continue;
      const { window, provoker } = input.assumed;
      assumed.push({ line, seq: e.seq, by: input.by, window, provoker });
    }
    if (decided.rulings.length + claimed.overruled.length > 0 && before !== undefined) {
      overruled.push(...claimed.overruled);
      adoptRecorded(before, claimed.events, ruleset);
      state = before;
    }
  };
  for (const step of steps) {
    for (let owed = assumedAnswer(state, ruleset, step); owed !== undefined; ) {
      decide(owed.step, step.at.line);
      owed = assumedAnswer(state, ruleset, step);
    }
    decide(step, step.at.line);
  }
  const log = [{ seq: 0, type: "Header", v: 1, data: header }, ...events] as UnsealedEvent[];
  const sealed = serializeLog(log);
  return { header, log, text: sealed.text, head: sealed.head, overruled, assumed };
}
