import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { d20, MAIN, ROOT, SUBPROCESS_TIMEOUT } from "../d20.ts";
import { lastLine, Terminal } from "../terminal.ts";

const DUEL = join(ROOT, "packages/cli/test/fixtures/duel.json");
const AMBUSH = join(ROOT, "examples/scenarios/goblin-ambush.json");

let terminal: Terminal | undefined;
afterEach(() => terminal?.close());

// `d20 …args` in a terminal of its own, followed by its exit code on screen.
function play(args: string): Terminal {
  terminal = new Terminal(
    `${process.execPath} --import tsx ${MAIN} play ${args}; echo "EXIT=$?"`,
    ROOT,
  );
  return terminal;
}

// The menu number of the entry whose label matches, in the last menu shown.
function choice(lines: readonly string[], label: RegExp): string | undefined {
  return lines
    .findLast((l) => /^\s+\d+\. /.test(l) && label.test(l))
    ?.trim()
    .split(".")[0];
}

// The hero's next move in the duel: attack the goblin when it can, else end the turn.
function pick(lines: readonly string[]): string {
  return (
    choice(lines, /\. FullAttack → gob \(longsword/) ??
    choice(lines, /\. Attack → gob \(longsword/) ??
    choice(lines, /\. EndTurn\s+end$/) ??
    "quit"
  );
}

// The lines of a JSONL log.
function logLines(file: string): string[] {
  return readFileSync(file, "utf8").trimEnd().split("\n");
}

describe(
  "d20 play saves as it goes and takes a fight up again (issue 20)",
  SUBPROCESS_TIMEOUT,
  () => {
    it("given a duel played to --out, when its terminal is killed at a prompt, then the file already holds every event played; play --resume goes on from there to the end and the log audits clean", async () => {
      const dir = mkdtempSync(join(tmpdir(), "d20-resume-"));
      const out = join(dir, "duel.jsonl");
      let t = play(`${DUEL} --out ${out} --seqs`);
      let screen = await t.waitFor((ls) => lastLine(ls) === "hero>");
      // The seq margin: the hero's turn heading carries its event's number.
      expect(screen).toContainEqual(expect.stringMatching(/^ +7 {2}── hero's turn ──$/));
      t.type(choice(screen, /\. FiveFootStep to \(1,0\)\s+step 1,0$/)!);
      screen = await t.waitFor((ls) => ls.filter((l) => l.startsWith("hero>")).length === 2);
      await t.waitFor((ls) => lastLine(ls) === "hero>");
      const seen = Math.max(
        ...t.lines().flatMap((l) => {
          const m = /^ *(\d+) {2}/.exec(l);
          return m === null ? [] : [Number(m[1])];
        }),
      );
      // Killed as a closed terminal kills it: no quit, no chance to write at the end.
      t.close();
      const saved = logLines(out);
      expect(saved).toHaveLength(seen + 1);
      expect(JSON.parse(saved.at(-1)!).seq).toBe(seen);
      expect(saved.at(-1)).toContain("fiveFootStep");

      t = play(`${DUEL} --resume ${out}`);
      screen = await t.waitFor((ls) => lastLine(ls) === "hero>");
      expect(screen.join("\n")).toContain(`— resumed ${out} after seq ${seen} —`);
      expect(screen.join("\n")).toContain(
        "hero (heroes) hp 12/12 at (1,0), round 1; used: 5-foot step",
      );
      let prompts = 1;
      for (let i = 0; i < 60 && !screen.some((l) => l.startsWith("EXIT=")); i++) {
        t.type(pick(screen));
        screen = await t.waitFor(
          (ls) =>
            ls.some((l) => l.startsWith("EXIT=")) ||
            (lastLine(ls) === "hero>" && ls.filter((l) => l.startsWith("hero>")).length > prompts),
        );
        prompts = screen.filter((l) => l.startsWith("hero>")).length;
      }
      const text = screen.join("\n");
      expect(text).toContain("EXIT=0");
      expect(text).toMatch(/Fight over after \d+ rounds?: winner heroes/);
      expect(text).toContain(`log written to ${out}`);
      // The first part of the log is as it was saved, byte for byte; the rest chains on.
      expect(logLines(out).slice(0, saved.length)).toEqual(saved);
      const audit = await d20(["audit", out]);
      expect(audit.stdout).toContain("no findings, the fight ended");
      expect(audit.code).toBe(0);
      const over = await d20(["play", DUEL, "--resume", out]);
      expect(over.code).toBe(2);
      expect(over.stderr).toMatch(/the fight is over \(seq \d+\): nothing to resume/);
    });

    it("given a scenario no person plays, when played --as Aldric, then Aldric is asked; the game quit part way resumes from its log alone with --as, the others on the default policy", async () => {
      const dir = mkdtempSync(join(tmpdir(), "d20-as-"));
      const out = join(dir, "ambush.jsonl");
      let t = play(`${AMBUSH} --as Aldric --out ${out}`);
      let screen = await t.waitFor((ls) => lastLine(ls) === "Aldric>");
      expect(screen.join("\n")).toContain("awaiting: a declaration from Aldric");
      t.type(choice(screen, /\. EndTurn\s+end$/)!);
      await t.waitFor((ls) => ls.filter((l) => l.startsWith("Aldric>")).length === 2);
      t.type("quit");
      screen = await t.waitFor((ls) => ls.some((l) => l.startsWith("EXIT=")));
      expect(screen.join("\n")).toContain("EXIT=0");
      const saved = logLines(out);
      expect(saved.join("\n")).toContain('"data":{"by":"Aldric","decl":{"kind":"EndTurn"}}');

      const unknown = await d20(["play", AMBUSH, "--as", "Aldrik"]);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('--as: no combatant "Aldrik"');
      expect(unknown.stderr).toContain("Aldric");
      const nobody = await d20(["play", "--resume", out]);
      expect(nobody.code).toBe(2);
      expect(nobody.stderr).toContain("name who you play with --as");

      t = play(`--resume ${out} --as Aldric`);
      screen = await t.waitFor((ls) => lastLine(ls) === "Aldric>");
      const text = screen.join("\n");
      expect(text).toContain(`— resumed ${out} after seq ${saved.length - 1} —`);
      expect(text).toMatch(/gob-1, .*play on with attackNearest \(dnd35's default policy\)/);
      t.type("quit");
      await t.waitFor((ls) => ls.some((l) => l.startsWith("EXIT=")));
      expect(logLines(out).slice(0, saved.length)).toEqual(saved);
    });

    it("given a duel played into a file store, when the terminal is killed and the stream resumed with --store, then the stream holds each event as played, undo is refused (a stream only grows) and the stream audits as cut at an input", async () => {
      const dir = mkdtempSync(join(tmpdir(), "d20-resume-store-"));
      const store = `file:${join(dir, "store")}`;
      let t = play(`${DUEL} --store ${store} --id duel`);
      let screen = await t.waitFor((ls) => lastLine(ls) === "hero>");
      t.type(choice(screen, /\. FiveFootStep to \(1,0\)\s+step 1,0$/)!);
      await t.waitFor((ls) => ls.filter((l) => l.startsWith("hero>")).length === 2);
      t.close();
      const stored = logLines(join(dir, "store", "duel.jsonl"));
      expect(stored.at(-1)).toContain("fiveFootStep");
      t = play(`--resume duel --store ${store} --as hero`);
      screen = await t.waitFor((ls) => lastLine(ls) === "hero>");
      t.type(choice(screen, /\. TotalDefense\s+total-defense$/)!);
      await t.waitFor((ls) => ls.filter((l) => l.startsWith("hero>")).length === 2);
      t.type("undo");
      screen = await t.waitFor((ls) => ls.some((l) => l.includes("cannot undo")));
      expect(screen.join("\n")).toContain(
        "cannot undo: the fight is stored as it goes, and a stored stream only grows",
      );
      t.type("quit");
      screen = await t.waitFor((ls) => ls.some((l) => l.startsWith("EXIT=")));
      expect(screen.join("\n")).toContain("log stored as stream duel");
      const now = logLines(join(dir, "store", "duel.jsonl"));
      expect(now.slice(0, stored.length)).toEqual(stored);
      expect(now.join("\n")).toContain('"decl":{"kind":"TotalDefense"}');
      const audit = await d20(["audit", "--store", store, "--id", "duel", "--partial"]);
      expect(audit.code, audit.stdout).toBe(0);
    });
  },
);
