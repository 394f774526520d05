/**
 * Canonical JSON: object keys in ascending code-unit order at every depth, no whitespace,
 * strings as `JSON.stringify` writes them (non-ASCII kept literally, so Chinese names stay
 * readable and round-trip exactly). Equal values always give equal text, whatever order their
 * keys were built in — which is what makes `serialize` byte-identical for equal logs.
 *
 * Written value by value in one walk, like the reference writer (`canonicalWriter.ts`, which the
 * property tests hold it to byte for byte), but without its intermediate arrays: each object's
 * keys are sorted in place only when they are out of order, and the quoted text of keys and of
 * short strings is remembered, since a fight names the same combatants, rules and labels
 * thousands of times (issue "Speed and scale": measured against ordering the keys in a copy
 * and handing that to `JSON.stringify`, a sealed fight's serialization in half the time and
 * with a fraction of the garbage).
 */
export function canonicalJson(value: unknown): string {
  switch (typeof value) {
    case "string":
      return quoted(value);
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`canonical JSON has no ${value}`);
      return `${value}`; // a finite number's JSON text is its string
    case "boolean":
      return value ? "true" : "false";
    case "object":
      if (value === null) return "null";
      return Array.isArray(value) ? arrayText(value) : objectText(value as Record<string, unknown>);
    default:
      throw new TypeError(`canonical JSON has no ${typeof value}`);
  }
}

function arrayText(array: readonly unknown[]): string {
  let text = "[";
  for (let i = 0; i < array.length; i++) {
    if (i > 0) text += ",";
    const item = array[i];
    // A hole is written as nothing between its commas, as the reference writer's `map` leaves it.
    if (item === undefined && !(i in array)) continue;
    text += canonicalJson(item);
  }
  return `${text}]`;
}

function objectText(obj: Record<string, unknown>): string {
  // Own enumerable string keys, as the reference reads them (never a `toJSON`).
  const keys = Object.keys(obj);
  for (let i = 1; i < keys.length; i++) {
    if (!(keys[i - 1]! < keys[i]!)) {
      sortKeys(keys);
      break;
    }
  }
  let text = "{";
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const member = obj[key];
    if (member === undefined) continue;
    text += text.length === 1 ? keyText(key) : `,${keyText(key)}`;
    text += canonicalJson(member);
  }
  return `${text}}`;
}

/**
 * `keys` sorted in place by code unit, as `Array.prototype.sort` sorts strings: by insertion,
 * which for an object's handful of keys is several times faster than the built-in sort.
 */
function sortKeys(keys: string[]): void {
  if (keys.length > 32) {
    keys.sort();
    return;
  }
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > key) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = key;
  }
}

// What JSON.stringify escapes in a string: a quote, a backslash, a control character, and a
// surrogate (a lone one is written as \uXXXX; a string holding any goes to JSON.stringify).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

// Bounded: a map that fills up is emptied and fills again with what comes next, so that ever new
// strings (dice keys are unique in a fight) cost a bounded memory and the next fight's names are
// remembered in their turn.
const CACHE_ENTRIES = 8192;
const CACHED_LENGTH = 64;
const quotedKeys = new Map<string, string>();
const quotedStrings = new Map<string, string>();

/** `"key":`, remembered. */
function keyText(key: string): string {
  let text = quotedKeys.get(key);
  if (text === undefined) {
    text = `${quote(key)}:`;
    if (key.length <= CACHED_LENGTH) remember(quotedKeys, key, text);
  }
  return text;
}

/** A string's JSON text, remembered when short. */
function quoted(s: string): string {
  if (s.length > CACHED_LENGTH) return quote(s);
  let text = quotedStrings.get(s);
  if (text === undefined) {
    text = quote(s);
    remember(quotedStrings, s, text);
  }
  return text;
}

function remember(cache: Map<string, string>, s: string, text: string): void {
  if (cache.size >= CACHE_ENTRIES) cache.clear();
  cache.set(s, text);
}

function quote(s: string): string {
  return NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`;
}
