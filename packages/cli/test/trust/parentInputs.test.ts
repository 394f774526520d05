import { copyFileSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { registry } from "@d20/core";
import { type ForkHeaderData, parseLog, serializeLog, type UnsealedEvent } from "@d20/events";
import { describe, expect, it } from "vitest";
import { GOLDEN } from "../d20.ts";
import { runD20 } from "./runD20.ts";

const dir = mkdtempSync(join(tmpdir(), "d20-trust-parent-"));
const parentFile = join(dir, "walk.jsonl");
copyFileSync(GOLDEN, parentFile);
const AT = (
  parseLog(readFileSync(GOLDEN), { catalogue: registry.catalogue }).events as readonly {
    type: string;
    seq: number;
  }[]
).find((e) => e.type === "Declared" && e.seq > 30)!.seq;
const branchFile = join(dir, "b.jsonl");

/** The branch with its ForkHeader's `parent` rewritten, re-sealed, written to `name`. */
function withParent(parent: string, name: string): string {
  const events = parseLog(readFileSync(branchFile), { catalogue: registry.catalogue }).events.map(
    (e): UnsealedEvent =>
      e.type === "ForkHeader" ? { ...e, data: { ...(e.data as ForkHeaderData), parent } } : e,
  );
  const file = join(dir, name);
  writeFileSync(file, serializeLog(events).text);
  return file;
}

describe("a branch's parent is checked like any input (issue Trust, points 4 and 9)", () => {
  it("given a branch, when written over its own parent with --overwrite, then refused (exit 2) and the parent unchanged", async () => {
    const made = await runD20(["branch", parentFile, "--at", `${AT}`, "--out", branchFile]);
    expect(made.code).toBe(0);
    const before = readFileSync(parentFile);
    const r = await runD20([
      "branch",
      parentFile,
      "--at",
      `${AT}`,
      "--out",
      parentFile,
      "--overwrite",
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--out ${parentFile}: it is the input ${parentFile}`);
    expect(readFileSync(parentFile).equals(before)).toBe(true);
    const grand = await runD20([
      "branch",
      branchFile,
      "--at",
      `${AT + 2}`,
      "--out",
      parentFile,
      "--overwrite",
    ]);
    expect(grand.code).toBe(2);
    expect(readFileSync(parentFile).equals(before)).toBe(true);
  });

  it("given a ForkHeader whose parent climbs out of the folder, when audited or diffed, then one line naming the field, and no file outside is read", async () => {
    const file = withParent("../../../../../etc/passwd", "climb.jsonl");
    for (const command of ["audit", "diff"]) {
      const r = await runD20(command === "diff" ? ["diff", parentFile, file] : ["audit", file]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(
        'ForkHeader data.parent "../../../../../etc/passwd" is not a stream name',
      );
      expect(r.stderr).not.toContain("root:");
    }
  });

  it("given a ForkHeader whose parent is an endless device file, when diffed, then refused before reading it", async () => {
    symlinkSync("/dev/zero", join(dir, "zero.jsonl"));
    const file = withParent("zero", "endless.jsonl");
    const r = await runD20(["diff", parentFile, file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("zero.jsonl: not a regular file");
  });
});
