import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { d20, GOLDEN, ROOT, SUBPROCESS_TIMEOUT } from "../d20.ts";

const AMBUSH = join(ROOT, "examples/scenarios/goblin-ambush.json");

// replay, explain, audit, narrate and diff on a fight wherever it is: a file, a branch beside its
// parent or with --parent, a file store (issue 20, "Replay and inspect anything").
describe.sequential(
  "reading a fight from a file, a branch or a file store",
  SUBPROCESS_TIMEOUT,
  () => {
    const dir = mkdtempSync(join(tmpdir(), "d20-sources-"));
    const store = `file:${join(dir, "store")}`;

    it("given a fight run into a file store, when replayed, audited, explained and narrated with --store --id, then each reads the stored stream (the same as its file)", async () => {
      const file = join(dir, "ambush.jsonl");
      const run = await d20([
        "run",
        AMBUSH,
        "--out",
        file,
        "--store",
        store,
        "--id",
        "ambush",
        "-q",
      ]);
      expect(run.code, run.stderr).toBe(0);
      const fromStore = await d20(["replay", "--store", store, "--id", "ambush", "--round", "2"]);
      const fromFile = await d20(["replay", file, "--round", "2"]);
      expect(fromStore.code, fromStore.stderr).toBe(0);
      expect(fromStore.stdout.split("\n")[0]).toMatch(/^stream ambush · seq \d+ of \d+ · dnd35 /);
      // Past the first line (which names where it was read), the same table.
      expect(fromStore.stdout.split("\n").slice(1)).toEqual(fromFile.stdout.split("\n").slice(1));
      const audit = await d20(["audit", "--store", store, "--id", "ambush"]);
      expect(audit.code, audit.stdout).toBe(0);
      expect(audit.stdout).toMatch(/^stream ambush: \d+ events, no findings, the fight ended$/m);
      const json = await d20(["audit", "--store", store, "--id", "ambush", "--json"]);
      expect(JSON.parse(json.stdout)).toMatchObject({ stream: "ambush", result: "clean", exit: 0 });
      const explained = await d20(["explain", "--store", store, "--id", "ambush", "12"]);
      expect(explained.code, explained.stderr).toBe(0);
      expect(explained.stdout).toBe((await d20(["explain", file, "12"])).stdout);
      const told = await d20(["narrate", "--store", store, "--id", "ambush", "--to", "3"]);
      expect(told.stdout.split("\n")[0]).toBe("1  GM: BeginCombat — the fight starts");
    });

    it("given a stored fight, when a stream that is not there or both <log> and --id are named, then one line and exit 2", async () => {
      const missing = await d20(["replay", "--store", store, "--id", "nobody"]);
      expect(missing.code).toBe(2);
      expect(missing.stderr.trim().split("\n")).toHaveLength(1);
      expect(missing.stderr).toContain('no stream "nobody"');
      const both = await d20(["audit", GOLDEN, "--store", store, "--id", "ambush"]);
      expect(both.code).toBe(2);
      expect(both.stderr).toContain("give <log> or --id, not both");
    });

    it("given a branch in the file store, when replayed and audited there, then its parent is read from the store and the audit is clean", async () => {
      const made = await d20([
        ...["branch", "ambush", "--store", store, "--id", "ambush-delay", "--at", "10"],
        ...["--replace", '11={"kind":"Delay"}', "--json"],
      ]);
      expect(made.code, made.stderr).toBe(0);
      const replay = await d20(["replay", "--store", store, "--id", "ambush-delay", "--to", "11"]);
      expect(replay.code, replay.stderr).toBe(0);
      expect(replay.stdout).toContain("last event: 11 Declared: ");
      expect(replay.stdout).toContain("Delay");
      const audit = await d20(["audit", "--store", store, "--id", "ambush-delay"]);
      expect(audit.code, audit.stdout).toBe(0);
      expect(audit.stdout).toMatch(/^stream ambush-delay: \d+ events, no findings/m);
      const diff = await d20(["diff", "ambush", "ambush-delay", "--store", store]);
      expect(diff.code, diff.stderr).toBe(0);
      expect(diff.stdout).toMatch(/^fork point: seq 10$/m);
      expect(diff.stdout).toMatch(/^first divergent event: seq 11$/m);
    });

    it("given a branch file beside its parent, when replayed, explained and narrated, then it is read with its parent (before: 'a branch is replayed with its parent'); moved away, --parent finds it", async () => {
      const parent = join(dir, "battle.jsonl");
      copyFileSync(GOLDEN, parent);
      const branch = join(dir, "delay.jsonl");
      const made = await d20([
        ...["branch", parent, "--at", "54", "--replace", '55={"kind":"Delay"}'],
        ...["--out", branch, "--json"],
      ]);
      expect(made.code, made.stderr).toBe(0);
      const replay = await d20(["replay", branch, "--to", "55"]);
      expect(replay.code, replay.stderr).toBe(0);
      expect(replay.stdout).toMatch(/^last event: 55 Declared: 红-弓手 declares Delay/m);
      // Before the fork point the branch is its parent.
      const early = await d20(["explain", branch, "54"]);
      expect(early.code, early.stderr).toBe(0);
      expect(early.stdout).toBe((await d20(["explain", parent, "54"])).stdout);
      const told = await d20(["narrate", branch, "--from", "55", "--to", "55"]);
      expect(told.stdout).toMatch(/^55 {2}\s*红-弓手 declares Delay/);
      const elsewhere = join(mkdtempSync(join(tmpdir(), "d20-branch-alone-")), "delay.jsonl");
      copyFileSync(branch, elsewhere);
      const orphan = await d20(["replay", elsewhere]);
      expect(orphan.code).toBe(2);
      expect(orphan.stderr).toContain("give --parent FILE");
      const found = await d20(["replay", elsewhere, "--parent", parent, "--json"]);
      expect(found.code, found.stderr).toBe(0);
      expect(JSON.parse(found.stdout)).toMatchObject({ file: elsewhere });
      const audit = await d20(["audit", elsewhere, "--parent", parent]);
      expect(audit.code, audit.stdout).toBe(0);
    });
  },
);
