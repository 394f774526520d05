/**
 * The reference writer of canonical JSON (see canonicalJson.ts), value by value: the definition
 * the fast path must equal byte for byte, and what it falls back to for an object with
 * array-index keys, whose order `JSON.stringify` would not keep.
 */
export function writeCanonical(value: unknown): string {
  switch (typeof value) {
    case "string":
    case "boolean":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`canonical JSON has no ${value}`);
      return JSON.stringify(value);
    case "object": {
      if (value === null) return "null";
      if (Array.isArray(value)) return `[${value.map((v) => writeCanonical(v)).join(",")}]`;
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj)
        .filter((k) => obj[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${writeCanonical(obj[k])}`).join(",")}}`;
    }
    default:
      throw new TypeError(`canonical JSON has no ${typeof value}`);
  }
}
