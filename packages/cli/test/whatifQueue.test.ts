import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./d20.ts";
import { runD20 } from "./trust/runD20.ts";

// `d20 whatif --queue` and `d20 worker`, and `whatif --sweep` (issue "Speed and scale": what-if
// beyond one machine), run in this process.
const PG_URL = process.env.D20_TEST_POSTGRES;
const NO_POSTGRES = PG_URL === undefined || PG_URL === "";
const LOG = join(ROOT, "examples/golden/scenarios/goblin-ambush.jsonl");
const base = ["whatif", LOG, "--at", "20", "--runs", "12", "--policy", "attackNearest", "--json"];
const json = (r: { stdout: string }) => JSON.parse(r.stdout);

describe.skipIf(NO_POSTGRES)("d20 whatif --queue and d20 worker", () => {
  const schema = `cliq_${process.pid}_${randomBytes(4).toString("hex")}`;
  afterAll(async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.query(`DROP SCHEMA IF EXISTS ${schema}_boss CASCADE`);
    await client.end();
  });

  it("given a what-if queued and a worker started, when both finish, then the JSON is the single-machine what-if's, and progress and the queued set show on stderr", async () => {
    const alone = await runD20(base);
    expect(alone.code, alone.stderr).toBe(0);
    const queue = ["--queue", PG_URL!, "--queue-schema", schema];
    const [queued, worker] = await Promise.all([
      runD20([...base, ...queue, "--batch-size", "5"]),
      runD20(["worker", PG_URL!, "--queue-schema", schema, "--idle-exit", "4", "--name", "w1"]),
    ]);
    expect(queued.code, queued.stderr).toBe(0);
    expect(json(queued)).toEqual(json(alone));
    expect(queued.stderr).toMatch(
      /whatif: queued edited as job set [0-9a-f-]+: 3 batch\(es\) of up to 5 runs/,
    );
    expect(worker.code, worker.stderr).toBe(0);
    expect(worker.stdout).toBe("worker: 3 batch(es), 12 run(s) played, 0 refused");
    expect(worker.stderr).toContain("worker: played batch 0 of");
  });

  it("given --queue with a URL that is not postgres://, or --threads beside it, when run, then one line names the flag and the exit is 2", async () => {
    const notPg = await runD20([...base, "--queue", "mysql://x"]);
    expect([notPg.code, notPg.stderr]).toEqual([
      2,
      'd20: --queue: "mysql://x" is not a postgres:// URL',
    ]);
    const many = await runD20([...base, "--runs", "2000000", "--queue", PG_URL!]);
    expect(many.stderr).toBe(
      "d20: --runs: at most 1000000 (the limit on a queued what-if's runs), got 2000000",
    );
    const threads = await runD20([...base, "--queue", PG_URL!, "--threads", "2"]);
    expect(threads.code).toBe(2);
    expect(threads.stderr).toContain("--threads: not with --queue");
  });
});

describe("d20 whatif --sweep", () => {
  const dir = mkdtempSync(join(tmpdir(), "d20-sweep-"));
  const file = (name: string, value: unknown) => {
    const p = join(dir, name);
    writeFileSync(p, typeof value === "string" ? value : JSON.stringify(value));
    return p;
  };

  it("given a sweep of two edit sets, when run, then each row is that edit set's own what-if, side by side", async () => {
    const sweep = file("sweep.json", [
      { label: "as played", edits: [] },
      {
        label: "gob-1 defends at 23",
        edits: [
          {
            kind: "replaceDeclaration",
            seq: 23,
            with: { by: "gob-1", decl: { kind: "TotalDefense" } },
          },
        ],
      },
    ]);
    const r = await runD20([...base, "--sweep", sweep]);
    expect(r.code, r.stderr).toBe(0);
    const out = json(r);
    const plain = json(await runD20(base));
    const defends = json(await runD20([...base, "--replace", '23={"kind":"TotalDefense"}']));
    expect(out.sweep.map((row: { label: string }) => row.label)).toEqual([
      "as played",
      "gob-1 defends at 23",
    ]);
    expect(out.sweep[0].summary).toEqual(plain.edited);
    expect(out.sweep[1].summary).toEqual(defends.edited);
    expect(out.sweep[1].summary).not.toEqual(out.sweep[0].summary);
    const text = await runD20(base.filter((a) => a !== "--json").concat(["--sweep", sweep]));
    expect(text.stdout).toMatch(
      /^what-if sweep: goblin-ambush forked at seq 20, 2 edit sets, 12 runs each/,
    );
    expect(text.stdout).toMatch(/\nedit\s+.*win rate/);
    expect(text.stdout).toMatch(/\ngob-1 defends at 23\s+\d/);
  });

  it("given sweep files with mistakes, when run, then one line names the file, the entry and the field", async () => {
    const cases: [unknown, string][] = [
      ["{", "not JSON"],
      [[], "must be a non-empty list"],
      [[{ label: "a", edits: {} }], "[0].edits: must be a list of edits"],
      [
        [
          { label: "a", edits: [] },
          { label: "a", edits: [] },
        ],
        '[1].label: "a" is already an entry\'s',
      ],
      [[{ label: "a", edits: [], colour: "red" }], "[0].colour: unknown field"],
      [
        [{ label: "a", edits: [{ kind: "dropDeclaration", seq: 2 }] }],
        '[0] "a": edits[0].seq: seq 2 is at or before the fork point 20',
      ],
    ];
    for (const [i, [value, message]] of cases.entries()) {
      const p = file(`bad${i}.json`, value);
      const r = await runD20([...base, "--sweep", p]);
      expect(r.code, `${i}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toContain(p);
      expect(r.stderr).toContain(message);
    }
  });

  it("given --sweep-range over a delay's count, when run, then each row is the what-if with the declaration at SEQ replaced for that n", async () => {
    const delay = join(ROOT, "examples/golden/scenarios/delay-flank.jsonl");
    const flank = ["whatif", delay, "--at", "8", "--runs", "6", "--json"];
    const r = await runD20([
      ...flank,
      "--sweep-range",
      '9={"kind":"Delay","count":{{n}}}',
      "--sweep-range",
      "4..6",
    ]);
    expect(r.code, r.stderr).toBe(0);
    const rows = json(r).sweep as { label: string; edits: unknown[]; summary: unknown }[];
    expect(rows.map((row) => row.label)).toEqual(["n=4", "n=5", "n=6"]);
    expect(rows[1]!.edits).toEqual([
      {
        kind: "replaceDeclaration",
        seq: 9,
        with: { by: "Kael", decl: { kind: "Delay", count: 5 } },
      },
    ]);
    const five = json(await runD20([...flank, "--replace", '9={"kind":"Delay","count":5}']));
    expect(rows[1]!.summary).toEqual(five.edited);
    const once = await runD20([...flank, "--sweep-range", "9={}"]);
    expect([once.code, once.stderr]).toEqual([
      2,
      "d20: --sweep-range: give it twice, the template then the range: --sweep-range 'SEQ=JSON' --sweep-range FROM..TO",
    ]);
    const noN = await runD20([
      ...flank,
      "--sweep-range",
      '9={"kind":"Delay"}',
      "--sweep-range",
      "1..2",
    ]);
    expect(noN.stderr).toBe("d20: --sweep-range: the JSON must hold {{n}}, where each value goes");
    const empty = await runD20([
      ...flank,
      "--sweep-range",
      '9={"count":{{n}}}',
      "--sweep-range",
      "5..4",
    ]);
    expect(empty.stderr).toBe("d20: --sweep-range: 5..4 is empty");
  });
});
