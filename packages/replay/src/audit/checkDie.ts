import {
  type DiceNotation,
  type DiceRolledData,
  evaluate,
  faceCount,
  findBadFace,
  parseDieKey,
  parseNotation,
  rollSeeded,
} from "@d20/events";
import type { DieCheck } from "./finding.ts";

/** What is wrong with one die, before the rule it fed is attached. */
export interface DieProblem {
  readonly check: DieCheck;
  readonly expected: unknown;
  readonly recorded: unknown;
}

const ORIGINS: ReadonlySet<unknown> = new Set(["seeded", "forced", "table"]);
// `MAX_TIMES` of the dice code: a critical multiplies at most ×4, the cap keeps lines bounded.
const MAX_TIMES = 100;

/**
 * The first thing wrong with a recorded die: a malformed key, an unknown origin, an expression
 * that does not parse, the wrong number of faces, a face out of range for its die, a total that
 * is not the sum — and, for a seeded die (when the seed is known), faces other than those its
 * seed and key give. Dice rolled at a table or forced are only checked for shape and range.
 */
export function checkDie(data: DiceRolledData, seed: string | undefined): DieProblem | undefined {
  const { key, expr, faces, total, origin } = data;
  if (typeof key !== "string" || !keyParses(key))
    return {
      check: "key",
      expected: "combatant/purpose/rN/#N, or #N.S for a sub-die",
      recorded: key,
    };
  if (!ORIGINS.has(origin))
    return { check: "origin", expected: "seeded, forced or table", recorded: origin };
  const notation = typeof expr === "string" ? notationOf(expr) : undefined;
  if (notation === undefined) return { check: "expr", expected: "dice notation", recorded: expr };
  const times = data.times ?? 1;
  if (!Number.isInteger(times) || times < 1 || times > MAX_TIMES)
    return { check: "times", expected: `1 to ${MAX_TIMES}`, recorded: times };
  const count = faceCount(notation) * times;
  if (!Array.isArray(faces) || faces.length !== count)
    return { check: "faceCount", expected: count, recorded: faces?.length ?? faces };
  const bad = findBadFace(notation, faces, times);
  if (bad !== undefined)
    return {
      check: "faces",
      expected: `face ${bad.index + 1} from 1 to ${bad.sides}`,
      recorded: bad.face,
    };
  const sum = evaluate(notation, faces, times);
  if (sum !== total) return { check: "total", expected: sum, recorded: total };
  if (origin === "seeded" && seed !== undefined) {
    const rolled = rollSeeded(seed, key, expr, times);
    if (rolled.faces.some((f, i) => f !== faces[i]))
      return { check: "seed", expected: rolled.faces, recorded: faces };
  }
  return undefined;
}

function keyParses(key: string): boolean {
  try {
    parseDieKey(key);
    return true;
  } catch {
    return false;
  }
}

function notationOf(expr: string): DiceNotation | undefined {
  try {
    return parseNotation(expr);
  } catch {
    return undefined;
  }
}
