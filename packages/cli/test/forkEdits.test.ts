import { copyFileSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { registry } from "@d20/core";
import { parseLog } from "@d20/events";
import { describe, expect, it } from "vitest";
import { d20, GOLDEN, ROOT, SUBPROCESS_TIMEOUT } from "./d20.ts";

// The readied action against a caster: Ysolde's first declaration is seq 8 (a ray of frost at
// Bram), the fork point seq 7 just before it. Both are scripted, then played by the tactician.
const dir = mkdtempSync(join(tmpdir(), "d20-fork-edits-"));
const parent = join(dir, "rvc.jsonl");
copyFileSync(join(ROOT, "examples/golden/scenarios/readied-vs-caster.jsonl"), parent);
const parentText = readFileSync(parent, "utf8");
const nobody = '8={"kind":"Attack","target":"Nobody"}';

/** The one line of a refusal (`d20: …`), and nothing on stdout. */
function refusal(r: { code: number; stdout: string; stderr: string }): string {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  const lines = r.stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe.sequential("d20 branch and whatif check their edits", SUBPROCESS_TIMEOUT, () => {
  it("given an edit whose target is nobody, when branched, then exit 2 names the edit, the rule and the combatants, and nothing is written", async () => {
    const out = join(dir, "b.jsonl");
    const r = await d20(["branch", parent, "--at", "7", "--replace", nobody, "-o", out]);
    expect(refusal(r)).toBe(
      'd20: --replace 8: the rules refuse Ysolde\'s Attack in round 1: no combatant "Nobody" (dnd35.attackAction) (known: Bram, Ysolde)',
    );
    expect(existsSync(out)).toBe(false);
    expect(readFileSync(parent, "utf8")).toBe(parentText);
  });

  it("given the same edit with --lenient, when branched, then a policy's choice stands in for it and the report says why", async () => {
    const r = await d20(["branch", parent, "--at", "7", "--replace", nobody, "--lenient"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^ {2}seq 8: Ysolde declares .* — in place of round 1, Ysolde #1 \(parent seq 8: Ysolde declares Attack → Nobody\): refused: no combatant "Nobody" \(dnd35\.attackAction\)$/m,
    );
  });

  const bad: readonly [string, readonly string[], string][] = [
    [
      "a misspelt target",
      ["--replace", '8={"kind":"Attack","target":"ysolde"}'],
      'no combatant "ysolde" (dnd35.attackAction); did you mean Ysolde?',
    ],
    [
      "a misspelt kind",
      ["--replace", '8={"kind":"Atack","target":"Bram"}'],
      'd20: --replace 8: decl.kind: no declaration kind "Atack" in dnd35; did you mean Attack?',
    ],
    [
      "a field the kind has not",
      ["--replace", '8={"kind":"Attack","target":"Bram","bogus":1}'],
      "d20: --replace 8: decl.bogus: not a field of Attack",
    ],
    [
      "a square off the map",
      ["--replace", '8={"kind":"Move","path":[{"x":40,"y":4}]}'],
      "d20: --replace 8: decl.path[0]: square (40,4) is off the map (10×8: x 0..9, y 0..7)",
    ],
    [
      "a creature that is not in the fight",
      ["--insert", '8={"by":"Ysold","decl":{"kind":"EndTurn"}}'],
      'd20: --insert 8: by: no combatant "Ysold"; did you mean Ysolde?',
    ],
    [
      "a die the branch never rolls",
      ["--force", "Ysolde/atack/r1/#1=20"],
      "d20: --force Ysolde/atack/r1/#1: the branch never rolls die Ysolde/atack/r1/#1; did you mean Ysolde/attack/r1/#1",
    ],
    [
      "a declaration out of reach",
      ["--replace", '8={"kind":"Attack","target":"Bram"}'],
      "the rules refuse Ysolde's Attack in round 1: Bram is 15 ft away; reach is 5 ft (dnd35.attackAction)",
    ],
  ];
  for (const [what, edit, line] of bad) {
    it(`given ${what}, when branched, then exit 2 with one line: ${line}`, async () => {
      const r = await d20(["branch", parent, "--at", "7", ...edit]);
      expect(refusal(r)).toContain(line);
    });
  }

  it("given an edit the rules refuse, when a what-if is asked, then exit 2 names the rule before any run is played", async () => {
    const r = await d20(["whatif", parent, "--at", "7", "--replace", nobody, "--runs", "20"]);
    expect(refusal(r)).toContain("--replace 8: the rules refuse Ysolde's Attack in round 1");
    expect(r.stderr).toContain("(dnd35.attackAction)");
  });

  it("given a legal edit (Ysolde withdraws instead of casting), when a what-if is compared, then the guards' win rate rises on the same dice", async () => {
    const withdraw = '8={"kind":"Withdraw","path":[{"x":7,"y":4},{"x":8,"y":4},{"x":9,"y":4}]}';
    const r = await d20([
      "whatif",
      parent,
      "--at",
      "7",
      "--replace",
      withdraw,
      "--runs",
      "120",
      "--compare",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    // Both sides as the fight was played: the tactician, after each one's script.
    expect(json.players.byCombatant).toEqual({ Bram: "tactician", Ysolde: "tactician" });
    // Since the tactician casts (dnd35 1.7.0), a Ysolde who withdraws in round 1 casts at Bram
    // later all the same: the edit still helps the guards, by less, so more runs show it.
    const guards = json.paired.guards.winRate;
    expect(guards.low).toBeGreaterThan(0);
    expect(guards.estimate).toBeGreaterThan(0);
  });

  it("given a fight the tactician played on both sides, when branched in policy mode without --policy, then the branch is the one --policy tactician gives, not the default attackNearest's", async () => {
    const golden = join(dir, "golden.jsonl");
    copyFileSync(GOLDEN, golden);
    const branchOf = async (name: string, ...policy: string[]) => {
      const out = join(dir, `${name}.jsonl`);
      const r = await d20([
        "branch",
        golden,
        "--at",
        "60",
        "--mode",
        "policy",
        "-o",
        out,
        ...policy,
      ]);
      expect(r.code).toBe(0);
      return { r, text: readFileSync(out, "utf8") };
    };
    const own = await branchOf("own");
    expect(own.r.stdout).toContain("played on by: everyone: tactician (as in the fight)");
    const tactician = await branchOf("tactician", "--policy", "tactician");
    expect(tactician.r.stdout).toContain("played on by: everyone: tactician (--policy)");
    expect(own.text).toBe(tactician.text);
    const nearest = await branchOf("nearest", "--policy", "attackNearest");
    expect(nearest.text).not.toBe(own.text);
  });
});

describe.sequential(
  "small things of branch, run, import and the readers",
  SUBPROCESS_TIMEOUT,
  () => {
    it("given a branch's --out that exists, when branched again, then the error names --overwrite, branch's own flag", async () => {
      const out = join(dir, "twice.jsonl");
      expect((await d20(["branch", parent, "--at", "7", "-o", out])).code).toBe(0);
      const again = await d20(["branch", parent, "--at", "7", "-o", out]);
      expect(refusal(again)).toBe(`d20: ${out} already exists (pass --overwrite to overwrite it)`);
    });

    it("given --out -, when a scenario is run, a fight branched or a table log imported, then standard output is the log alone and the rest goes to stderr", async () => {
      const runs = [
        ["run", join(ROOT, "examples/scenarios/readied-vs-caster.json"), "--out", "-"],
        ["branch", parent, "--at", "7", "--out", "-"],
        ["import", join(ROOT, "examples/table/short-fight.table"), "--out", "-"],
      ];
      for (const args of runs) {
        const r = await d20(args);
        expect(r.code).toBe(0);
        const { events } = parseLog(r.stdout, { catalogue: registry.catalogue });
        expect(events.length).toBeGreaterThan(1);
        expect(r.stderr).toMatch(/written to standard output|events imported/);
      }
      const run = await d20(runs[0]!);
      expect(run.stdout).toBe(readFileSync(parent, "utf8"));
      expect(run.stderr).toContain("Ysolde declares Cast ray of frost → Bram");
    });

    it("given a scenario where a log belongs, when given to whatif, branch or audit, then it says to run it first", async () => {
      const scenario = join(ROOT, "examples/scenarios/readied-vs-caster.json");
      for (const args of [
        ["whatif", scenario, "--at", "3"],
        ["branch", scenario, "--at", "3"],
        ["audit", scenario],
      ]) {
        expect(refusal(await d20(args))).toBe(
          `d20: ${scenario}: this is a scenario: run it first (d20 run ${scenario} --out LOG), then give the log`,
        );
      }
    });
  },
);

describe("d20 run stopped by its script", SUBPROCESS_TIMEOUT, () => {
  it("given a script whose first entry the rules refuse, when run, then the narration so far is printed, the log is written up to it, and the refusal is the last line, exit 2", async () => {
    const scenario = join(ROOT, "packages/cli/test/fixtures/refused-script.json");
    const out = join(dir, "refused.jsonl");
    const r = await d20(["run", scenario, "--out", out]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain("Ysolde declares Cast ray of frost → Bram");
    expect(r.stdout).toContain("── Bram's turn ──");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe(
      `log written to ${out} (up to the refused declaration)`,
    );
    const last = r.stderr.trimEnd().split("\n").at(-1)!;
    expect(last).toContain("$.combatants[0].script[0]: round 1: the rules refuse Attack");
    expect(last).toContain("(dnd35.attackAction)");
    // The log is the fight up to Bram's refused turn, sealed: it reads and ends awaiting him.
    const { events } = parseLog(readFileSync(out), { catalogue: registry.catalogue });
    expect(events.at(-1)?.type).not.toBe("FightEnded");
    const audit = await d20(["audit", out]);
    expect(audit.stdout).toContain("awaiting a declaration from Bram");
  });
});
