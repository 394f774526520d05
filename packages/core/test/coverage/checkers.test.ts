import { describe, expect, it } from "vitest";
import { buildCoverage, sliceCoverage } from "../../src/coverage/buildCoverage.ts";
import { checkSource } from "../../src/coverage/checkSource.ts";
import { coverageFigures, outOfScopeByReason } from "../../src/coverage/figures.ts";
import { compareWithList, parseHeadingList } from "../../src/coverage/headingList.ts";
import {
  container,
  implemented,
  introduces,
  notYet,
  outOfScope,
  partial,
} from "../../src/coverage/judge.ts";
import type { MapRow } from "../../src/coverage/status.ts";
import { seed, srd } from "../../src/rules/ruleSource.ts";

// A small seed "x.txt" of four headings: a container, two rule headings and an introduction.
const LIST = "1\tPart\tcontainer\n3\tAlpha\trule\n7\tBeta\trule\n9\tIntro\trule\n";
const index = {
  "x.alpha": seed("x.txt", "Alpha", "alpha", "Alpha says."),
  "x.lead": seed("x.txt", "lead of beta", "a run-in lead under Beta", "The lead says."),
  "x.srd": srd("3.5", "Feats", "a feat"),
};
const leads = { "lead of beta": 8 };
const rows: MapRow[] = [
  [1, "Part", container],
  [3, "Alpha", implemented()],
  [7, "Beta", partial("its second half", ["x.srd"])],
  [9, "Intro", introduces(3, 7)],
];
const source = { file: "x.txt", ruleset: "x", rows, index, leads };

describe("coverage checks can fail (issue: Rulesets as modules)", () => {
  it("given a map of the list's headings, then no problem; dropped, moved, renamed or mislabelled headings are each named", () => {
    const list = parseHeadingList(LIST, "x.tsv");
    const map = buildCoverage(source);
    expect(compareWithList(map, list)).toEqual([]);
    const dropped = { ...map, headings: map.headings.filter((h) => h.line !== 7) };
    expect(compareWithList(dropped, list).join("\n")).toMatch(
      /row 3 is line 9 "Intro", the list has line 7 "Beta"/,
    );
    const swapped = {
      ...map,
      headings: [map.headings[0]!, map.headings[2]!, map.headings[1]!, map.headings[3]!],
    };
    expect(compareWithList(swapped, list)).toHaveLength(2);
    const renamed = {
      ...map,
      headings: map.headings.map((h) => (h.line === 3 ? { ...h, heading: "Alfa" } : h)),
    };
    expect(compareWithList(renamed, list)).toEqual([
      'x.txt: row 2 is line 3 "Alfa", the list has line 3 "Alpha"',
    ]);
    const unboxed = {
      ...map,
      headings: map.headings.map((h) => (h.line === 1 ? { ...h, status: "notYet" as const } : h)),
    };
    expect(compareWithList(unboxed, list)).toEqual([
      'x.txt: line 1 "Part" is a container heading, the map says notYet',
    ]);
    const extra = {
      ...map,
      headings: [
        ...map.headings,
        { line: 11, heading: "More", status: "notYet" as const, rules: [] },
      ],
    };
    expect(compareWithList(extra, list)).toEqual([
      "x.txt: row 5 (line 11 More) is not in the list",
    ]);
  });

  it("given a malformed list row, then the error names the list, the row and the field", () => {
    expect(() => parseHeadingList("3\tAlpha\n", "x.tsv")).toThrow(
      "x.tsv:1: expected 3 tab-separated columns, got 2",
    );
    expect(() => parseHeadingList("1\tA\trule\nx\tB\trule\n", "x.tsv")).toThrow(
      'x.tsv:2: line number "x"',
    );
    expect(() => parseHeadingList("1\tA\theading\n", "x.tsv")).toThrow('x.tsv:1: kind "heading"');
  });

  it("given citations, then rules are derived by heading (a run-in lead under the heading above it) and the introduction takes its headings' status", () => {
    const map = buildCoverage(source);
    expect(map.headings.map((h) => [h.line, h.status, h.rules])).toEqual([
      [1, "container", []],
      [3, "implemented", ["x.alpha"]],
      [7, "partial", ["x.lead", "x.srd"]],
      [9, "partial", []],
    ]);
    expect(coverageFigures(map)).toEqual({
      implemented: 1,
      partial: 2,
      notYet: 0,
      outOfScope: 0,
      total: 3,
    });
    expect(
      checkSource(source, ["", "", "Alpha", "", "", "", "Beta", "lead of beta：text", "Intro"]),
    ).toEqual([]);
  });

  it("given a citation of a container or a shared text left unplaced, an unknown or repeated also, or rules on a not-yet heading, then each is a problem", () => {
    const bad = {
      ...source,
      index: { ...index, "x.part": seed("x.txt", "Part", "cites the container", "Part says.") },
      rows: [
        [1, "Part", container],
        [3, "Alpha", implemented(["x.alpha", "x.nope"])],
        [7, "Beta", notYet()],
        [9, "Intro", introduces(3, 7)],
      ] as MapRow[],
    };
    expect(checkSource(bad, ["", "", "Alpha", "", "", "", "Beta", "lead moved", "Intro"])).toEqual([
      'x.txt: x.part: "Part" names the container "Part" at line 1, and no heading lists it under "also"',
      'line 3 Alpha: "also" repeats x.alpha, whose citation leads here',
      'line 3 Alpha: "also" names x.nope, not in the rules index',
      "line 7 Beta: notYet, yet rules lead to it (x.lead)",
      'x.txt: the run-in lead "lead of beta" does not begin line 8',
    ]);
  });

  it("given out-of-scope headings, then each named reason counts its own, and a slice keeps the statuses of the whole", () => {
    const map = buildCoverage({
      ...source,
      index: {},
      rows: [
        [1, "Part", container],
        [3, "Alpha", outOfScope("timeScale", "takes a night")],
        [7, "Beta", outOfScope("gmRuling", "the GM's call")],
        [9, "Intro", notYet()],
      ],
    });
    expect(outOfScopeByReason(map)).toEqual({
      timeScale: 1,
      characterBuilding: 0,
      adventureScale: 0,
      gmRuling: 1,
    });
    const slice = sliceCoverage(map, "y.txt", 3, 7);
    expect(slice.headings.map((h) => [h.line, h.heading, h.status, h.reason])).toEqual([
      [1, "Alpha", "outOfScope", "timeScale"],
      [5, "Beta", "outOfScope", "gmRuling"],
    ]);
  });
});
