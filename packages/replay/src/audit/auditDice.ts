import {
  canonicalNotation,
  type DiceRequest,
  type DiceRolledData,
  type DiceSource,
  type RecordedDie,
  recordedDice,
} from "@d20/events";
import { checkDie } from "./checkDie.ts";

/**
 * The dice an input is re-derived with: its recorded dice in log order (`recordedDice`,
 * lenient), each used as recorded when it answers the request — same key, expression and
 * repetitions, and well-formed. A recorded die that does not (the rules asked for a critical's
 * doubled damage where the log has a single roll, or for a die the log never rolled) is replaced
 * by the seeded die for the request: the engine then goes on with a die of the right shape and
 * the difference shows as a finding at that die, instead of derailing the engine.
 */
export function auditDice(recorded: readonly RecordedDie[], fallback: DiceSource): DiceSource {
  const source = recordedDice(recorded, { mode: "lenient", fallback });
  return {
    roll(req) {
      const die = source.roll(req);
      return answers(die, req) ? die : fallback.roll(req);
    },
  };
}

function answers(die: DiceRolledData, req: DiceRequest): boolean {
  if (die.key !== req.key || (die.times ?? 1) !== (req.times ?? 1)) return false;
  try {
    if (canonicalNotation(die.expr) !== canonicalNotation(req.expr)) return false;
  } catch {
    return false;
  }
  return checkDie(die, undefined) === undefined;
}
