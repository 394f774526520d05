import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { registry } from "@d20/core";
import { type HeaderData, parseLog, serializeLog, type UnsealedEvent } from "@d20/events";
import { loadScenarioFile, playScenario, scenarioToLog } from "@d20/scenario";
import { describe, expect, it } from "vitest";
import { AUDIT_RESULTS } from "../../src/audit/auditResults.ts";
import { GOLDEN, ROOT } from "../d20.ts";
import { runD20 } from "./runD20.ts";

const dir = mkdtempSync(join(tmpdir(), "d20-trust-results-"));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
const eventsOf = (text: string | Buffer) =>
  parseLog(text, { catalogue: registry.catalogue }).events as unknown as UnsealedEvent[];
const seal = (events: readonly UnsealedEvent[]) => serializeLog(events as never).text;

// A scenario played now: its header declares its forced dice.
const scenario = loadScenarioFile(join(ROOT, "examples/scenarios/readied-vs-caster.json"));
const played = scenarioToLog(playScenario(scenario), scenario.header);
const playedFile = write("played.jsonl", played);
const events = eventsOf(played);

describe("one table of audit results and exit codes (issue Trust)", () => {
  it("given audit --help, then it prints the table: every class with its exit code", async () => {
    const r = await runD20(["audit", "--help"]);
    expect(r.code).toBe(0);
    for (const row of AUDIT_RESULTS)
      expect(r.stdout).toMatch(new RegExp(`^  ${row.exit}  ${row.result}\\s+\\S`, "m"));
  });

  it("given the README, then its audit table lists the same classes and exit codes", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    for (const row of AUDIT_RESULTS)
      expect(readme).toMatch(new RegExp(`^\\| ${row.exit} +\\| \`${row.result}\` +\\| \\S`, "m"));
  });

  it("given a played scenario with forced dice, when audited, then no findings, the fight ended, exit 0", async () => {
    const r = await runD20(["audit", playedFile]);
    expect(r.stdout).toMatch(/\d+ events, no findings, the fight ended$/);
    expect(r.code).toBe(0);
  });

  it("given a seeded die relabelled forced in a re-sealed log, when audited, then an undeclared die naming its seq and the seeded face it replaced (exit 1; --json class undeclared-die)", async () => {
    const die = events.find(
      (e) => e.type === "DiceRolled" && (e.data as { origin: string }).origin === "seeded",
    )!;
    const faces = (die.data as { faces: number[] }).faces;
    const forged = events.map((e) =>
      e === die ? { ...e, data: { ...(e.data as object), origin: "forced" } } : e,
    );
    const file = write("relabelled.jsonl", seal(forged));
    const r = await runD20(["audit", file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `seq ${die.seq}: die ${(die.data as { key: string }).key}: undeclared forced die ${JSON.stringify(faces)}: the header declares no such die; its seed gives ${JSON.stringify(faces)}`,
    );
    const j = await runD20(["audit", file, "--json"]);
    expect(j.code).toBe(1);
    const report = JSON.parse(j.stdout);
    expect(report.result).toBe("findings");
    expect(report.findings[0]).toMatchObject({
      class: "undeclared-die",
      seq: die.seq,
      check: "undeclared",
    });
  });

  it("given a log cut before a declaration, when audited, then 'incomplete: ends at seq N awaiting X', exit 1, and 0 with --partial", async () => {
    // The last declaration made on a turn (not an answer in a window).
    const cut = events
      .filter(
        (e) =>
          e.type === "Declared" && (e.data as { decl: { kind: string } }).decl.kind !== "Respond",
      )
      .at(-1)!.seq;
    const file = write("cut.jsonl", seal(events.filter((e) => e.seq < cut)));
    const r = await runD20(["audit", file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      new RegExp(
        `seq ${cut - 1}: incomplete: the log ends at seq ${cut - 1} awaiting a declaration from \\S+`,
      ),
    );
    const partial = await runD20(["audit", file, "--partial"]);
    expect(partial.code).toBe(0);
    const j = JSON.parse((await runD20(["audit", file, "--json", "--partial"])).stdout);
    expect(j).toMatchObject({ result: "clean", exit: 0, ended: false });
    expect(j.findings).toEqual([expect.objectContaining({ class: "incomplete", seq: cut - 1 })]);
  });

  it("given a log written before dice declarations (a version-1 header), when audited, then their forced dice are listed as not vouched for, and the older ruleset it was played under is the one finding (exit 1)", async () => {
    // The readied-vs-caster golden as written before dice declarations (a copy: goldens are
    // regenerated with the declaration, and this stays an old log) — and, since dnd35 1.4.0,
    // played under an older ruleset than this one.
    const file = join(ROOT, "packages/cli/test/fixtures/v1-header-forced-dice.jsonl");
    const r = await runD20(["audit", file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("seq 0: ruleset changed: dnd35 recorded 1.3.0, current 1.8.0");
    expect(r.stdout).toContain(
      "seq 3: die Bram/initiative/r0/#1 forced [5], not declared (a version-1 header declares no dice)",
    );
    expect(r.stdout).toMatch(/1 finding, the fight ended, 5 unseeded dice not vouched for$/);
  });

  it("given a line changed after sealing or data that does not fit its schema, when audited, then a finding (exit 1); when replayed, one line (exit 2)", async () => {
    const lines = readFileSync(GOLDEN, "utf8").split("\n");
    lines[5] = lines[5]!.replace('"seq":5', '"seq":5 ');
    const broken = write("broken.jsonl", lines.join("\n"));
    const a = await runD20(["audit", broken]);
    expect(a.code).toBe(1);
    // Words first: the event the line was meant to be and what the chain says; the code after.
    expect(a.stdout).toMatch(
      /^line 6 \(seq 5\): the \w+.* was changed after it was sealed: its bytes no longer give the hash it records \[log bad-hash: hash: /m,
    );
    const bad = eventsOf(readFileSync(GOLDEN)).map((e) => (e.seq === 5 ? { ...e, data: null } : e));
    const malformed = write("malformed.jsonl", seal(bad));
    const m = await runD20(["audit", malformed, "--json"]);
    expect(m.code).toBe(1);
    expect(JSON.parse(m.stdout).findings[0]).toMatchObject({ class: "malformed-data", line: 6 });
    const r = await runD20(["replay", malformed]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(`^d20: ${malformed}:6: data: \\w+: must be an object, found null\\n?$`),
    );
  });

  it("given something that is no log, or a log of an unknown ruleset, when audited, then nothing to audit (exit 2)", async () => {
    const junk = await runD20(["audit", write("junk.jsonl", "not json\n")]);
    expect(junk.code).toBe(2);
    const other = eventsOf(readFileSync(GOLDEN)).map((e) =>
      e.seq === 0
        ? { ...e, data: { ...(e.data as HeaderData), ruleset: { id: "dnd99", version: "1.0.0" } } }
        : e,
    );
    const r = await runD20(["audit", write("dnd99.jsonl", seal(other.slice(0, 1)))]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('data.ruleset.id: unknown ruleset "dnd99"');
  });
});

describe("newer rulesets and control characters (issue Trust, point 9 and 8)", () => {
  const newer = write(
    "newer.jsonl",
    seal(
      eventsOf(readFileSync(GOLDEN)).map((e) =>
        e.seq === 0
          ? {
              ...e,
              data: {
                ...(e.data as HeaderData),
                ruleset: { ...(e.data as HeaderData).ruleset, version: "99.0.0" },
              },
            }
          : e,
      ),
    ),
  );

  it("given a log played under a newer dnd35, when explained or diffed, then a warning names both versions", async () => {
    const warning = `d20: warning: ${newer}: played under dnd35 99.0.0, newer than this engine's`;
    const e = await runD20(["explain", newer, "5"]);
    expect(e.code).toBe(0);
    expect(e.stderr).toContain(warning);
    const d = await runD20(["diff", GOLDEN, newer]);
    expect(d.code).toBe(0);
    expect(d.stderr).toContain(warning);
    const same = await runD20(["explain", GOLDEN, "5"]);
    expect(same.stderr).toBe("");
  });

  it("given a scenario whose name or description holds ESC or NUL, when run, then refused naming the field and the character (exit 2)", async () => {
    const s = JSON.parse(readFileSync(join(ROOT, "examples/scenarios/set-spear.json"), "utf8"));
    const file = write(
      "escape.json",
      JSON.stringify({ ...s, name: "spear\u001b[2J", description: "nul\u0000here" }),
    );
    const r = await runD20(["run", file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("$.name: contains the control character U+001B");
    expect(r.stderr).toContain("$.description: contains the control character U+0000");
  });
});
