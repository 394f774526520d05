import { createHash, type Hash } from "node:crypto";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { DiceRolledData } from "../catalogue/diceRolled.ts";
import { checkTimes, faceRanges } from "./evaluate.ts";
import { MAX_SIDES, MIN_SIDES } from "./notation.ts";
import { parseNotation } from "./parseNotation.ts";
import { rolledData } from "./rolled.ts";
import { isWellFormed } from "./wellFormed.ts";

/** The seeded dice scheme a log's header names; a log is replayed with the scheme it names. */
export const DICE_SCHEME = "sha256-xoroshiro128plus";

/** Version of `DICE_SCHEME`; bumped by any change that alters a single seeded face. */
export const DICE_SCHEME_VERSION = 1;

// Hashed first, so that a future scheme can never produce the same state from the same inputs.
const TAG = `d20-dice/${DICE_SCHEME}/v${DICE_SCHEME_VERSION}`;
const MAX_INDEX = 0xffff_ffff;

function lengthPrefixed(text: string): Buffer {
  const bytes = Buffer.from(text, "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/**
 * The 128-bit generator state of face `index` of the roll keyed `key` under master seed `seed`:
 * SHA-256 over (tag, seed, key) each length-prefixed, then the index as a fixed 4-byte number —
 * so no two different inputs share an encoding — and the first 16 bytes as four int32.
 */
export function dieState(seed: string, key: string, index: number): number[] {
  if (!isWellFormed(seed)) throw new RangeError("dice seed contains a lone UTF-16 surrogate");
  checkKey(key);
  return stateFrom(seedHash(seed), lengthPrefixed(key), index);
}

function checkKey(key: string): void {
  if (key === "" || !isWellFormed(key)) {
    throw new RangeError(`die key ${JSON.stringify(key)} is empty or has a lone surrogate`);
  }
}

// The hash of (tag, seed) is the same for every die of a fight: hash it once and copy it.
let lastSeed: string | undefined;
let lastSeedHash: Hash | undefined;
function seedHash(seed: string): Hash {
  if (seed !== lastSeed || lastSeedHash === undefined) {
    if (!isWellFormed(seed)) throw new RangeError("dice seed contains a lone UTF-16 surrogate");
    lastSeedHash = createHash("sha256").update(lengthPrefixed(TAG)).update(lengthPrefixed(seed));
    lastSeed = seed;
  }
  return lastSeedHash;
}

function stateFrom(base: Hash, keyBytes: Buffer, index: number): number[] {
  if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) {
    throw new RangeError(`face index must be a whole number from 0 to ${MAX_INDEX}, got ${index}`);
  }
  const indexBytes = Buffer.alloc(4);
  indexBytes.writeUInt32BE(index);
  const digest = base.copy().update(keyBytes).update(indexBytes).digest();
  // An all-zero state would make xoroshiro emit only zeros; SHA-256 makes that a 2^-128 event.
  return [
    digest.readInt32BE(0),
    digest.readInt32BE(4),
    digest.readInt32BE(8),
    digest.readInt32BE(12),
  ];
}

function checkSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < MIN_SIDES || sides > MAX_SIDES) {
    throw new RangeError(
      `sides must be a whole number from ${MIN_SIDES} to ${MAX_SIDES}, got ${sides}`,
    );
  }
}

/**
 * Face `index` (0-based, counted across repetitions) of the roll keyed `key` under master seed
 * `seed`, on a die of `sides` sides. Depends on nothing else, so any die is regenerated in O(1)
 * and changing one roll leaves every other key's faces where they were.
 */
export function seededFace(seed: string, key: string, index: number, sides: number): number {
  checkSides(sides);
  // A fresh generator per face: uniformInt may reject and redraw, which only moves this face's
  // private generator, never another face's.
  const rng = xoroshiro128plusFromState(dieState(seed, key, index));
  return uniformInt(rng, 1, sides);
}

/** Rolls `expr` `times` times under `seed` for `key`: `DiceRolled` data, origin "seeded". */
export function rollSeeded(seed: string, key: string, expr: string, times = 1): DiceRolledData {
  const notation = cachedNotation(expr);
  checkTimes(times);
  checkKey(key);
  const base = seedHash(seed);
  const keyBytes = lengthPrefixed(key);
  const faces = faceRanges(notation, times).map((sides, i) => {
    checkSides(sides);
    return uniformInt(xoroshiro128plusFromState(stateFrom(base, keyBytes, i)), 1, sides);
  });
  return rolledData(key, notation, times, faces, "seeded");
}

// A fight rolls a handful of distinct expressions thousands of times; parse each once.
const notations = new Map<string, ReturnType<typeof parseNotation>>();
function cachedNotation(expr: string): ReturnType<typeof parseNotation> {
  let n = notations.get(expr);
  if (n === undefined) {
    n = parseNotation(expr);
    if (notations.size > 1000) notations.clear();
    notations.set(expr, n);
  }
  return n;
}
