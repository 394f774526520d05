import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Issue "Rulesets as modules", shared d20 machinery: d20/ holds what more than one edition uses
// (the window, answer, move, harm and GM frames, initiative order, durations, the grid) and names
// no edition; it may import the engine, the log and the model, never a ruleset's folder.
const d20 = join(import.meta.dirname, "../../src/d20");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

/** Every line of d20/ as "file:line: text", comments included unless `code` is set. */
function lines(code = false): { where: string; text: string }[] {
  return files(d20).flatMap((f) =>
    readFileSync(f, "utf8")
      .split("\n")
      .map((text, i) => ({ where: `${relative(d20, f)}:${i + 1}`, text: text.trim() }))
      .filter((l) => !code || !(l.text.startsWith("*") || l.text.startsWith("/"))),
  );
}

const shown = (ls: { where: string; text: string }[]) => ls.map((l) => `${l.where}: ${l.text}`);

describe("d20/ is shared machinery that names no edition (rulesets as modules; dnd35 战斗流程)", () => {
  it("given d20/, when its folders are listed, then the frames and initiative live there (dnd35 先攻INITIATIVE)", () => {
    const folders = readdirSync(d20).filter((n) => statSync(join(d20, n)).isDirectory());
    for (const f of [
      "breakdown",
      "durations",
      "gm",
      "grid",
      "harm",
      "initiative",
      "movement",
      "windows",
    ])
      expect(folders).toContain(f);
  });

  it("given every file of d20/, when its text is read, then no edition is named: no dnd35, no 3.x (dnd35 借机攻击)", () => {
    expect(files(d20).length).toBeGreaterThan(30);
    expect(shown(lines().filter((l) => /dnd35|dnd30|dnd5e|\b3\.?x\b/i.test(l.text)))).toEqual([]);
  });

  it("given every import of d20/, when its path is read, then it is the engine, the log, the model or d20 itself (dnd35 借机攻击)", () => {
    const imports = lines().flatMap((l) => {
      const m = /from "([^"]+)"/.exec(l.text);
      return m === null ? [] : [{ where: l.where, text: m[1]! }];
    });
    expect(imports.length).toBeGreaterThan(40);
    const allowed =
      /^(\.\/|\.\.\/(breakdown|grid|windows|durations|movement|harm|gm|initiative)\/|\.\.\/\.\.\/(engine|log|model)\/)/;
    expect(shown(imports.filter((i) => !allowed.test(i.text)))).toEqual([]);
  });

  it("given the code of d20/, when its string literals are read, then none is a rule id: rules are handed in (dnd35 准备READY)", () => {
    // A rule id is "<ruleset>.<rule>"; module paths end in .ts.
    const ruleLike = /["'`][a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*["'`]/;
    expect(
      shown(lines(true).filter((l) => ruleLike.test(l.text.replace(/"[^"]*\.ts"/g, "")))),
    ).toEqual([]);
  });
});
