import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// DESIGN "Layout and dependency direction": the d20 kit names no edition, the 3.x layer cites
// rules only through the edition handed in, and shared code depends on no ruleset's folder.
const src = join(import.meta.dirname, "../src");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

/** The lines of the files under `dir` that match `re`, as "file:line: text". */
function hits(dir: string, re: RegExp): string[] {
  return files(join(src, dir)).flatMap((f) =>
    readFileSync(f, "utf8")
      .split("\n")
      .flatMap((line, i) =>
        re.test(line) ? [`${relative(src, f)}:${i + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe("where the shared d20 machinery, the 3.x layer and each edition live (DESIGN: layout)", () => {
  it("d20/ names no edition: no ruleset id, no import of a ruleset's folder (dnd35 测量距离)", () => {
    expect(files(join(src, "d20")).length).toBeGreaterThan(8);
    expect(hits("d20", /dnd35|dnd30|dnd5e|rulesets\//)).toEqual([]);
  });

  it("rulesets/3x/ cites no dnd35 rule id and imports nothing of an edition's folder (dnd35 伤害DAMAGE)", () => {
    expect(files(join(src, "rulesets/3x")).length).toBeGreaterThan(20);
    expect(
      hits("rulesets/3x", /"dnd35\.|'dnd35\.|`dnd35\.|from "[^"]*(dnd35|dnd30|dnd5e)[^"]*"/),
    ).toEqual([]);
  });
});
