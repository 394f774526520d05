import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { d20, GOLDEN, ROOT, SUBPROCESS_TIMEOUT } from "../d20.ts";

const AMBUSH = join(ROOT, "examples/scenarios/goblin-ambush.json");

// The golden log's event at `seq` (line `seq` of the file).
function golden(seq: number): { type: string; data: { by?: string; decl?: { kind: string } } } {
  return JSON.parse(readFileSync(GOLDEN, "utf8").split("\n")[seq]!);
}

describe(
  "d20 narrate and --seqs: the event numbers explain, branch and whatif take",
  SUBPROCESS_TIMEOUT,
  () => {
    it("given the golden log, when narrated from seq 55 to 62, then each told event carries its own seq in the margin and nothing outside the range is told", async () => {
      const r = await d20(["narrate", GOLDEN, "--from", "55", "--to", "62"]);
      expect(r.code, r.stderr).toBe(0);
      const numbered = r.stdout.split("\n").flatMap((l) => {
        const m = /^(\d+) {2}(.*)$/.exec(l);
        return m === null ? [] : [{ seq: Number(m[1]), text: m[2]! }];
      });
      expect(numbered[0]!.seq).toBe(55);
      expect(numbered.at(-1)!.seq).toBe(62);
      // A declaration's line names who declared it, as the log's event at that seq does.
      for (const { seq, text } of numbered) {
        const e = golden(seq);
        if (e.type === "Declared")
          expect(text.trim()).toMatch(new RegExp(`^${e.data.by} declares `));
        else expect(e.type).not.toBe("TurnEnded");
      }
      // Indented as the fight was at seq 55: inside a turn, under its declaration.
      expect(r.stdout.split("\n")[0]).toMatch(/^55 {4}红-弓手 declares FullAttack/);
    });

    it("given a range past the end or backwards, when narrated, then one line naming the flag, exit 2", async () => {
      const past = await d20(["narrate", GOLDEN, "--from", "99999"]);
      expect(past.code).toBe(2);
      expect(past.stderr).toMatch(/^d20: --from: .* ends at seq \d+$/m);
      const backwards = await d20(["narrate", GOLDEN, "--from", "20", "--to", "10"]);
      expect(backwards.code).toBe(2);
      expect(backwards.stderr).toContain("--to 10: before --from 20");
    });

    it("given a scenario, when run with --seqs, then the same narration is told with each event's seq in a margin, in order", async () => {
      const run = await d20(["run", AMBUSH, "--seqs"]);
      expect(run.code, run.stderr).toBe(0);
      const plain = await d20(["run", AMBUSH]);
      const lines = run.stdout.split("\n");
      // The margin is as wide as the last seq's digits, then two spaces.
      const width = /^( *)1 {2}GM: BeginCombat/.exec(lines[0]!)![1]!.length + 1;
      const told = lines.slice(0, 60);
      expect(told.map((l) => l.slice(width + 2))).toEqual(plain.stdout.split("\n").slice(0, 60));
      const seqs = told.flatMap((l) => {
        const m = /^ *(\d+) {2}/.exec(l);
        return m === null ? [] : [Number(m[1])];
      });
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(seqs.length);
    });
  },
);
