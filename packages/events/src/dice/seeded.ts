import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { DiceRolledData } from "../catalogue/diceRolled.ts";
import { checkTimes, faceRanges } from "./evaluate.ts";
import { type DiceNotation, formatNotation, MAX_SIDES, MIN_SIDES } from "./notation.ts";
import { parseNotation } from "./parseNotation.ts";
import { sha256Words } from "./sha256.ts";
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
  return stateFrom(seedPrefix(seed), key, index);
}

function checkKey(key: string): void {
  if (key === "" || !isWellFormed(key)) {
    throw new RangeError(`die key ${JSON.stringify(key)} is empty or has a lone surrogate`);
  }
}

const TAG_BYTES = lengthPrefixed(TAG);

// The encoded (tag, seed) prefix is the same for every die of a fight: encode it once.
let lastSeed: string | undefined;
let lastSeedBytes: Buffer | undefined;
function seedPrefix(seed: string): Buffer {
  if (seed !== lastSeed || lastSeedBytes === undefined) {
    if (!isWellFormed(seed)) throw new RangeError("dice seed contains a lone UTF-16 surrogate");
    lastSeedBytes = Buffer.concat([TAG_BYTES, lengthPrefixed(seed)]);
    lastSeed = seed;
  }
  return lastSeedBytes;
}

// Scratch space for the bytes hashed per die, grown as needed, and for the digest: a die is
// rolled thousands of times a second in simulation, and neither need outlive the call.
let scratch = Buffer.allocUnsafe(256);
const digest = new Int32Array(8);
// The (tag, seed) prefix whose bytes `scratch` starts with: only `stateFrom` writes to scratch,
// and never before the key, so one fight's dice copy their prefix in once.
let scratchPrefix: Buffer | undefined;

function stateFrom(base: Buffer, key: string, index: number): number[] {
  if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) {
    throw new RangeError(`face index must be a whole number from 0 to ${MAX_INDEX}, got ${index}`);
  }
  // base ‖ uint32 length of key ‖ key as UTF-8 ‖ uint32 index — the same bytes as
  // lengthPrefixed(key) followed by the index, written in place. A UTF-16 unit takes at most
  // 3 bytes of UTF-8, so the room is checked before the key's byte length is known.
  const room = base.length + 4 + 3 * key.length + 4;
  if (scratch.length < room) {
    scratch = Buffer.allocUnsafe(room * 2);
    scratchPrefix = undefined;
  }
  if (scratchPrefix !== base) {
    base.copy(scratch, 0);
    scratchPrefix = base;
  }
  const keyLength = writeUtf8(key, scratch, base.length + 4);
  writeUint32(scratch, base.length, keyLength);
  writeUint32(scratch, base.length + 4 + keyLength, index);
  sha256Words(scratch, base.length + 4 + keyLength + 4, digest);
  // An all-zero state would make xoroshiro emit only zeros; SHA-256 makes that a 2^-128 event.
  return [digest[0]!, digest[1]!, digest[2]!, digest[3]!];
}

/**
 * Writes `text` (well-formed: `checkKey` saw to it) as UTF-8 at `at`; returns the byte count.
 * The same bytes as `Buffer.write(text, at, "utf8")`, without the call into native code, which
 * cost more than the encoding itself for a key of a few dozen characters (hot: once per face).
 */
function writeUtf8(text: string, into: Uint8Array, at: number): number {
  let n = at;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) {
      into[n++] = c;
    } else if (c < 0x800) {
      into[n++] = 0xc0 | (c >> 6);
      into[n++] = 0x80 | (c & 0x3f);
    } else if (c >= 0xd800 && c <= 0xdbff) {
      c = 0x10000 + ((c - 0xd800) << 10) + (text.charCodeAt(++i) - 0xdc00);
      into[n++] = 0xf0 | (c >> 18);
      into[n++] = 0x80 | ((c >> 12) & 0x3f);
      into[n++] = 0x80 | ((c >> 6) & 0x3f);
      into[n++] = 0x80 | (c & 0x3f);
    } else {
      into[n++] = 0xe0 | (c >> 12);
      into[n++] = 0x80 | ((c >> 6) & 0x3f);
      into[n++] = 0x80 | (c & 0x3f);
    }
  }
  return n - at;
}

/** Writes `value` as a big-endian unsigned 32-bit number at `at`. */
function writeUint32(into: Uint8Array, at: number, value: number): void {
  into[at] = value >>> 24;
  into[at + 1] = (value >>> 16) & 0xff;
  into[at + 2] = (value >>> 8) & 0xff;
  into[at + 3] = value & 0xff;
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
  const plan = cachedPlan(expr);
  checkTimes(times);
  checkKey(key);
  const base = seedPrefix(seed);
  const faces: number[] = [];
  let sum = 0;
  for (let rep = 0, i = 0; rep < times; rep++) {
    for (const sides of plan.ranges) {
      const face = uniformInt(xoroshiro128plusFromState(stateFrom(base, key, i)), 1, sides);
      faces.push(face);
      sum += plan.signs[i % plan.ranges.length]! * face;
      i++;
    }
  }
  const total = sum + plan.constant * times;
  return times === 1
    ? { key, expr: plan.canonical, faces, total, origin: "seeded" }
    : { key, expr: plan.canonical, times, faces, total, origin: "seeded" };
}

/** What rolling an expression needs, worked out once per distinct expression. */
interface RollPlan {
  readonly notation: DiceNotation;
  readonly canonical: string;
  /** Sides of each face of one repetition, and the sign each face is added with. */
  readonly ranges: readonly number[];
  readonly signs: readonly number[];
  readonly constant: number;
}

// A fight rolls a handful of distinct expressions thousands of times; plan each once.
const plans = new Map<string, RollPlan>();
function cachedPlan(expr: string): RollPlan {
  let plan = plans.get(expr);
  if (plan === undefined) {
    const notation = parseNotation(expr);
    const ranges = faceRanges(notation, 1);
    for (const sides of ranges) checkSides(sides);
    const signs: number[] = [];
    let constant = 0;
    for (const t of notation.terms) {
      if (t.kind === "dice") for (let k = 0; k < t.count; k++) signs.push(t.sign);
      else constant += t.sign * t.value;
    }
    plan = { notation, canonical: formatNotation(notation), ranges, signs, constant };
    if (plans.size > 1000) plans.clear();
    plans.set(expr, plan);
  }
  return plan;
}
