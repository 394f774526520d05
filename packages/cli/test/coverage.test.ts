import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./d20.ts";
import { runD20 } from "./trust/runD20.ts";

/** `d20 coverage …args`, run in this process. */
async function coverage(...args: string[]) {
  const r = await runD20(["coverage", ...args]);
  return { code: r.code, out: r.stdout, err: r.stderr === "" ? [] : r.stderr.split("\n") };
}

const SEEDS = [
  "000_a8a34ede289908ea.txt",
  "001_285465d9c77e5003.txt",
  "002_cbeb21557dc87670.txt",
  "003_288e66b713d08000.txt",
  "004_d58b4611d7e54bb4.txt",
];
/** The rows of a vendored heading list (seeds/headings/). */
const listed = (file: string) =>
  readFileSync(join(ROOT, "seeds/headings", file.replace(/\.txt$/, ".tsv")), "utf8")
    .split("\n")
    .filter((r) => r !== "")
    .map((r) => r.split("\t") as [string, string, string]);

describe("d20 coverage (issue: Rulesets as modules)", () => {
  it("given --json, when run, then one object keyed by seed file with the five figures, total the list's rule headings", async () => {
    const r = await coverage("--json");
    expect(r.code).toBe(0);
    const figures = JSON.parse(r.out) as Record<string, Record<string, number>>;
    expect(Object.keys(figures)).toEqual(SEEDS);
    for (const file of SEEDS) {
      const f = figures[file]!;
      expect(Object.keys(f)).toEqual(["implemented", "partial", "notYet", "outOfScope", "total"]);
      expect(f.implemented! + f.partial! + f.notYet! + f.outOfScope!).toBe(f.total);
      expect(f.total).toBe(listed(file).filter(([, , kind]) => kind === "rule").length);
    }
    expect(figures["002_cbeb21557dc87670.txt"]).toMatchObject({ implemented: 0, partial: 0 });
  });

  it("given no option, when run, then a table per seed file and the out-of-scope count of every named reason", async () => {
    const r = await coverage();
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^seed +ruleset +implemented +partial +not yet +out of scope +total$/m);
    const json = JSON.parse((await coverage("--json")).out) as Record<
      string,
      Record<string, number>
    >;
    const f = json["000_a8a34ede289908ea.txt"]!;
    expect(r.out).toMatch(
      new RegExp(
        `^000_a8a34ede289908ea\\.txt +dnd35 +${f.implemented} +${f.partial} +${f.notYet} +${f.outOfScope} +${f.total}$`,
        "m",
      ),
    );
    expect(r.out).toMatch(/^003_288e66b713d08000\.txt +\(none yet\) +0 +0 +21 +0 +21$/m);
    for (const reason of [
      "outside a fight's time scale (hours, days): ",
      "character creation or advancement: ",
      "adventure-scale (a wilderness, a dungeon): ",
      "a ruling left to the GM that the GM's declarations already cover: ",
    ]) {
      expect(r.out).toContain(`  ${reason}`);
    }
  });

  it("given --seed FILE --json, when run, then every heading of its list in order, with status, rules and reason", async () => {
    for (const file of SEEDS) {
      const r = await coverage("--seed", file, "--json");
      expect(r.code).toBe(0);
      const rows = JSON.parse(r.out) as {
        heading: string;
        line: number;
        status: string;
        rules: string[];
        reason?: string;
      }[];
      expect(rows.map((h) => [String(h.line), h.heading])).toEqual(
        listed(file).map(([n, t]) => [n, t]),
      );
      for (const [i, [, , kind]] of listed(file).entries()) {
        const h = rows[i]!;
        if (kind === "container") expect(h.status).toBe("container");
        else expect(["implemented", "partial", "notYet", "outOfScope"]).toContain(h.status);
        expect(h.reason !== undefined).toBe(h.status === "outOfScope");
        expect(Array.isArray(h.rules)).toBe(true);
      }
    }
    const rows000 = JSON.parse(
      (await coverage("--seed", "000_a8a34ede289908ea.txt", "--json")).out,
    );
    // 施法Cast a Spell appears twice (236, 314): the rows are told apart by line.
    expect(
      rows000.filter((h: { heading: string }) => h.heading === "施法Cast a Spell"),
    ).toMatchObject([
      { line: 236, rules: expect.arrayContaining(["dnd35.castSpell", "dnd35.concentration"]) },
      { line: 314, rules: ["dnd35.castingTime"] },
    ]);
  });

  it("given --seed as a path or a number, when run, then that seed's headings as a table with status and rule ids", async () => {
    const r = await coverage("--seed", "seeds/004_d58b4611d7e54bb4.txt");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^004_d58b4611d7e54bb4\.txt \(ruleset dnd35\): \d+ implemented, \d+ partial, 0 not yet, 0 out of scope, of 6 rule headings$/m,
    );
    expect(r.out).toMatch(/^1 +container +战斗修正COMBAT MODIFIERS/m);
    expect(r.out).toMatch(/^62 +implemented +夹击FLANKING +dnd35\.flanking/m);
    const byNumber = await coverage("--seed", "004");
    expect(byNumber.out).toBe(r.out);
  });

  it("given an unknown --seed FILE, when run, then one line naming it and the seeds, and exit 2", async () => {
    const r = await coverage("--seed", "005_nothing.txt");
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(
      /^d20: coverage: --seed "005_nothing\.txt" is no seed file \(the seeds: 000_a8a34ede289908ea\.txt, /,
    );
  });
});
