import type { DiceRolledData } from "../catalogue/diceRolled.ts";
import { compareRecorded, type DiceFinding, DiceMismatchError } from "./diceMismatch.ts";
import type { DiceSource } from "./source.ts";

/** A `DiceRolled` event's data with its position in the log. */
export interface RecordedDie {
  readonly seq: number;
  readonly data: DiceRolledData;
}

/**
 * How to replay recorded dice. `strict` (replay): any mismatch throws `DiceMismatchError`.
 * `lenient` (audit): a mismatch becomes a finding and the recorded die is used anyway; once the
 * recording runs out, dice come from `fallback` (each such die is a finding), or it throws.
 */
export type RecordedDiceOptions =
  | { readonly mode: "strict" }
  | { readonly mode: "lenient"; readonly fallback?: DiceSource };

/** A source serving recorded dice in log order, with what it found along the way. */
export interface RecordedDiceSource extends DiceSource {
  /** Lenient mode's findings, in the order found (always empty in strict mode). */
  readonly findings: readonly DiceFinding[];
  /** How many recorded dice have not been served yet. */
  remaining(): number;
}

/**
 * Replays `recorded` (the log's `DiceRolled` events, in log order) one die per request. Stateful:
 * a cursor moves on with each request, because the log's order is the only link between a request
 * and its die. Throws a `RangeError` at once if the `seq`s do not strictly increase.
 */
export function recordedDice(
  recorded: readonly RecordedDie[],
  options: RecordedDiceOptions,
): RecordedDiceSource {
  const dice = [...recorded];
  dice.forEach((die, i) => {
    const previous = dice[i - 1];
    if (!Number.isSafeInteger(die.seq) || die.seq < 0 || (previous && die.seq <= previous.seq)) {
      throw new RangeError(`recorded dice out of log order at seq ${die.seq} (entry ${i})`);
    }
  });
  const findings: DiceFinding[] = [];
  let cursor = 0;

  return {
    findings,
    remaining: () => dice.length - cursor,
    roll(req) {
      const next = dice[cursor];
      if (next === undefined) {
        const finding: DiceFinding = {
          seq: null,
          field: "missing",
          expected: req.key,
          recorded: `nothing: all ${dice.length} recorded dice used`,
        };
        if (options.mode === "strict" || options.fallback === undefined) {
          throw new DiceMismatchError(finding);
        }
        findings.push(finding);
        return options.fallback.roll(req);
      }
      const found = compareRecorded(next.seq, req, next.data);
      const first = found[0];
      if (options.mode === "strict" && first !== undefined) throw new DiceMismatchError(first);
      findings.push(...found);
      cursor++;
      return next.data;
    },
  };
}
