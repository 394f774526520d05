import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GOLDEN } from "../d20.ts";
import { runD20 } from "./runD20.ts";

const dir = mkdtempSync(join(tmpdir(), "d20-trust-repair-"));
const store = join(dir, "store");
mkdirSync(store);
const events = readFileSync(GOLDEN, "utf8").split("\n").length - 1;

describe("d20 repair (issue Trust, point 9: no command repaired a torn stream)", () => {
  it("given a stream torn by a half-written line, when repaired, then the valid lines stay, the tail is moved aside and ls is clean", async () => {
    copyFileSync(GOLDEN, join(store, "torn.jsonl"));
    appendFileSync(join(store, "torn.jsonl"), '{"seq":9999,"type":"Decl');
    expect((await runD20(["ls", "--store", store])).code).toBe(2);
    const r = await runD20(["repair", "torn", "--store", store]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`kept ${events} events; 24 bytes moved to`);
    expect(readFileSync(join(store, "torn.jsonl")).equals(readFileSync(GOLDEN))).toBe(true);
    const side = readdirSync(store).find((f) => f.startsWith("torn.jsonl.torn-"))!;
    expect(readFileSync(join(store, side), "utf8")).toBe('{"seq":9999,"type":"Decl');
    expect((await runD20(["ls", "--store", store])).code).toBe(0);
    const again = await runD20(["repair", "torn", "--store", store]);
    expect(again.stdout).toBe(`torn: sound, ${events} events; nothing changed`);
  });

  it("given a symlink in a stream's place, when repaired, then refused and the file it points to untouched", async () => {
    const outside = join(dir, "outside.jsonl");
    copyFileSync(GOLDEN, outside);
    appendFileSync(outside, "junk");
    symlinkSync(outside, join(store, "link.jsonl"));
    const before = readFileSync(outside);
    const r = await runD20(["repair", "link", "--store", store]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("a symbolic link");
    expect(readFileSync(outside).equals(before)).toBe(true);
  });
});
