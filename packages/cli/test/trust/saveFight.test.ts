import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type NewEvent, openFileStore, parseLog } from "@d20/events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveFight } from "../../src/log/saveFight.ts";
import { GOLDEN } from "../d20.ts";

const dir = mkdtempSync(join(tmpdir(), "d20-trust-save-"));
const text = readFileSync(GOLDEN, "utf8");
const storeDir = join(dir, "store");
const home = process.cwd();

beforeAll(async () => {
  // Stream "taken" exists: the id another writer took between checkTarget and the last write.
  const store = await openFileStore(storeDir);
  const events = parseLog(text).events.map(({ seq, type, v, data }) => ({ seq, type, v, data }));
  await store.append("taken", events as NewEvent[], 0);
  await store.close();
  process.chdir(dir);
});
afterAll(() => process.chdir(home));

describe("a fight the store refuses is not lost (issue Trust, point 5)", () => {
  it("given --out and a store that refuses the id, when saved, then --out holds the fight and the error says so", async () => {
    const out = join(dir, "fight.jsonl");
    await expect(saveFight(text, { out, store: storeDir, id: "taken" })).rejects.toThrow(
      `stream "taken" already exists in the store; it was left as it is (pick another --id); the fight was written to ${out}`,
    );
    expect(readFileSync(out, "utf8")).toBe(text);
  });

  it("given no --out and a store that refuses the id, when run or play saves, then a recovery file holds the fight and the error names it", async () => {
    await expect(saveFight(text, { store: storeDir, id: "taken", recover: true })).rejects.toThrow(
      "the fight was written to taken.recovered.jsonl",
    );
    expect(readFileSync(join(dir, "taken.recovered.jsonl"), "utf8")).toBe(text);
    await expect(saveFight(text, { store: storeDir, id: "taken", recover: true })).rejects.toThrow(
      "the fight was written to taken.recovered-1.jsonl",
    );
  });

  it("given a store URL that cannot be opened, when saved with --out, then --out holds the fight", async () => {
    const out = join(dir, "second.jsonl");
    await expect(saveFight(text, { out, store: "ftp://nowhere/x", id: "new" })).rejects.toThrow(
      `the fight was written to ${out}`,
    );
    expect(existsSync(out)).toBe(true);
  });
});
