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
});
