import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { d20, GOLDEN, SUBPROCESS_TIMEOUT } from "../d20.ts";

interface Odds {
  readonly dies: { estimate: number };
  readonly dropped: { estimate: number };
  readonly survives: { estimate: number };
  readonly counts: { dead: number; dropped: number; standing: number };
}
interface Run {
  readonly index: number;
  readonly rounds: number;
  readonly winner?: string;
  readonly fates: Record<string, "dead" | "dropped" | "standing">;
}
interface Summary {
  readonly runs: number;
  readonly combatants: Record<string, Odds>;
  readonly roundsDistribution: {
    histogram: { rounds: number; runs: number }[];
    median: number;
    p10: number;
    p90: number;
  };
  readonly sides: Record<string, { wins: number }>;
}

describe(
  "whatif: each combatant's odds, the rounds, an ETA, the whole result as JSON",
  SUBPROCESS_TIMEOUT,
  () => {
    const dir = mkdtempSync(join(tmpdir(), "d20-whatif-report-"));

    it("given the golden fight forked at seq 58, when 40 runs are saved with --json --out, then the file holds every run and summaries that agree with them: odds per combatant, rounds round by round", async () => {
      const out = join(dir, "result.json");
      const r = await d20(["whatif", GOLDEN, "--at", "58", "--runs", "40", "--json", "--out", out]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(`whatif: the whole result saved to ${out}`);
      const doc = JSON.parse(readFileSync(out, "utf8")) as {
        format: string;
        version: number;
        parent: string;
        at: number;
        runs: number;
        edited: { summary: Summary; results: Run[] };
      };
      expect(doc).toMatchObject({
        format: "d20-whatif",
        version: 1,
        parent: "battlefield-4v4",
        at: 58,
        runs: 40,
      });
      const { summary, results } = doc.edited;
      expect(results.map((x) => x.index)).toEqual([...Array(40).keys()]);
      // The odds are the runs' fates counted: each combatant's three add up to every run.
      const roster = Object.keys(results[0]!.fates);
      expect(roster).toHaveLength(8);
      for (const id of roster) {
        const o = summary.combatants[id]!;
        const count = (f: string) => results.filter((x) => x.fates[id] === f).length;
        expect(o.counts).toEqual({
          dead: count("dead"),
          dropped: count("dropped"),
          standing: count("standing"),
        });
        expect(o.dies.estimate + o.dropped.estimate + o.survives.estimate).toBeCloseTo(1, 10);
      }
      // The winner's side has someone standing in every run it won.
      for (const run of results.filter((x) => x.winner !== undefined)) {
        const standing = roster.filter((id) => run.fates[id] === "standing");
        expect(standing.length).toBeGreaterThan(0);
      }
      const d = summary.roundsDistribution;
      expect(d.histogram.reduce((n, h) => n + h.runs, 0)).toBe(40);
      for (const h of d.histogram)
        expect(h.runs).toBe(results.filter((x) => x.rounds === h.rounds).length);
      expect(d.p10).toBeLessThanOrEqual(d.median);
      expect(d.median).toBeLessThanOrEqual(d.p90);
      // Standard output's JSON is the summary the file holds.
      expect((JSON.parse(r.stdout) as { edited: Summary }).edited).toEqual(summary);
    });

    it("given the same what-if as a table, when run, then the odds table and the rounds histogram are printed, and an --out that exists is refused before any run", async () => {
      const r = await d20(["whatif", GOLDEN, "--at", "58", "--runs", "20"]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^combatant\s+dies\s+dropped\s+survives$/m);
      expect(r.stdout).toMatch(/^红-长矛\s+\d+\.\d%\s+\d+\.\d%\s+\d+\.\d%$/m);
      expect(r.stdout).toMatch(
        /^rounds to the end: median \d+, 10% by \d+, 90% by \d+ \(\d+–\d+\)$/m,
      );
      expect(r.stdout).toMatch(/^ +\d+ {2}█+ \d+ \(\d+\.\d%\)$/m);
      const taken = join(dir, "taken.json");
      const first = await d20(["whatif", GOLDEN, "--at", "58", "--runs", "1", "--out", taken]);
      expect(first.code, first.stderr).toBe(0);
      const again = await d20(["whatif", GOLDEN, "--at", "58", "--runs", "1", "--out", taken]);
      expect(again.code).toBe(2);
      expect(again.stderr).toContain("already exists (pass --overwrite");
      const over = await d20([
        "whatif",
        GOLDEN,
        "--at",
        "58",
        "--runs",
        "1",
        "--out",
        GOLDEN,
        "--overwrite",
      ]);
      expect(over.code).toBe(2);
      expect(over.stderr).toContain("which is only read");
      expect(existsSync(taken)).toBe(true);
    });
  },
);
