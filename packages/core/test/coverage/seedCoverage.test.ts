import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSource } from "../../src/coverage/checkSource.ts";
import { citedAt } from "../../src/coverage/citedRules.ts";
import { coverageFigures } from "../../src/coverage/figures.ts";
import { compareWithList, parseHeadingList } from "../../src/coverage/headingList.ts";
import {
  dnd35Coverage000,
  dnd35SeedRows,
  dnd35Source000,
} from "../../src/rulesets/dnd35/coverage.ts";
import { dnd35Leads } from "../../src/rulesets/dnd35/coverageLeads.ts";
import { dnd35Rules } from "../../src/rulesets/dnd35/rulesIndex.ts";
import { seedCoverage } from "../../src/rulesets/seedCoverage.ts";

// The fixed heading lists are vendored beside the seeds (seeds/headings/, from
// ../shared/seeds/headings/): the maps are checked against them on a clean clone.
const seeds = join(import.meta.dirname, "../../../../seeds");
const listOf = (file: string) => {
  const name = file.replace(/\.txt$/, ".tsv");
  return parseHeadingList(readFileSync(join(seeds, "headings", name), "utf8"), name);
};
const seed000 = readFileSync(join(seeds, "000_a8a34ede289908ea.txt"), "utf8").split("\n");

describe("seed coverage maps (issue: Rulesets as modules — the rules index covers every heading)", () => {
  it("given the seed files, then there is one map for each, in file-name order", () => {
    const files = readdirSync(seeds).filter((f) => /^\d{3}_[0-9a-f]+\.txt$/.test(f));
    expect(files).toHaveLength(5);
    expect(seedCoverage.map((m) => m.file)).toEqual(files.sort());
  });

  for (const map of seedCoverage) {
    it(`given seeds/headings for ${map.file}, then its map lists exactly those headings, in order, containers as "container"`, () => {
      expect(compareWithList(map, listOf(map.file))).toEqual([]);
    });

    it(`given the map of ${map.file}, then its figures add up to its rule headings and containers count nowhere`, () => {
      const f = coverageFigures(map);
      const list = listOf(map.file);
      expect(f.implemented + f.partial + f.notYet + f.outOfScope).toBe(f.total);
      expect(f.total).toBe(list.filter((h) => h.kind === "rule").length);
      const containers = map.headings.filter((h) => h.status === "container");
      expect(containers.map((h) => h.line)).toEqual(
        list.filter((h) => h.kind === "container").map((h) => h.line),
      );
      for (const h of containers) expect(h.rules).toEqual([]);
    });

    it(`given the map of ${map.file}, then a partial heading says what is missing, an out-of-scope one its reason`, () => {
      for (const h of map.headings) {
        if (h.status === "partial") expect(h.note, `line ${h.line}`).toMatch(/\S/);
        if (h.status === "outOfScope") {
          expect(h.reason, `line ${h.line}`).toBeDefined();
          expect(h.note, `line ${h.line}`).toMatch(/\S/);
        } else expect(h.reason, `line ${h.line}`).toBeUndefined();
      }
    });
  }

  it("given every map, then each rule id it names is in the rules index (dnd35Rules)", () => {
    const named = seedCoverage.flatMap((m) => m.headings.flatMap((h) => h.rules));
    expect(named.length).toBeGreaterThan(80);
    expect(named.filter((id) => !(id in dnd35Rules))).toEqual([]);
  });

  it('given dnd35Rules, then each seed citation leads to a rule heading of 000\'s list or is placed by an "also", and every run-in lead begins its line of seed 000', () => {
    expect(checkSource(dnd35Source000, seed000)).toEqual([]);
    const listed = new Set(listOf(dnd35Source000.file).map((h) => h.line));
    for (const [id, entry] of Object.entries(dnd35Rules)) {
      if (entry.source.kind !== "seed") continue;
      const at = citedAt(entry.source.heading, dnd35SeedRows, dnd35Leads);
      if ("line" in at) expect(listed.has(at.line), id).toBe(true);
      else
        expect(
          dnd35SeedRows.some(([, , j]) => "also" in j && j.also?.includes(id)),
          id,
        ).toBe(true);
    }
  });

  it("given every seed-cited dnd35 rule id, then the map of 000 names it under some heading", () => {
    const named = new Set(dnd35Coverage000.headings.flatMap((h) => h.rules));
    const seedCited = Object.entries(dnd35Rules).filter(([, e]) => e.source.kind === "seed");
    expect(seedCited.filter(([id]) => !named.has(id)).map(([id]) => id)).toEqual([]);
  });

  it("given 001 and 004, exact slices of 000 (seeds/headings/README.md), then their headings have 000's statuses, rules and notes line for line", () => {
    const at000 = new Map(dnd35Coverage000.headings.map((h) => [h.line, h]));
    for (const [file, offset] of [
      ["001_285465d9c77e5003.txt", 0],
      ["004_d58b4611d7e54bb4.txt", 524],
    ] as const) {
      const map = seedCoverage.find((m) => m.file === file)!;
      expect(map.ruleset).toBe("dnd35");
      for (const h of map.headings) {
        expect({ ...h, line: h.line + offset }, `${file} line ${h.line}`).toEqual(
          at000.get(h.line + offset),
        );
      }
    }
  });

  it("given 002 and 003, whose rulesets do not exist yet, then no rule heading of theirs is implemented or partial, nor names a rule", () => {
    for (const file of ["002_cbeb21557dc87670.txt", "003_288e66b713d08000.txt"]) {
      const map = seedCoverage.find((m) => m.file === file)!;
      expect(map.ruleset).toBeUndefined();
      for (const h of map.headings) {
        expect(["notYet", "outOfScope", "container"]).toContain(h.status);
        expect(h.rules).toEqual([]);
      }
    }
  });

  it("given 000's introductions (13 战斗数字, 271 移动动作MOVE ACTIONS, 851 特殊先攻动作), then each takes the status of the headings it leads into", () => {
    const byLine = new Map(dnd35Coverage000.headings.map((h) => [h.line, h]));
    // 特殊先攻动作 leads into 延迟DELAY and 准备READY, both partial today.
    expect(byLine.get(851)?.status).toBe(
      byLine.get(854)?.status === "implemented" && byLine.get(860)?.status === "implemented"
        ? "implemented"
        : "partial",
    );
    expect(byLine.get(13)?.rules).toEqual([]);
  });
});
