import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { d20, ROOT, SUBPROCESS_TIMEOUT } from "./d20.ts";

// `--store postgres://…` end to end, against the throwaway server CI starts
// (scripts/with-postgres.sh sets D20_TEST_POSTGRES). Without one the suite is skipped, and the
// PostgreSQL package's own suites say so loudly.
const PG_URL = process.env.D20_TEST_POSTGRES;
const schema = `cli_${process.pid}_${randomBytes(4).toString("hex")}`;
const store = PG_URL === undefined || PG_URL === "" ? "" : `${PG_URL}?schema=${schema}`;

describe.skipIf(store === "")("d20 with --store postgres://… (issue: PostgreSQL store)", () => {
  it(
    "given a scenario, when run into PostgreSQL, then ls lists it (also through D20_STORE) and a second run under the same id is refused without touching it",
    SUBPROCESS_TIMEOUT,
    async () => {
      const scenario = join(ROOT, "examples/scenarios/goblin-ambush.json");
      const run = await d20(["run", scenario, "--store", store, "--id", "ambush", "-q"]);
      expect(run.code, run.stderr).toBe(0);
      const ls = await d20(["ls", "--store", store]);
      expect(ls.code, ls.stderr).toBe(0);
      expect(ls.stdout).toMatch(/^ambush\s+\d+/m);
      const again = await d20(["run", scenario, "--store", store, "--id", "ambush", "-q"]);
      expect(again.code).toBe(2);
      expect(again.stderr).toMatch(/ambush/);
      const env = await d20(["ls"], { D20_STORE: store });
      expect(env.stdout).toBe(ls.stdout);
    },
  );

  it(
    "given a fight and its branch in PostgreSQL, when replayed, audited, explained, narrated and diffed with --store --id, then each reads the stored streams and the audits are clean",
    SUBPROCESS_TIMEOUT,
    async () => {
      const scenario = join(ROOT, "examples/scenarios/goblin-ambush.json");
      const run = await d20(["run", scenario, "--store", store, "--id", "pg-ambush", "-q"]);
      expect(run.code, run.stderr).toBe(0);
      const replay = await d20(["replay", "--store", store, "--id", "pg-ambush", "--round", "2"]);
      expect(replay.code, replay.stderr).toBe(0);
      expect(replay.stdout.split("\n")[0]).toMatch(/^stream pg-ambush · seq \d+ of \d+ · dnd35 /);
      const audit = await d20(["audit", "--store", store, "--id", "pg-ambush", "--json"]);
      expect(JSON.parse(audit.stdout)).toMatchObject({
        stream: "pg-ambush",
        result: "clean",
        exit: 0,
      });
      const explained = await d20(["explain", "--store", store, "--id", "pg-ambush", "12"]);
      expect(explained.code, explained.stderr).toBe(0);
      expect(explained.stdout).toMatch(/^seq 12 /);
      const told = await d20(["narrate", "--store", store, "--id", "pg-ambush", "--to", "3"]);
      expect(told.stdout.split("\n")[0]).toBe("1  GM: BeginCombat — the fight starts");
      const made = await d20([
        ...["branch", "pg-ambush", "--store", store, "--id", "pg-ambush-delay", "--at", "10"],
        ...["--replace", '11={"kind":"Delay"}', "--json"],
      ]);
      expect(made.code, made.stderr).toBe(0);
      const branchAudit = await d20(["audit", "--store", store, "--id", "pg-ambush-delay"]);
      expect(branchAudit.code, branchAudit.stdout).toBe(0);
      expect(branchAudit.stdout).toMatch(/^stream pg-ambush-delay: \d+ events, no findings/m);
      const diff = await d20(["diff", "pg-ambush", "pg-ambush-delay", "--store", store]);
      expect(diff.stdout).toMatch(/^fork point: seq 10$/m);
      const missing = await d20(["replay", "--store", store, "--id", "pg-ambsh"]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain(
        'no stream "pg-ambsh" in the store; did you mean pg-ambush?',
      );
    },
  );
});
