import { checkTimes, faceCount, findBadFace } from "./evaluate.ts";
import type { DiceNotation } from "./notation.ts";
import { parseNotation } from "./parseNotation.ts";
import { rolledData } from "./rolled.ts";
import type { DiceSource } from "./source.ts";

/**
 * Scripted faces, for tests and for "what if that had been a 20?". `byKey` gives a roll's faces in
 * full (every repetition, in face order) and answers every request for that key, as a seeded die
 * would. `queue` is consumed in order by rolls not matched by key, each taking as many faces as
 * it needs.
 */
export interface ForcedScript {
  readonly byKey?: Readonly<Record<string, readonly number[]>>;
  readonly queue?: readonly number[];
}

/** A forced source; `queued()` tells a test whether its whole script was used. */
export interface ForcedDiceSource extends DiceSource {
  /** How many queued faces have not been handed out yet. */
  queued(): number;
}

function checkForced(
  what: string,
  notation: DiceNotation,
  times: number,
  faces: readonly number[],
): void {
  const needed = faceCount(notation) * times;
  if (faces.length !== needed) {
    throw new RangeError(
      `${what}: the script gives ${faces.length} faces, the roll needs ${needed}`,
    );
  }
  const bad = findBadFace(notation, faces, times);
  if (bad !== undefined) {
    throw new RangeError(
      `${what}: forced face ${bad.face} (face ${bad.index + 1}) is not on a d${bad.sides}`,
    );
  }
}

/**
 * Dice from `script` (origin "forced"): first by exact key, then from the queue. Anything else goes
 * to `fallback`, whose dice keep their own origin, or throws if there is none. A scripted face
 * that cannot be on its die, or a queue too short for a roll, throws: a script that does not
 * fit the fight is a broken test, not a roll to reinterpret.
 */
export function forcedDice(script: ForcedScript, fallback?: DiceSource): ForcedDiceSource {
  const byKey = script.byKey ?? {};
  const queue = [...(script.queue ?? [])];
  let next = 0;

  return {
    queued: () => queue.length - next,
    roll(req) {
      const times = req.times ?? 1;
      checkTimes(times);
      const notation = parseNotation(req.expr);
      const what = `forced die ${JSON.stringify(req.key)} (${req.expr})`;
      // Object.hasOwn, so that a key such as "constructor" is not found on the prototype.
      const keyed = Object.hasOwn(byKey, req.key) ? byKey[req.key] : undefined;
      if (keyed !== undefined) {
        checkForced(what, notation, times, keyed);
        return rolledData(req.key, notation, times, keyed, "forced");
      }
      if (next < queue.length) {
        const faces = queue.slice(next, next + faceCount(notation) * times);
        checkForced(`${what} from the queue`, notation, times, faces);
        next += faces.length;
        return rolledData(req.key, notation, times, faces, "forced");
      }
      if (fallback === undefined) {
        throw new Error(`${what} is not scripted and there is no fallback dice source`);
      }
      return fallback.roll(req);
    },
  };
}
