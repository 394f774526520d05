import type { DiceRolledData } from "../catalogue/diceRolled.ts";
import { checkTimes, evaluate, faceCount, findBadFace } from "./evaluate.ts";
import { type DiceNotation, formatNotation } from "./notation.ts";
import { DiceNotationError } from "./notationError.ts";
import { parseNotation } from "./parseNotation.ts";
import type { DiceRequest } from "./source.ts";

/**
 * Which part of a recorded die disagrees: with the request (`key`, `expr`, `times`), with its own
 * expression (`faceCount`, `faces`, `total`), or `missing` when the recording has run out.
 */
export type DiceMismatchField =
  | "key"
  | "expr"
  | "times"
  | "faceCount"
  | "faces"
  | "total"
  | "missing";

/** One disagreement between a request and the recorded die at `seq` (null: none was left). */
export interface DiceFinding {
  readonly seq: number | null;
  readonly field: DiceMismatchField;
  readonly expected: string | number;
  readonly recorded: string | number;
}

/** A recorded die that does not fit, in strict replay, where the log then cannot be replayed. */
export class DiceMismatchError extends Error {
  override readonly name = "DiceMismatchError";
  /** The disagreement, as lenient replay would have recorded it. */
  readonly finding: DiceFinding;

  constructor(finding: DiceFinding) {
    const where =
      finding.seq === null ? "recorded dice exhausted" : `recorded die at seq ${finding.seq}`;
    super(
      `${where}: ${finding.field} expected ${JSON.stringify(finding.expected)}, ` +
        `recorded ${JSON.stringify(finding.recorded)}`,
    );
    this.finding = finding;
  }
}

function tryParse(expr: string): DiceNotation | undefined {
  try {
    return parseNotation(expr);
  } catch (e) {
    if (e instanceof DiceNotationError) return undefined;
    throw e;
  }
}

const validTimes = (times: number): boolean => {
  try {
    checkTimes(times);
    return true;
  } catch {
    return false;
  }
};

/**
 * Every way `data` (recorded at `seq`) fails to answer `req`, in a fixed order. Expressions are
 * compared in canonical form (`3d6 + 1` answers `3d6+1`). Faces and total are checked against the
 * recorded die's own expression, so a different expression is reported once, as `expr`.
 */
export function compareRecorded(
  seq: number,
  req: DiceRequest,
  data: DiceRolledData,
): DiceFinding[] {
  const found: DiceFinding[] = [];
  const add = (field: DiceMismatchField, expected: string | number, recorded: string | number) =>
    found.push({ seq, field, expected, recorded });
  if (req.key !== data.key) add("key", req.key, data.key);
  // A bad request is the engine's bug, not the log's: let it throw.
  const expected = formatNotation(parseNotation(req.expr));
  const notation = tryParse(data.expr);
  if (notation === undefined || formatNotation(notation) !== expected)
    add("expr", expected, data.expr);
  const reqTimes = req.times ?? 1;
  checkTimes(reqTimes);
  const times = data.times ?? 1;
  if (times !== reqTimes) add("times", reqTimes, times);
  if (notation === undefined || !validTimes(times)) return found;
  const count = faceCount(notation) * times;
  if (data.faces.length !== count) {
    add("faceCount", count, data.faces.length);
    return found;
  }
  const bad = findBadFace(notation, data.faces, times);
  if (bad !== undefined) {
    add("faces", `face ${bad.index + 1} from 1 to ${bad.sides}`, bad.face);
    return found;
  }
  const total = evaluate(notation, data.faces, times);
  if (total !== data.total) add("total", total, data.total);
  return found;
}
