import { ROLL_LIMITS } from "./limits.ts";
import type { RollDice, RollExpression } from "./rollExpression.ts";
import { RollExpressionError } from "./rollExpressionError.ts";

/** An expression evaluated on the faces the dice showed. */
export interface RolledExpression {
  readonly total: number;
  /** Each die roll's faces as thrown, rerolls included, in the order the expression reads. */
  readonly faces: readonly number[];
}

/**
 * Evaluates `e` on `faces`, the faces the dice showed in the order they were thrown (a rerolled
 * die's new face right after the one it replaces): each die is rerolled while it shows a listed
 * face (once with `ro`), counts as at least `mi` and at most `ma`, then the selection keeps or
 * drops the highest or lowest; `/` rounds down, as d20 rounds. Throws a `RollExpressionError` when
 * a face is out of range, the faces run out or some are left over, or a division is by zero.
 */
export function evaluateRollExpression(
  e: RollExpression,
  faces: readonly number[],
  text: string,
): RolledExpression {
  let next = 0;
  const face = (sides: number): number => {
    const f = faces[next];
    if (f === undefined)
      throw new RollExpressionError(text, `${faces.length} face(s) written, more are rolled`);
    if (!Number.isInteger(f) || f < 1 || f > sides)
      throw new RollExpressionError(text, `face ${next + 1} is ${f}, not from 1 to ${sides}`);
    next++;
    return f;
  };
  const total = evaluate(e, face, text);
  if (next < faces.length)
    throw new RollExpressionError(
      text,
      `${faces.length} faces written, but the dice take ${next} (rerolls included)`,
    );
  return { total, faces: faces.slice(0, next) };
}

/** The least and the most `e` can give (the bounds a total written `= total N` must lie in). */
export function rollBounds(e: RollExpression): { readonly min: number; readonly max: number } {
  switch (e.kind) {
    case "number":
      return { min: e.value, max: e.value };
    case "dice": {
      const allowed = [...Array(e.sides).keys()].map((i) => i + 1);
      // A die rerolled until it shows another face never ends on a listed one; once, it may.
      const ends = e.rerollOnce ? allowed : allowed.filter((f) => !e.reroll.includes(f));
      const clamp = (f: number) => Math.min(e.max ?? f, Math.max(e.min ?? f, f));
      const low = clamp(Math.min(...ends));
      const high = clamp(Math.max(...ends));
      const kept = kept_(e);
      return { min: low * kept, max: high * kept };
    }
    case "negate": {
      const b = rollBounds(e.operand);
      return { min: -b.max, max: -b.min };
    }
    case "operation": {
      const l = rollBounds(e.left);
      const r = rollBounds(e.right);
      if (e.op === "+") return { min: l.min + r.min, max: l.max + r.max };
      if (e.op === "-") return { min: l.min - r.max, max: l.max - r.min };
      const divisors = [r.min, r.max, ...(r.min < 0 && r.max > 0 ? [-1, 1] : [])].filter(
        (d) => e.op === "*" || d !== 0,
      );
      const corners = [l.min, l.max].flatMap((a) =>
        divisors.map((b) => (e.op === "*" ? a * b : Math.floor(a / b))),
      );
      return corners.length === 0
        ? { min: 0, max: 0 }
        : { min: Math.min(...corners), max: Math.max(...corners) };
    }
    default: {
      const never: never = e;
      return never;
    }
  }
}

function kept_(d: RollDice): number {
  const s = d.select;
  if (s === undefined) return d.count;
  return s.keep ? s.count : d.count - s.count;
}

function evaluate(e: RollExpression, face: (sides: number) => number, text: string): number {
  switch (e.kind) {
    case "number":
      return e.value;
    case "dice":
      return roll(e, face, text);
    case "negate":
      return -evaluate(e.operand, face, text);
    case "operation": {
      const l = evaluate(e.left, face, text);
      const r = evaluate(e.right, face, text);
      switch (e.op) {
        case "+":
          return l + r;
        case "-":
          return l - r;
        case "*":
          return l * r;
        case "/":
          if (r === 0) throw new RollExpressionError(text, "a division by zero");
          return Math.floor(l / r);
      }
      break;
    }
  }
  const never: never = e;
  return never;
}

function roll(d: RollDice, face: (sides: number) => number, text: string): number {
  const values: number[] = [];
  let thrown = 0;
  for (let i = 0; i < d.count; i++) {
    let f = face(d.sides);
    thrown++;
    while (d.reroll.includes(f)) {
      if (thrown >= ROLL_LIMITS.MAX_FACES)
        throw new RollExpressionError(
          text,
          `more than MAX_FACES (${ROLL_LIMITS.MAX_FACES}) faces with its rerolls`,
          undefined,
          "MAX_FACES",
        );
      f = face(d.sides);
      thrown++;
      if (d.rerollOnce) break;
    }
    values.push(Math.min(d.max ?? f, Math.max(d.min ?? f, f)));
  }
  const s = d.select;
  if (s === undefined) return values.reduce((a, b) => a + b, 0);
  // Highest first: keeping the highest k is taking the first k, dropping them the rest.
  const sorted = [...values].sort((a, b) => (s.highest ? b - a : a - b));
  const chosen = s.keep ? sorted.slice(0, s.count) : sorted.slice(s.count);
  return chosen.reduce((a, b) => a + b, 0);
}
