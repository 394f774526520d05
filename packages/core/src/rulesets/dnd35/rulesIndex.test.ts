import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RunInLeads } from "../../coverage/citedRules.ts";
import { parseHeadingList } from "../../coverage/headingList.ts";
import { rulesets } from "../../registry/registry.ts";
import { joinSeedLines, sectionsOf, sectionText } from "../../rules/seedSection.ts";
import { dnd35Leads } from "./coverageLeads.ts";

// The seeds and their fixed heading lists, vendored byte for byte (seeds/VENDORED.md).
const seeds = join(import.meta.dirname, "../../../../../seeds");
const lines = (file: string) => readFileSync(join(seeds, file), "utf8").split("\n");
const list = (file: string) => {
  const name = file.replace(/\.txt$/, ".tsv");
  return parseHeadingList(readFileSync(join(seeds, "headings", name), "utf8"), name);
};

// The run-in leads each registered ruleset's index may cite (a new ruleset adds its own here).
const leadsOf: Readonly<Record<string, RunInLeads>> = { dnd35: dnd35Leads };

// A quote is whole sentences: it starts a line, or follows a sentence's end, a run-in lead's
// colon or a table footnote's number; it ends a sentence (。！？, then any closing marks) or a line.
function wholeSentences(text: readonly string[], quote: string): boolean {
  const whole = joinSeedLines(text);
  const at = whole.indexOf(quote);
  const lineAt = (offset: number) => {
    let start = 0;
    for (const line of text) {
      if (offset <= start + line.length) return { line, start };
      start += line.length + 1;
    }
    return { line: "", start };
  };
  const first = lineAt(at);
  const before = first.line.slice(0, at - first.start);
  const last = lineAt(at + quote.length);
  const after = last.line.slice(at + quote.length - last.start);
  const starts =
    before === "" || /[。！？：；][）」”]?\s*$/u.test(before) || /^\d+\s*$/u.test(before);
  const ends = /[。！？][）」”]*$/u.test(quote) || after.trim() === "";
  return starts && ends;
}

const cited = Object.values(rulesets).flatMap((r) =>
  Object.entries(r.rules).map(([id, entry]) => ({ ruleset: r.id, id, entry })),
);

describe("rule quotes (issue: Table workflows — explain quotes the rule's text from the seed)", () => {
  it("given the registered rulesets, when their indexes are read, then each has its run-in leads here, its seed citations a quote and its SRD citations none", () => {
    expect(Object.keys(rulesets).filter((id) => leadsOf[id] === undefined)).toEqual([]);
    for (const { id, entry } of cited) {
      if (entry.source.kind === "seed") expect(entry.source.quote.trim(), id).not.toBe("");
      else expect("quote" in entry.source, id).toBe(false);
    }
  });

  for (const { ruleset, id, entry } of cited) {
    const s = entry.source;
    if (s.kind !== "seed") continue;
    it(`given ${id} citing ${s.file} § ${s.heading}, when its quote is looked up, then the seed has it verbatim, in that section, as whole sentences`, () => {
      const text = lines(s.file);
      expect(joinSeedLines(text), "verbatim in the seed").toContain(s.quote);
      const sections = sectionsOf(s.heading, list(s.file), leadsOf[ruleset] ?? {}, text.length);
      expect(sections.length, "the heading names a section").toBeGreaterThan(0);
      const holding = sections.filter((section) => sectionText(text, section).includes(s.quote));
      expect(
        holding.map((section) => section.line),
        "in exactly one section of the heading",
      ).toHaveLength(1);
      expect(wholeSentences(text, s.quote), "whole sentences").toBe(true);
    });
  }
});
