/** Where two JSON values first differ: the path (`data.order[2]`) and the value on each side. */
export interface JsonDifference {
  readonly path: string;
  readonly expected: unknown;
  readonly recorded: unknown;
}

/**
 * The first place where `expected` and `recorded` differ as canonical JSON (keys in sorted order,
 * keys whose value is undefined left out), or undefined when their canonical texts are equal.
 * Walking the values is the same comparison as comparing `canonicalJson` texts, without building
 * them, and it says where the difference is.
 */
export function firstDifference(
  expected: unknown,
  recorded: unknown,
  path = "",
): JsonDifference | undefined {
  if (expected === recorded) return undefined;
  const differ = { path, expected, recorded };
  if (typeof expected !== "object" || typeof recorded !== "object") return differ;
  if (expected === null || recorded === null) return differ;
  if (Array.isArray(expected) !== Array.isArray(recorded)) return differ;
  if (Array.isArray(expected) && Array.isArray(recorded)) {
    const n = Math.min(expected.length, recorded.length);
    for (let i = 0; i < n; i++) {
      const d = firstDifference(expected[i], recorded[i], `${path}[${i}]`);
      if (d !== undefined) return d;
    }
    if (expected.length === recorded.length) return undefined;
    return { path: `${path}[${n}]`, expected: expected[n], recorded: recorded[n] };
  }
  const a = expected as Record<string, unknown>;
  const b = recorded as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const k of keys) {
    const d = firstDifference(a[k], b[k], path === "" ? k : `${path}.${k}`);
    if (d !== undefined) return d;
  }
  return undefined;
}

/** True when two JSON values have the same canonical JSON (the fast check before a diff). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let defined = 0;
  for (const k in x) {
    if (x[k] === undefined) continue;
    defined++;
    if (!jsonEqual(x[k], y[k])) return false;
  }
  for (const k in y) if (y[k] !== undefined) defined--;
  return defined === 0;
}
