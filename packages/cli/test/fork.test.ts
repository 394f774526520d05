import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FightEvent } from "@d20/core";
import { registry } from "@d20/core";
import { parseLog } from "@d20/events";
import { loadScenarioFile, playScenario, scenarioToLog } from "@d20/scenario";
import { beforeAll, describe, expect, it } from "vitest";
import { d20, ROOT, SUBPROCESS_TIMEOUT } from "./d20.ts";

const WALK_AWAY = join(ROOT, "packages/cli/test/fixtures/walk-away.json");
const dir = mkdtempSync(join(tmpdir(), "d20-fork-"));
const parent = join(dir, "walk.jsonl");
const branch = join(dir, "defend.jsonl");
// The goblin's move away from the fighter (it opens a window), and the fork point just before.
let move = 0;
let at = 0;
let parentText = "";

beforeAll(() => {
  const scenario = loadScenarioFile(WALK_AWAY);
  parentText = scenarioToLog(playScenario(scenario), scenario.header);
  writeFileSync(parent, parentText);
  const events = parseLog(parentText, { catalogue: registry.catalogue })
    .events as unknown as FightEvent[];
  const decl = events.find(
    (e) => e.type === "Declared" && e.data.by === "gob" && e.data.decl.kind === "Move",
  )!;
  move = decl.seq;
  at = move - 1;
});

const defend = () => `${move}={"kind":"TotalDefense"}`;

/** `d20 branch` of the parent at the fork point, total defense for the move, then `more`. */
const branchDefending = (...more: string[]) => [
  "branch",
  parent,
  "--at",
  `${at}`,
  "--replace",
  defend(),
  ...more,
];

