import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
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

/** Every module path a file imports or re-exports (static `from "…"` and dynamic `import("…")`). */
function importedPaths(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /\bfrom\s+"([^"]+)"|\bimport\s*\(\s*"([^"]+)"\s*\)|^\s*import\s+"([^"]+)"/gm,
  ))
    out.push((m[1] ?? m[2] ?? m[3])!);
  return out;
}

/** The imports of the files under `dir` that resolve into an edition's folder (rulesets/<id>). */
function editionImports(dir: string): string[] {
  const editions = join(src, "rulesets");
  return files(join(src, dir)).flatMap((f) =>
    importedPaths(readFileSync(f, "utf8"))
      .filter((p) => p.startsWith("."))
      .map((p) => relative(editions, resolve(dirname(f), p)))
      .filter((r) => /^(dnd35|dnd30|dnd5e-variant)(\/|$)/.test(r))
      .map((r) => `${relative(src, f)} imports rulesets/${r}`),
  );
}

/**
 * The string literals naming dnd35 in the files under `dir`: quoted text holding "dnd35" in the
 * code (comments may name the editions), in a test file anywhere but its test names
 * (`describe(…)`, `it(…)`), which cite seed sections as "(dnd35 …)" by house rule.
 */
function dnd35Literals(dir: string): string[] {
  return files(join(src, dir)).flatMap((f) => {
    const test = f.endsWith(".test.ts");
    return readFileSync(f, "utf8")
      .split("\n")
      .flatMap((line, i) => {
        if (/^\s*(\*|\/\/|\/\*)/.test(line)) return [];
        const uncommented = line.replace(/\s\/\/ .*$/, "");
        const code = test
          ? uncommented.replace(/\b(describe|it|test)\(\s*"[^"]*"/g, "$1(")
          : uncommented;
        return /["'`][^"'`\n]*dnd35/.test(code)
          ? [`${relative(src, f)}:${i + 1}: ${line.trim()}`]
          : [];
      });
  });
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

  it('rulesets/3x/**/*.ts imports nothing that resolves into an edition\'s folder and holds no "dnd35" literal (dnd35 掩蔽COVER, 夹击FLANKING, 专注)', () => {
    // The tactics the layer holds, each its own folder (issue: rulesets as modules, the 3.x layer).
    for (const concept of [
      "concealment",
      "concentration",
      "conditions",
      "cover",
      "modifiers",
      "opportunity",
      "ready",
      "situation",
      "threat",
    ])
      expect(files(join(src, "rulesets/3x", concept)).length, concept).toBeGreaterThan(1);
    expect(editionImports("rulesets/3x")).toEqual([]);
    expect(dnd35Literals("rulesets/3x")).toEqual([]);
    // The checks see what they look for: dnd35's own folder is full of both.
    expect(editionImports("rulesets/dnd35").length).toBeGreaterThan(50);
    expect(dnd35Literals("rulesets/dnd35").length).toBeGreaterThan(50);
  });
});
