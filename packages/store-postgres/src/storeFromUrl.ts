import { fileURLToPath } from "node:url";
import { type EventStore, type LogCatalogue, openFileStore } from "@d20/events";
import { openPostgresStore } from "./postgresStore.ts";

/**
 * Opens the store that `url` names, or `D20_STORE` when no url is given: `postgres://` or
 * `postgresql://` opens the PostgreSQL store (a `schema` query parameter picks its schema, `d20`
 * by default); `file://` or a plain path opens the JSONL file store in that directory. Either
 * checks what it reads and writes against `catalogue` (the codec's own types by default).
 */
export async function storeFromUrl(
  url: string | undefined = process.env.D20_STORE,
  catalogue?: LogCatalogue,
): Promise<EventStore> {
  const types = catalogue === undefined ? {} : { catalogue };
  if (url === undefined || url === "") {
    throw new Error("no event store given: pass a path or URL, or set D20_STORE");
  }
  if (/^postgres(ql)?:\/\//i.test(url)) {
    const parsed = new URL(url);
    const schema = parsed.searchParams.get("schema");
    // pg would take an unknown query parameter for a connection setting: keep it to ourselves.
    parsed.searchParams.delete("schema");
    return openPostgresStore(parsed.toString(), schema === null ? types : { ...types, schema });
  }
  if (/^file:/i.test(url)) return openFileStore(fileURLToPath(url), types);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new Error(`unknown event store URL scheme: ${url} (use a path, file:// or postgres://)`);
  }
  return openFileStore(url, types);
}
