import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GOLDEN } from "../d20.ts";
import { runD20 } from "./runD20.ts";

const dir = mkdtempSync(join(tmpdir(), "d20-trust-store-"));

describe("--store values and store contents (issue Trust, point 9)", () => {
  it("given a --store with an unknown URL scheme, when listed, then exit 2 naming the value", async () => {
    const r = await runD20(["ls", "--store", "ftp://example/x"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("cannot open store ftp://example/x");
  });

  it("given a --store that is a regular file, when a fight is stored there, then exit 2", async () => {
    const file = join(dir, "plain-file");
    writeFileSync(file, "not a store\n");
    const r = await runD20(["import", "examples/table/short-fight.table", "--store", file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`cannot open store ${file}`);
  });

  it("given a directory, a FIFO and a symlink out of the store named x.jsonl, when listed, then each is damaged and ls neither hangs nor follows the link", async () => {
    const store = join(dir, "store");
    mkdirSync(store);
    copyFileSync(GOLDEN, join(store, "fight.jsonl"));
    mkdirSync(join(store, "folder.jsonl"));
    execFileSync("mkfifo", [join(store, "pipe.jsonl")]);
    const outside = join(dir, "outside.jsonl");
    copyFileSync(GOLDEN, outside);
    symlinkSync(outside, join(store, "link.jsonl"));
    const r = await runD20(["ls", "--store", store, "--json"]);
    expect(r.code).toBe(2);
    const listed = JSON.parse(r.stdout) as { stream: string; corrupt?: string; version?: number }[];
    const byName = Object.fromEntries(listed.map((s) => [s.stream, s]));
    expect(byName.fight?.corrupt).toBeUndefined();
    expect(byName.folder?.corrupt).toContain("not a regular file");
    expect(byName.pipe?.corrupt).toContain("not a regular file");
    expect(byName.link?.corrupt).toContain("a symbolic link");
  });
});
