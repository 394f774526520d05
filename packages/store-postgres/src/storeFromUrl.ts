import { fileURLToPath } from "node:url";
import { type EventStore, openFileStore } from "@d20/events";
import { openPostgresStore } from "./postgresStore.ts";

/**
 * Opens the store that `url` names, or `D20_STORE` when no url is given: `postgres://` or
 * `postgresql://` opens the PostgreSQL store (a `schema` query parameter picks its schema, `d20`
 * by default); `file://` or a plain path opens the JSONL file store in that directory.
 */
export async function storeFromUrl(
  url: string | undefined = process.env.D20_STORE,
): Promise<EventStore> {
  if (url === undefined || url === "") {
    throw new Error("no event store given: pass a path or URL, or set D20_STORE");
  }
  if (/^postgres(ql)?:\/\//i.test(url)) {
    const parsed = new URL(url);
    const schema = parsed.searchParams.get("schema");
    // pg would take an unknown query parameter for a connection setting: keep it to ourselves.
    parsed.searchParams.delete("schema");
    return openPostgresStore(parsed.toString(), schema === null ? {} : { schema });
  }
  if (/^file:/i.test(url)) return openFileStore(fileURLToPath(url));
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new Error(`unknown event store URL scheme: ${url} (use a path, file:// or postgres://)`);
  }
  return openFileStore(url);
}
