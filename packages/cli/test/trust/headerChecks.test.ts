import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { registry } from "@d20/core";
import { type HeaderData, parseLog, serializeLog, type UnsealedEvent } from "@d20/events";
import { describe, expect, it } from "vitest";
import { GOLDEN, ROOT } from "../d20.ts";
import { runD20 } from "./runD20.ts";

const dir = mkdtempSync(join(tmpdir(), "d20-trust-header-"));

/** The golden log with its header changed by `edit`, re-sealed, written to `name`. */
function withHeader(name: string, edit: (h: HeaderData) => unknown): string {
  const events = parseLog(readFileSync(GOLDEN), { catalogue: registry.catalogue }).events.map(
    (e): UnsealedEvent =>
      e.type === "Header" ? ({ ...e, data: edit(e.data as HeaderData) } as UnsealedEvent) : e,
  );
  const file = join(dir, name);
  writeFileSync(file, serializeLog(events).text);
  return file;
}

describe("a header's engine and ruleset versions (issue Trust, point 9)", () => {
  it("given a re-sealed header naming a newer engine, or no version, when audited, then a header finding at seq 0 (exit 1)", async () => {
    const newer = withHeader("newer-engine.jsonl", (h) => ({ ...h, engine: "9.0.0" }));
    const r = await runD20(["audit", newer]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('engine "9.0.0" is newer than this engine (0.4.0)');
    const junk = withHeader("junk-engine.jsonl", (h) => ({ ...h, engine: 42 }));
    const j = await runD20(["audit", junk]);
    expect(j.code).toBe(1);
    expect(j.stdout).toContain("engine 42 is not a version (major.minor.patch)");
  });

  it("given a log played under a newer dnd35 than this engine's, when replayed, then a warning names both versions", async () => {
    const newer = withHeader("newer-ruleset.jsonl", (h) => ({
      ...h,
      ruleset: { ...h.ruleset, version: "99.0.0" },
    }));
    const r = await runD20(["replay", newer]);
    expect(r.stderr).toContain(
      `d20: warning: ${newer}: played under dnd35 99.0.0, newer than this engine's`,
    );
    const same = await runD20(["replay", GOLDEN]);
    expect(same.stderr).toBe("");
  });
});

describe("table-import header errors name their own line (issue Trust, point 9)", () => {
  it("given a combatant line whose stats the rules refuse, when imported, then the error names that line, not the first fight line", async () => {
    const table = readFileSync(join(ROOT, "examples/table/short-fight.table"), "utf8").replace(
      "combatant 地精-2 goblin 地精 5,5 morningstar",
      'combatant-json {"id":"地精-2","name":"地精 2","side":"地精","size":"small","abilities":{"str":11,"dex":13,"con":12,"int":10,"wis":9,"cha":6},"maxHp":1000000000,"level":1,"bab":1,"baseSaves":{"fort":3,"ref":0,"will":-1},"speed":30,"feats":[],"weapons":[],"position":{"x":5,"y":5},"aware":true}',
    );
    const lineNo = table.split("\n").findIndex((l) => l.startsWith("combatant-json")) + 1;
    const file = join(dir, "huge.table");
    writeFileSync(file, table);
    const r = await runD20(["import", file, "--out", join(dir, "huge.jsonl")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${file}:${lineNo}: roster[3].maxHp: must be at most 100000`);
  });
});
