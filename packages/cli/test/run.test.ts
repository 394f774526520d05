import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { registry } from "@d20/core";
import { parseLog } from "@d20/events";
import { verify } from "@d20/replay";
import { describe, expect, it } from "vitest";
import { d20, GOLDEN, ROOT, SUBPROCESS_TIMEOUT } from "./d20.ts";

const SCENARIOS = join(ROOT, "examples/scenarios");
const dir = mkdtempSync(join(tmpdir(), "d20-run-"));

describe.concurrent("d20 run", SUBPROCESS_TIMEOUT, () => {
  it("given the battlefield scenario with the golden seed, when run, then its log holds the golden fight and the narration tells it", async () => {
    const out = join(dir, "battlefield.jsonl");
    const r = await d20(["run", join(SCENARIOS, "battlefield-4v4.json"), "--out", out]);
    expect(r.code).toBe(0);
    // The fight's events, not their hashes: the scenario's header may spell out default options.
    const fight = (file: string) =>
      parseLog(readFileSync(file), { catalogue: registry.catalogue })
        .events.slice(1)
        .map(({ seq, type, data, cause }) => ({ seq, type, data, cause }));
    expect(fight(out)).toEqual(fight(GOLDEN));
    expect(r.stdout).toContain("══ Round 1 ══");
    expect(r.stdout).toContain("── 蓝-巨斧's turn ──");
    // The archer's first shot, read from the golden log: its declaration and its d20 are told.
    const events = parseLog(readFileSync(GOLDEN), { catalogue: registry.catalogue })
      .events as readonly {
      type: string;
      data: unknown;
    }[];
    const shot = events.find(
      (e) => e.type === "Declared" && (e.data as { by: string }).by === "红-弓手",
    )!.data as { decl: { kind: string; target: string } };
    expect(r.stdout).toContain(`红-弓手 declares ${shot.decl.kind} → ${shot.decl.target}`);
    const die = events.find(
      (e) =>
        e.type === "DiceRolled" && (e.data as { key: string }).key.startsWith("红-弓手/attack/"),
    )!.data as { key: string; total: number };
    expect(r.stdout).toMatch(new RegExp(`roll 1d20 = ${die.total} {2}${die.key}$`, "m"));
    expect(r.stdout).toMatch(/^ {4}\S+: hp \d+\/12 ok — loses \d+ hp \(12 → \d+\)$/m);
    const golden = readFileSync(GOLDEN, "utf8");
    const rounds = golden.split('"type":"RoundStarted"').length - 1;
    const lines = golden.split("\n").length - 1;
    expect(r.stdout).toContain(`Fight over after ${rounds} rounds: winner blue. ${lines} events.`);
    expect(r.stdout).toContain(`log written to ${out}`);
  });

  for (const file of readdirSync(SCENARIOS).filter((f) => f.endsWith(".json"))) {
    if (file === "battlefield-4v4.json") continue;
    // A scripted fight is written for its own seed's dice; the others are tried on another seed.
    const scripted = readFileSync(join(SCENARIOS, file), "utf8").includes('"scripted"');
    const seed = scripted ? [] : ["--seed", "cli-7"];
    it(`given ${file}${scripted ? "" : " and another seed"}, when run with --json to a store, then the stored log audits clean`, async () => {
      const store = `file:${join(dir, "store")}`;
      const id = file.replace(/\.json$/, "");
      const r = await d20([
        "run",
        join(SCENARIOS, file),
        ...seed,
        "--store",
        store,
        "--id",
        id,
        "--json",
      ]);
      expect(r.code).toBe(0);
      const summary = JSON.parse(r.stdout);
      expect(summary).toMatchObject({ stream: id, timedOut: expect.any(Boolean) });
      if (!scripted) expect(summary.seed).toBe("cli-7");
      expect(summary.state.combatants.length).toBeGreaterThan(1);
      // Audited in this process (the audit command has its own tests): a subprocess costs.
      const report = verify(readFileSync(join(dir, "store", `${id}.jsonl`)));
      expect(report.findings).toEqual([]);
    });
  }

  it("given a stored fight, when run --store again under its id, then exit 2 and the stored fight is untouched", async () => {
    const store = join(dir, "store2");
    const scenario = join(SCENARIOS, "unarmed-vs-armed.json");
    const first = await d20(["run", scenario, "--store", `file:${store}`, "-q"]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("log stored as stream unarmed-vs-armed-tavern-brawl");
    const file = join(store, "unarmed-vs-armed-tavern-brawl.jsonl");
    const before = readFileSync(file);
    const again = await d20([
      "run",
      scenario,
      "--seed",
      "other",
      "--store",
      `file:${store}`,
      "--id",
      "unarmed-vs-armed-tavern-brawl",
    ]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('stream "unarmed-vs-armed-tavern-brawl" already exists');
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it("given a scenario with several mistakes, when run, then every issue is printed and exit 2", async () => {
    const bad = join(dir, "bad.json");
    writeFileSync(
      bad,
      JSON.stringify({
        name: "bad",
        ruleset: "dnd99",
        seed: "x",
        map: { width: -1, height: 4 },
        combatants: [{ stock: "dragon", id: "a", side: "s", position: [1, 1], policy: "nope" }],
      }),
    );
    const r = await d20(["run", bad]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    const lines = r.stderr.trim().split("\n");
    expect(lines[0]).toBe(`d20: ${bad}: 4 problems in the scenario`);
    expect(lines.slice(1).map((l) => l.trim().split(":")[0])).toEqual([
      "$.ruleset",
      "$.map.width",
      "$.combatants[0].policy",
      "$.combatants[0].stock",
    ]);
  });

  it("given a scenario with a human combatant, when run, then exit 2 pointing to play", async () => {
    const r = await d20(["run", join(ROOT, "packages/cli/test/fixtures/duel.json")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("hero played by a person: use d20 play");
  });
});
