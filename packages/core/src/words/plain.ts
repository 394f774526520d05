import type { Message } from "./message.ts";

/**
 * A value in plain words, complete and in a stable order: records by sorted key, lists in order,
 * nested messages as their id and parameters. Nothing is dropped or shortened.
 */
export function plainValue(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? String(value);
  if (Array.isArray(value)) return `[${value.map(plainValue).join(", ")}]`;
  const record = value as Readonly<Record<string, unknown>>;
  const fields = Object.keys(record)
    .sort()
    .filter((k) => record[k] !== undefined)
    .map((k) => `${k}=${plainValue(record[k])}`);
  return `{${fields.join(" ")}}`;
}

/** A record's fields as ` a=1 b="x"` in sorted key order (empty when it has none). */
export function plainFields(data: unknown): string {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    return data === undefined ? "" : ` ${plainValue(data)}`;
  }
  const text = plainValue(data);
  return text === "{}" ? "" : ` ${text.slice(1, -1)}`;
}

/** A message no catalogue renders: its id and every parameter. */
export function plainMessage(m: Message): string {
  return `${m.id}${plainFields(m.params)}`;
}

/** An event no ruleset describes: its type and every data field, in a stable order. */
export function plainEvent(e: { readonly type: string; readonly data?: unknown }): string {
  return `${e.type}${plainFields(e.data)}`;
}
