import type { DiceNotation } from "./notation.ts";

/**
 * Most repetitions one roll may ask for. A critical multiplies damage by at most ×4 in the
 * rulesets; the headroom is for what-if experiments, the cap for keeping a log line bounded.
 */
export const MAX_TIMES = 100;

/** Throws a `RangeError` unless `times` is a whole number of repetitions from 1 to `MAX_TIMES`. */
export function checkTimes(times: number): void {
  if (!Number.isInteger(times) || times < 1 || times > MAX_TIMES) {
    throw new RangeError(`dice times must be a whole number from 1 to ${MAX_TIMES}, got ${times}`);
  }
}

/** How many faces one repetition of `notation` shows (constants show none). */
export function faceCount(notation: DiceNotation): number {
  let n = 0;
  for (const term of notation.terms) if (term.kind === "dice") n += term.count;
  return n;
}

/**
 * The sides of each face, in face order, for `times` repetitions: repetition 1's faces first, term
 * by term, then repetition 2's. This is the one place that order is defined.
 */
export function faceRanges(notation: DiceNotation, times = 1): number[] {
  const one: number[] = [];
  for (const term of notation.terms) {
    if (term.kind === "dice") for (let i = 0; i < term.count; i++) one.push(term.sides);
  }
  const all: number[] = [];
  for (let r = 0; r < times; r++) all.push(...one);
  return all;
}

/** A face that cannot have come from its die: where it is, what it shows, how many sides it had. */
export interface BadFace {
  readonly index: number;
  readonly face: number;
  readonly sides: number;
}

/** The first face that is not a whole number from 1 to its die's sides, if any. */
export function findBadFace(
  notation: DiceNotation,
  faces: readonly number[],
  times = 1,
): BadFace | undefined {
  const ranges = faceRanges(notation, times);
  for (let index = 0; index < ranges.length; index++) {
    const face = faces[index];
    const sides = ranges[index];
    if (face === undefined || sides === undefined) break;
    if (!Number.isInteger(face) || face < 1 || face > sides) return { index, face, sides };
  }
  return undefined;
}

/**
 * The total of `notation` rolled `times` times with the given faces: each repetition's dice and
 * constants, summed over repetitions. Which dice a critical multiplies is the ruleset's business;
 * this only adds up what was asked for. Throws a `RangeError` if the face count is wrong.
 */
export function evaluate(notation: DiceNotation, faces: readonly number[], times = 1): number {
  checkTimes(times);
  const expected = faceCount(notation) * times;
  if (faces.length !== expected) {
    throw new RangeError(`expected ${expected} faces, got ${faces.length}`);
  }
  let next = 0;
  let total = 0;
  for (let r = 0; r < times; r++) {
    for (const term of notation.terms) {
      let sum = 0;
      if (term.kind === "const") sum = term.value;
      else for (let i = 0; i < term.count; i++) sum += faces[next++] ?? 0;
      total += term.sign * sum;
    }
  }
  // A huge constant repeated many times could leave exact integer arithmetic; refuse, don't round.
  if (!Number.isSafeInteger(total))
    throw new RangeError(`dice total ${total} is not a safe integer`);
  return total;
}
