import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { d20, ROOT, SUBPROCESS_TIMEOUT } from "../d20.ts";

// replay, audit, explain and narrate on a fight kept in PostgreSQL, against the throwaway server
// scripts/with-postgres.sh starts (D20_TEST_POSTGRES); skipped without one, as ../postgres.test.ts.
const PG_URL = process.env.D20_TEST_POSTGRES;
const schema = `cli_inspect_${process.pid}_${randomBytes(4).toString("hex")}`;
const store = PG_URL === undefined || PG_URL === "" ? "" : `${PG_URL}?schema=${schema}`;

describe.skipIf(store === "")("reading a fight kept in PostgreSQL (issue 20)", () => {
  it(
    "given a fight and a branch of it stored in PostgreSQL, when replayed, audited, explained and narrated with --store --id, then each reads them from the server and the audits are clean",
    SUBPROCESS_TIMEOUT,
    async () => {
      const scenario = join(ROOT, "examples/scenarios/goblin-ambush.json");
      const run = await d20(["run", scenario, "--store", store, "--id", "ambush", "-q"]);
      expect(run.code, run.stderr).toBe(0);
      const replay = await d20(["replay", "--store", store, "--id", "ambush"]);
      expect(replay.code, replay.stderr).toBe(0);
      expect(replay.stdout).toMatch(/^stream ambush · seq (\d+) of \1 · dnd35 /);
      expect(replay.stdout).toContain("ended · winner");
      const audit = await d20(["audit", "--store", store, "--id", "ambush"]);
      expect(audit.code, audit.stdout).toBe(0);
      expect(audit.stdout).toMatch(/^stream ambush: \d+ events, no findings, the fight ended$/m);
      const explained = await d20(["explain", "--store", store, "--id", "ambush", "12"]);
      expect(explained.code, explained.stderr).toBe(0);
      expect(explained.stdout).toMatch(/^seq 12 /);
      const told = await d20(["narrate", "--store", store, "--id", "ambush", "--to", "2"]);
      expect(told.stdout.split("\n")[0]).toBe("1  GM: BeginCombat — the fight starts");
      const branch = await d20([
        ...["branch", "ambush", "--store", store, "--id", "ambush-delay"],
        ...["--at", "10", "--replace", '11={"kind":"Delay"}', "--json"],
      ]);
      expect(branch.code, branch.stderr).toBe(0);
      const onBranch = await d20(["audit", "--store", store, "--id", "ambush-delay"]);
      expect(onBranch.code, onBranch.stdout).toBe(0);
      expect(onBranch.stdout).toMatch(/^stream ambush-delay: \d+ events, no findings/m);
      const replayBranch = await d20([
        "replay",
        "--store",
        store,
        "--id",
        "ambush-delay",
        "--to",
        "11",
      ]);
      expect(replayBranch.stdout).toContain("last event: 11 Declared: ");
      // A misspelt id names the stream the server holds that was meant.
      const missing = await d20(["replay", "--store", store, "--id", "ambush-dealy"]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain(
        'no stream "ambush-dealy" in the store; did you mean ambush-delay?',
      );
    },
  );
});
