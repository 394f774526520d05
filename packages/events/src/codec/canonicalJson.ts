import { writeCanonical } from "./canonicalWriter.ts";

/**
 * Canonical JSON: object keys in ascending code-unit order at every depth, no whitespace,
 * strings as `JSON.stringify` writes them (non-ASCII kept literally, so Chinese names stay
 * readable and round-trip exactly). Equal values always give equal text, whatever order their
 * keys were built in — which is what makes `serialize` byte-identical for equal logs.
 *
 * Fast path (issue "Speed and scale": sealed logs at simulation speed): one walk checks every
 * value and puts each object's keys in order — reusing an object whose keys already are, copying
 * one whose keys are not — and then the native `JSON.stringify` writes the text, which is the
 * same text as `writeCanonical`'s, written many times faster and with far less garbage. An
 * object with an array-index key ("0", "12") sends the whole value to `writeCanonical`, because
 * JavaScript keeps such keys first, in numeric order, whatever order they are inserted in (and so
 * do a `__proto__` key, which a copy cannot hold as a key, and an array with a hole, which the
 * reference writer writes as it always has).
 */
export function canonicalJson(value: unknown): string {
  const ordered = inOrder(value);
  return ordered === FALLBACK ? writeCanonical(value) : JSON.stringify(ordered);
}

/** Returned by `inOrder` for what only the reference writer writes (array-index keys, holes). */
const FALLBACK: unique symbol = Symbol("array-index key");

/**
 * `value` with every object's keys in code-unit order and its undefined members left out, as
 * `JSON.stringify` will write it in insertion order; the value itself where nothing needs moving.
 * Throws the reference writer's `TypeError` for what canonical JSON has no text for.
 */
function inOrder(value: unknown): unknown {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`canonical JSON has no ${value}`);
      return value;
    case "object":
      if (value === null) return value;
      return Array.isArray(value) ? arrayInOrder(value) : objectInOrder(value);
    default:
      throw new TypeError(`canonical JSON has no ${typeof value}`);
  }
}

function arrayInOrder(array: readonly unknown[]): unknown {
  let copy: unknown[] | undefined;
  for (let i = 0; i < array.length; i++) {
    const item = array[i];
    if (item === undefined && !(i in array)) return FALLBACK; // a hole, as the reference writes it
    const ordered = inOrder(item);
    if (ordered === FALLBACK) return FALLBACK;
    if (ordered !== item && copy === undefined) copy = array.slice(0, i);
    if (copy !== undefined) copy.push(ordered);
  }
  return copy ?? array;
}

function objectInOrder(value: object): unknown {
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  // `JSON.stringify` would call a `toJSON` (a Date's, say); canonical JSON reads own keys only.
  let inPlace = typeof obj.toJSON !== "function";
  let previous = "";
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    // An array-index key would not keep its place; `__proto__` would set a copy's prototype.
    if (isArrayIndex(key) || key === "__proto__") return FALLBACK;
    if (i > 0 && !(previous < key)) inPlace = false;
    else if (obj[key] === undefined) inPlace = false;
    previous = key;
  }
  if (!inPlace) return copyInOrder(obj, sortKeys(keys), 0);
  // The keys are in order: the object itself serves unless one of its members had to change.
  for (let i = 0; i < keys.length; i++) {
    const member = obj[keys[i]!];
    const ordered = inOrder(member);
    if (ordered === FALLBACK) return FALLBACK;
    if (ordered !== member) return copyInOrder(obj, keys, i, ordered);
  }
  return obj;
}

/**
 * A new object with `obj`'s members under `sorted` keys, members put in order: those before
 * `from` are taken as they are (already checked), the one at `from` is `first` if given.
 */
function copyInOrder(
  obj: Record<string, unknown>,
  sorted: readonly string[],
  from: number,
  first?: unknown,
): unknown {
  const copy: Record<string, unknown> = {};
  for (let i = 0; i < from; i++) copy[sorted[i]!] = obj[sorted[i]!];
  for (let i = from; i < sorted.length; i++) {
    const key = sorted[i]!;
    const member = obj[key];
    if (member === undefined) continue;
    const ordered = i === from && first !== undefined ? first : inOrder(member);
    if (ordered === FALLBACK) return FALLBACK;
    copy[key] = ordered;
  }
  return copy;
}

/**
 * `keys` sorted in place by code unit, as `Array.prototype.sort` sorts strings: by insertion,
 * which for an object's handful of keys is several times faster than the built-in sort.
 */
function sortKeys(keys: string[]): string[] {
  if (keys.length > 32) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > key) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = key;
  }
  return keys;
}

/** Whether JavaScript orders `key` as an array index (a canonical integer below 2³² − 1). */
function isArrayIndex(key: string): boolean {
  const first = key.charCodeAt(0);
  if (first < 48 || first > 57) return false; // the usual case: a key that starts with no digit
  if (key === "0") return true;
  if (first === 48 || key.length > 10) return false;
  for (let i = 1; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return Number(key) < 4294967295;
}
