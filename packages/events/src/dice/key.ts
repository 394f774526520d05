import { isWellFormed } from "./wellFormed.ts";

/**
 * What a die is for: who rolled it, why, in which round, and which of that combatant's rolls for
 * that purpose in that round it is (1-based). Round 0 is before the first round (initiative).
 * `sub` says which die of a roll of several at once it is, from 2 (see `subDieKey`); the first
 * die of every roll, and every die of a one-die roll, has none.
 */
export interface DieKeyParts {
  readonly combatant: string;
  readonly purpose: string;
  readonly round: number;
  readonly ordinal: number;
  readonly sub?: number;
}

/** A die key, or the parts for one, that does not follow `combatant/purpose/rN/#N[.S]`. */
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
const ORDINAL = /^#([1-9][0-9]*)(?:\.([0-9]+))?$/;
const SUB = /^[1-9][0-9]*$/;

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
      : `ordinal must be a whole number from 1, got ${parts.ordinal}`) ??
    (parts.sub === undefined || (Number.isSafeInteger(parts.sub) && parts.sub >= 2)
      ? undefined
      : `sub must be a whole number from 2 (die 1 of a roll has no sub), got ${parts.sub}`);
  if (reason !== undefined) throw new DieKeyError(JSON.stringify(parts), reason);
  const key = `${parts.combatant}/${parts.purpose}/r${parts.round}/#${parts.ordinal}`;
  return parts.sub === undefined ? key : `${key}.${parts.sub}`;
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
  const match = ORDINAL.exec(ordinalText);
  const ordinal = match?.[1];
  if (ordinal === undefined || !Number.isSafeInteger(Number(ordinal))) {
    throw new DieKeyError(
      key,
      `expected the ordinal as "#" and a number from 1, and any sub-die as "." and a number from 2 (#3, #3.2), found "${ordinalText}"`,
    );
  }
  const parts = { combatant, purpose, round: Number(round), ordinal: Number(ordinal) };
  const sub = match?.[2];
  if (sub === undefined) return parts;
  // One spelling per die: the first die of a roll is `#3`, never `#3.1` (nor `#3.01`).
  if (!SUB.test(sub) || Number(sub) < 2 || !Number.isSafeInteger(Number(sub))) {
    throw new DieKeyError(
      key,
      `expected a sub-die as "." and a number from 2 (the first die of a roll is #${ordinal}), found "${ordinalText}"`,
    );
  }
  return { ...parts, sub: Number(sub) };
}

/**
 * The key of die `sub` (1-based) of the roll keyed `key`, when a roll is several dice at once
 * (5e advantage, a re-rolled tie): die 1 is `key` itself, die 2 `key.2`, and so on. The roll
 * takes one ordinal whatever its size, so a roll that grows a die never shifts the keys of
 * later rolls; and die 1 keeps the plain key, so a branch rolling one die and a branch rolling
 * two meet the same first die (common random numbers). Throws `DieKeyError` on a bad key or
 * sub, or on a key that is itself a sub-die's.
 */
export function subDieKey(key: string, sub: number): string {
  const parts = parseDieKey(key);
  if (parts.sub !== undefined)
    throw new DieKeyError(key, "is already a sub-die's key; give the roll's own key");
  if (!Number.isSafeInteger(sub) || sub < 1)
    throw new DieKeyError(key, `sub must be a whole number from 1, got ${sub}`);
  return sub === 1 ? key : `${key}.${sub}`;
}
