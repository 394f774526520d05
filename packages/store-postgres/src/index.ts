/**
 * @d20/store-postgres — the PostgreSQL event store (DESIGN: Stores): the server option for many
 * tables and users, passing the same contract suite as the memory and file stores.
 */

/** Deletes a store's schema and every stream in it. */
export { dropPostgresStore } from "./dropPostgresStore.ts";
/** The global read's cursor, page and events. */
export {
  GLOBAL_START,
  type GlobalCursor,
  type GlobalEvent,
  type GlobalPage,
} from "./globalRead.ts";
/** Opens the PostgreSQL store, creating or migrating its schema. */
export {
  openPostgresStore,
  type PostgresEventStore,
  type PostgresStoreOptions,
} from "./postgresStore.ts";
/** The schema version this package writes. */
export { SCHEMA_VERSION } from "./schema.ts";
/** Opens the store a URL or path names (`D20_STORE` by default): file or PostgreSQL. */
export { storeFromUrl } from "./storeFromUrl.ts";
