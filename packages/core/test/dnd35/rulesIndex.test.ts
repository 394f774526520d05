import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dnd35Rules } from "../../src/rulesets/dnd35/rulesIndex.ts";

const root = join(import.meta.dirname, "../..");
// The seeds are vendored at the repository root (a copy of ../shared/seeds), so CI on a clean
// clone can check citations against the very text they cite.
const seeds = join(root, "../../seeds");

function files(dir: string, test: (f: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === "node_modules" ? [] : files(p, test);
    return test(p) ? [p] : [];
  });
}

const isTest = (f: string) => /\.test\.ts$/.test(f);
const sources = files(join(root, "src"), (f) => f.endsWith(".ts") && !isTest(f));
const testTitles = files(root, isTest).flatMap((f) =>
  [...readFileSync(f, "utf8").matchAll(/\b(?:it|test|describe)\(\s*(["'`])(.*?)\1/g)].map(
    (m) => m[2]!,
  ),
);

/** The Chinese part of a heading ("瘫痪DISABLED（0HP）" → "瘫痪"), which test names cite. */
const cjkPart = (heading: string) => heading.match(/^[^A-Za-z]+/)?.[0]?.trim() ?? heading;

describe("dnd35 rules index (DESIGN: Every number explains itself)", () => {
  it("every rule id used in the code resolves to an index entry", () => {
    const used = new Set(
      sources.flatMap((f) =>
        [...readFileSync(f, "utf8").matchAll(/"(dnd35\.[A-Za-z.]+)"/g)].map((m) => m[1]!),
      ),
    );
    expect(used.size).toBeGreaterThan(20);
    const unknown = [...used].filter((id) => !(id in dnd35Rules));
    expect(unknown).toEqual([]);
  });

  it("every seed citation names a heading that is in its seed file", () => {
    const missing: string[] = [];
    for (const [id, entry] of Object.entries(dnd35Rules)) {
      if (entry.source.kind !== "seed") continue;
      const text = readFileSync(join(seeds, entry.source.file), "utf8");
      if (
        !text
          .split("\n")
          .some((line) =>
            line.trim().startsWith(entry.source.kind === "seed" ? entry.source.heading : ""),
          )
      ) {
        missing.push(`${id}: ${entry.source.heading}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every seed heading in scope is cited by at least one test name", () => {
    const headings = new Set(
      Object.values(dnd35Rules).flatMap((e) =>
        e.source.kind === "seed" ? [e.source.heading] : [],
      ),
    );
    const uncited = [...headings].filter((h) => !testTitles.some((t) => t.includes(cjkPart(h))));
    expect(uncited).toEqual([]);
  });

  it("rules outside the seeds are marked as SRD, never given an invented seed citation", () => {
    for (const id of [
      "dnd35.feat.combatReflexes",
      "dnd35.feat.improvedInitiative",
      "dnd35.weapons",
      "dnd35.rangePenalty",
    ] as const) {
      expect(dnd35Rules[id].source.kind).toBe("srd");
    }
  });
});
