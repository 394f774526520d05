import type { EventTypeSpec, LogEvent } from "../catalogue/catalogue.ts";

/**
 * Lifts an event's data from its stored version to the current one, one version at a time.
 * Runs only after the line's hash and chain are verified; `hash` and `prev` stay as stored, so
 * they still describe the bytes on disk, while `v` and `data` describe the current schema.
 */
export function upcast(
  stored: Record<string, unknown>,
  spec: EventTypeSpec,
  fail: (reason: string) => never,
): LogEvent {
  let v = stored.v as number;
  let data = stored.data;
  while (v < spec.current) {
    const up = spec.upcasters[v];
    if (up === undefined) fail(`${String(stored.type)} v${v} has no upcaster to v${v + 1}`);
    data = up!(data);
    v += 1;
  }
  if (v === stored.v) return stored as unknown as LogEvent;
  return { ...stored, v, data } as unknown as LogEvent;
}
