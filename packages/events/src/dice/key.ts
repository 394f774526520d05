import { isWellFormed } from "./wellFormed.ts";

/**
 * What a die is for: who rolled it, why, in which round, and which of that combatant's rolls for
 * that purpose in that round it is (1-based). Round 0 is before the first round (initiative).
 */
export interface DieKeyParts {
  readonly combatant: string;
  readonly purpose: string;
  readonly round: number;
  readonly ordinal: number;
}

/** A die key, or the parts for one, that does not follow `combatant/purpose/rN/#N`. */
export class DieKeyError extends Error {
  override readonly name = "DieKeyError";
  /** The key (or, from `dieKey`, the parts rendered as JSON) that was rejected. */
  readonly key: string;

  constructor(key: string, reason: string) {
    super(`die key ${JSON.stringify(key)}: ${reason}`);
    this.key = key;
  }
}

// Whitespace and control characters are refused so that a key reads the same in a log, a
// terminal and a diff; lone surrogates because seeded dice hash the key's UTF-8 bytes.
const BAD_CHAR = /[\s\p{Cc}/]/u;
const ROUND = /^r(0|[1-9][0-9]*)$/;
const ORDINAL = /^#([1-9][0-9]*)$/;

function segmentProblem(what: string, value: string): string | undefined {
  if (value === "") return `${what} is empty`;
  if (!isWellFormed(value)) return `${what} contains a lone UTF-16 surrogate`;
  const bad = BAD_CHAR.exec(value);
  if (bad)
    return `${what} contains ${JSON.stringify(bad[0])} (no "/", spaces or control characters)`;
  return undefined;
}

/**
 * Builds a die key such as `goblin-2/attack/r3/#2`. Names may use any script and may contain `-`,
 * but not `/`, whitespace or control characters. Keys are compared as exact strings, with no
 * Unicode normalization: the key as logged is the key. Throws `DieKeyError` on bad parts.
 */
export function dieKey(parts: DieKeyParts): string {
  const reason =
    segmentProblem("combatant", parts.combatant) ??
    segmentProblem("purpose", parts.purpose) ??
    (Number.isSafeInteger(parts.round) && parts.round >= 0
      ? undefined
      : `round must be a whole number from 0, got ${parts.round}`) ??
    (Number.isSafeInteger(parts.ordinal) && parts.ordinal >= 1
      ? undefined
      : `ordinal must be a whole number from 1, got ${parts.ordinal}`);
  if (reason !== undefined) throw new DieKeyError(JSON.stringify(parts), reason);
  return `${parts.combatant}/${parts.purpose}/r${parts.round}/#${parts.ordinal}`;
}

/** Splits a die key into its parts; the inverse of `dieKey`. Throws `DieKeyError` if malformed. */
export function parseDieKey(key: string): DieKeyParts {
  const fields = key.split("/");
  if (fields.length !== 4) {
    throw new DieKeyError(
      key,
      `expected 4 parts "combatant/purpose/rROUND/#ORDINAL", found ${fields.length}`,
    );
  }
  const [combatant = "", purpose = "", roundText = "", ordinalText = ""] = fields;
  const reason = segmentProblem("combatant", combatant) ?? segmentProblem("purpose", purpose);
  if (reason !== undefined) throw new DieKeyError(key, reason);
  // No leading zeros: every key has exactly one spelling, so parse∘format is the identity.
  const round = ROUND.exec(roundText)?.[1];
  if (round === undefined || !Number.isSafeInteger(Number(round))) {
    throw new DieKeyError(
      key,
      `expected the round as "r" and a number (r0, r3), found "${roundText}"`,
    );
  }
  const ordinal = ORDINAL.exec(ordinalText)?.[1];
  if (ordinal === undefined || !Number.isSafeInteger(Number(ordinal))) {
    throw new DieKeyError(
      key,
      `expected the ordinal as "#" and a number from 1, found "${ordinalText}"`,
    );
  }
  return { combatant, purpose, round: Number(round), ordinal: Number(ordinal) };
}
