import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { d20, GOLDEN, SUBPROCESS_TIMEOUT } from "./d20.ts";

const dir = mkdtempSync(join(tmpdir(), "d20-audit-branch-"));

describe("d20 audit on a branch", SUBPROCESS_TIMEOUT, () => {
  it("given a branch written by d20 branch, when audited, then it is checked against its parent next to it (clean), and without the parent it is refused in one line (exit 2)", async () => {
    const parent = join(dir, "fight.jsonl");
    copyFileSync(GOLDEN, parent);
    const branch = join(dir, "delay.jsonl");
    const made = await d20([
      "branch",
      parent,
      // The archer's full attack, the first declaration of its turn: a delay fits there. The seq
      // 59 this test once named is now its EndTurn, where the rules refuse a delay: the edit was
      // silently replaced by a policy's choice until edits were checked.
      "--at",
      "54",
      "--replace",
      '55={"kind":"Delay"}',
      "--out",
      branch,
      "--json",
    ]);
    expect(made.code, made.stderr).toBe(0);
    const clean = await d20(["audit", branch]);
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toMatch(/no findings/);
    // Without its parent: refused with one line naming what is missing.
    const alone = join(mkdtempSync(join(tmpdir(), "d20-alone-")), "delay.jsonl");
    writeFileSync(alone, readFileSync(branch));
    const orphan = await d20(["audit", alone]);
    expect(orphan.code).toBe(2);
    expect(orphan.stderr.trim().split("\n")).toHaveLength(1);
  });
});
