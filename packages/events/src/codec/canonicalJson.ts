/**
 * Canonical JSON: object keys in ascending code-unit order at every depth, no whitespace,
 * strings as `JSON.stringify` writes them (non-ASCII kept literally, so Chinese names stay
 * readable and round-trip exactly). Equal values always give equal text, whatever order their
 * keys were built in — which is what makes `serialize` byte-identical for equal logs.
 */
export function canonicalJson(value: unknown): string {
  switch (typeof value) {
    case "string":
    case "boolean":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`canonical JSON has no ${value}`);
      return JSON.stringify(value);
    case "object": {
      if (value === null) return "null";
      if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj)
        .filter((k) => obj[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`;
    }
    default:
      throw new TypeError(`canonical JSON has no ${typeof value}`);
  }
}