describe.sequential("d20 branch, diff and whatif", SUBPROCESS_TIMEOUT, () => {
  it("given a fight where a goblin walks away, when branched with total defense instead, then the report, a narration of the branch and a ForkHeader log are written and the parent is untouched", async () => {
    const r = await d20(branchDefending("--out", branch));
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`branch of walk at seq ${at} (1 edit)`);
    expect(r.stdout).toMatch(/^continuation: hybrid; stopped: /m);
    // Told from inside the goblin's turn, as in `d20 run`.
    expect(r.stdout).toMatch(/^ {2}gob declares TotalDefense$/m);
    expect(r.stdout).toContain(`branch written to ${branch}`);
    const [header] = parseLog(readFileSync(branch), { catalogue: registry.catalogue }).events;
    expect(header).toMatchObject({ type: "ForkHeader", seq: at, data: { parent: "walk", at } });
    expect(readFileSync(parent, "utf8")).toBe(parentText);
  });

  it("given the parent and its branch side by side, when diffed, then the fork point, the first divergent event, end states and outcomes show", async () => {
    const r = await d20(["diff", parent, branch]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`fork point: seq ${at}`);
    expect(r.stdout).toContain(`first divergent event: seq ${move}`);
    expect(r.stdout).toMatch(/^ {2}a: Declared — gob declares Move /m);
    expect(r.stdout).toMatch(/^ {2}b: Declared — gob declares TotalDefense$/m);
    expect(r.stdout).toMatch(/^\s+combatant\s+a\s+b\s+differs$/m);
    expect(r.stdout).toMatch(/^outcome: a .*; b .*$/m);
    const json = await d20(["diff", parent, branch, "--json"]);
    const diff = JSON.parse(json.stdout);
    expect(diff.forkPoint).toBe(at);
    expect(diff.combatants.map((c: { id: string }) => c.id)).toEqual(["hero", "gob"]);
    expect(diff.aligned.same).toBeGreaterThan(0);
  });

  it("given a branch moved away from its parent, when diffed, then one line says where the parent was looked for; with --parent it works", async () => {
    const elsewhere = join(dir, "elsewhere");
    mkdirSync(elsewhere);
    const moved = join(elsewhere, "defend.jsonl");
    copyFileSync(branch, moved);
    const lost = await d20(["diff", parent, moved]);
    expect(lost.code).toBe(2);
    expect(lost.stderr.trim()).toBe(
      `d20: ${moved}: a branch of "walk", whose log is not next to it (looked for ${join(elsewhere, "walk.jsonl")}); give --parent FILE`,
    );
    const found = await d20(["diff", parent, moved, "--parent", parent]);
    expect(found.code).toBe(0);
    expect(found.stdout).toContain(`fork point: seq ${at}`);
  });

  it("given bad input, when branching or running a what-if, then one line names the flag and the exit is 2", async () => {
    const cases: [string[], string][] = [
      [["branch", parent, "--at", "9999"], "d20: --at: 9999 is not a seq of walk"],
      [
        ["branch", parent, "--at", `${at}`, "--replace", `${move}={bad`],
        `d20: --replace ${move}=…: bad JSON:`,
      ],
      [
        ["branch", parent, "--at", `${at}`, "--drop", `${move + 1}`],
        `d20: --drop ${move + 1}: seq ${move + 1} is a `,
      ],
      [
        ["whatif", parent, "--at", `${at}`, "--policy", "nobody"],
        'd20: --policy: unknown policy "nobody" (known: ',
      ],
      [["branch", parent, "--at", `${at}`, "--mode", "sideways"], "d20: --mode: expected one of"],
    ];
    for (const [args, message] of cases) {
      const r = await d20(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr.split("\n").filter((l) => l !== "")).toHaveLength(1);
      expect(r.stderr).toContain(message);
    }
  });

  it("given a --policy the fight's ruleset does not have, when branching, then the one line lists that ruleset's policies (issue: Rulesets as modules)", async () => {
    const r = await d20(["branch", parent, "--at", `${at}`, "--policy", "constructor"]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      'd20: --policy: unknown policy "constructor" (known: attackNearest, fullAttackOrCharge, tactician — the policies of dnd35)',
    );
  });

  it("given stop mode, when branched, then the report says the edits supply nothing more", async () => {
    const r = await d20(branchDefending("--mode", "stop"));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("continuation: stop; stopped: the edits supply nothing more");
    expect(r.stdout).toContain("branch not saved");
  });

  it("given a fork point and an edit, when a what-if is compared on common dice, then a table of outcomes per side, the paired difference and progress lines show", async () => {
    const r = await d20([
      "whatif",
      parent,
      "--at",
      `${at}`,
      "--replace",
      defend(),
      "--runs",
      "20",
      "--compare",
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      `what-if: walk forked at seq ${at}, 1 edit, 20 runs\nplayed on by:\n`,
    );
    expect(r.stdout).toMatch(/^ {2}attackNearest \(as in the fight\): hero$/m);
    expect(r.stdout).toMatch(
      /^ {2}side\s+win rate\s+95% interval\s+wins\s+survivors\s+damage taken$/m,
    );
    expect(r.stdout).toMatch(/^ {2}heroes\s+\d+\.\d%\s+\[\d+\.\d%, \d+\.\d%\]/m);
    expect(r.stdout).toMatch(/^ {2}heroes: win rate [+−]\d+\.\d% \[[+−]\d+\.\d%, [+−]\d+\.\d%\]/m);
    // Not a terminal: plain percentage lines, no carriage returns.
    expect(r.stderr).toContain("whatif: 100% (40/40)");
    expect(r.stderr).not.toContain("\r");
  });

  it("given a stored fight, when branched into the store and a what-if runs on two threads, then the stream is stored and the summary is JSON", async () => {
    const store = `file:${join(dir, "store")}`;
    const run = await d20(["run", WALK_AWAY, "--store", store, "--id", "walk", "-q"]);
    expect(run.code).toBe(0);
    const b = await d20([
      "branch",
      "walk",
      "--store",
      store,
      "--at",
      `${at}`,
      "--replace",
      defend(),
      "--json",
    ]);
    expect(b.code).toBe(0);
    expect(JSON.parse(b.stdout)).toMatchObject({ parent: "walk", at, stream: `walk-at${at}` });
    const w = await d20([
      "whatif",
      `walk-at${at}`,
      "--store",
      store,
      "--at",
      `${move + 2}`,
      "--runs",
      "6",
      "--threads",
      "2",
      "--json",
    ]);
    expect(w.code).toBe(0);
    expect(JSON.parse(w.stdout).edited.runs).toBe(6);
  });
});
