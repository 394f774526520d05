import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { d20, ROOT, SUBPROCESS_TIMEOUT } from "./d20.ts";

// The table-log examples (examples/table/README.md): each imports, and its audit finds exactly
// the misrulings planted in it — each one's findings (seq, class, field path) — and lists the
// windows its notes leave unanswered as assumed (exit 1 for the misrulings alone).

const dir = mkdtempSync(join(tmpdir(), "d20-table-"));

interface Found {
  readonly class: string;
  readonly seq: number;
  readonly path?: string;
  readonly by?: string;
}

async function audited(name: string): Promise<{ code: number; findings: string[] }> {
  const out = join(dir, `${name}.jsonl`);
  const imported = await d20(["import", join(ROOT, `examples/table/${name}.table`), "--out", out]);
  expect(imported.stderr).toBe("");
  expect(imported.code).toBe(0);
  const audit = await d20(["audit", "--json", out]);
  const report = JSON.parse(audit.stdout) as { findings: Found[] };
  const findings = report.findings.map((f) =>
    `${f.seq} ${f.class} ${f.path ?? f.by ?? ""}`.trimEnd(),
  );
  return { code: audit.code, findings };
}

describe("the table-log examples, imported and audited", () => {
  it(
    "given readied-vs-caster (a spell, a delay, a readied action and an attack-of-opportunity answer), when imported and audited, then the audit finds exactly its three planted misrulings",
    SUBPROCESS_TIMEOUT,
    async () => {
      const { code, findings } = await audited("readied-vs-caster");
      expect(findings).toEqual([
        // 1. Bram's attack of opportunity on Ysolde is called a hit: the rules say a miss, so
        //    its damage dice are dice the rules never roll.
        "64 fact data.hit",
        "65 fact",
        // 2. Bram's damage on Grukk counts Str +4: 7, not 8 (and the hit points it left).
        "85 fact data.amount",
        // 3. …and Grukk at −3 hp is called dead (the hp finding covers the state's path too).
        "86 fact data.vitals.hp",
      ]);
      expect(code).toBe(1);
    },
  );

  it(
    "given trip-dispute, when audited, then it finds the trip's touch attack called a miss and Grukk at 0 hp called dead, and lists the two windows the notes leave unanswered as assumed",
    SUBPROCESS_TIMEOUT,
    async () => {
      const { code, findings } = await audited("trip-dispute");
      expect(findings).toEqual([
        "11 fact data.hit",
        "12 fact",
        "26 assumed Grukk",
        "41 assumed Hilde",
        "62 fact data.vitals.state",
      ]);
      expect(code).toBe(1);
    },
  );

  it(
    "given delay-changes-order, when audited, then it finds 地精-1's miss called a hit and 地精-1 at −2 hp called dead, and Dain's unanswered step out of reach as assumed",
    SUBPROCESS_TIMEOUT,
    async () => {
      const { code, findings } = await audited("delay-changes-order");
      expect(findings).toEqual([
        "18 fact data.hit",
        "19 fact",
        "29 assumed 地精-1",
        "63 fact data.vitals.state",
      ]);
      expect(code).toBe(1);
    },
  );

  it(
    "given a table log whose only open window is assumed, when audited, then the note is printed and the audit exits 0",
    SUBPROCESS_TIMEOUT,
    async () => {
      const table = join(dir, "assumed.table");
      writeFileSync(
        table,
        [
          "ruleset dnd35 1.8.0",
          "combatant 战士-1 human-fighter 队伍 4,4 longsword",
          "combatant 地精-1 goblin 地精 4,5",
          'gm begin "开始"',
          "roll 战士-1 initiative 1d20 = 12",
          "roll 地精-1 initiative 1d20 = 3",
          "end-turn 战士-1",
          "declare 地精-1 Move path=4,6;4,7",
          'gm end 地精 "地精逃走了"',
        ].join("\n"),
      );
      const out = join(dir, "assumed.jsonl");
      const imported = await d20(["import", table, "--out", out]);
      expect(imported.code).toBe(0);
      expect(imported.stdout).toContain(
        "line 9 → seq 14: assumed: 战士-1 lets 地精-1's opportunity window pass",
      );
      const audit = await d20(["audit", out]);
      expect(audit.stdout).toMatch(
        /^seq 14: assumed: 战士-1 lets 地精-1's opportunity window pass \(Respond\)/m,
      );
      expect(audit.code).toBe(0);
    },
  );

  it(
    "given a combatant in the scenario format with an unknown weapon, when imported, then the error names the table file, the line and the field, exit 2",
    SUBPROCESS_TIMEOUT,
    async () => {
      const table = join(dir, "badweapon.table");
      writeFileSync(
        table,
        [
          "ruleset dnd35 1.8.0",
          'combatant {"stock":"goblin","id":"地精-1","side":"地精","position":[4,5],"overrides":{"weapons":["morningstra"]}}',
          "combatant 战士-1 human-fighter 队伍 4,4 longsword",
          'gm begin "开始"',
        ].join("\n"),
      );
      const r = await d20(["import", table]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /badweapon\.table:2: combatant\.overrides\.weapons\[0\]: .*morningstra/,
      );
      const short = join(dir, "badstock.table");
      writeFileSync(
        short,
        [
          "ruleset dnd35 1.8.0",
          "combatant 战士-1 human-fightr 队伍 4,4 longsword",
          'gm begin "x"',
        ].join("\n"),
      );
      const s = await d20(["import", short]);
      expect(s.code).toBe(2);
      expect(s.stderr).toMatch(/badstock\.table:2: combatant\.template: .*human-fighter/);
      expect(readFileSync(table, "utf8")).toContain("morningstra");
    },
  );
});
