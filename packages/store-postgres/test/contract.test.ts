import { describeStoreContract } from "@d20/events/store-contract";
import { describe } from "vitest";
import { freshStore, NO_POSTGRES } from "./testDatabase.ts";

// Skipped only when no server is configured (see testDatabase.ts); each test gets a fresh schema.
describe.skipIf(NO_POSTGRES)("PostgreSQL store", () => {
  describeStoreContract("postgres", async () => {
    const { store, cleanup } = await freshStore();
    return { store, cleanup };
  });
});
