import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { d20, MAIN, ROOT, SUBPROCESS_TIMEOUT } from "./d20.ts";
import { lastLine, promptCounter, Terminal } from "./terminal.ts";

const DUEL = join(ROOT, "packages/cli/test/fixtures/duel.json");
const WALK_AWAY = join(ROOT, "packages/cli/test/fixtures/walk-away-play.json");
const DELAY_WINDOW = join(ROOT, "packages/cli/test/fixtures/delay-window-play.json");
const PROMPT = "hero>";

let terminal: Terminal | undefined;
afterEach(() => terminal?.close());

// The number of the menu entry to play: the longsword on the goblin when it is in reach, else a
// step toward it, else whatever attack there is, else ending the turn.
function pick(lines: readonly string[]): string {
  const start = lines.findLastIndex((l) => l.startsWith("hero (heroes)"));
  const menu = lines.slice(start + 1).flatMap((l) => {
    const m = /^\s+(\d+)\. (.*)$/.exec(l);
    return m === null ? [] : [{ n: m[1]!, label: m[2]! }];
  });
  const find = (re: RegExp) => menu.find((c) => re.test(c.label))?.n;
  return (
    find(/^FullAttack → gob \(longsword/) ??
    find(/^Attack → gob \(longsword/) ??
    find(/^FiveFootStep to \(2,1\)/) ??
    find(/^Attack → gob/) ??
    find(/^EndTurn/) ??
    "quit"
  );
}

describe("d20 play in a terminal", SUBPROCESS_TIMEOUT, () => {
  it("given a duel with a human hero, when a person plays it through a terminal with an undo and a GM ruling, then the fight ends and its log verifies", async () => {
    const dir = mkdtempSync(join(tmpdir(), "d20-play-"));
    const out = join(dir, "duel.jsonl");
    terminal = new Terminal(
      `${process.execPath} --import tsx ${MAIN} play ${DUEL} --out ${out}; echo "EXIT=$?"`,
      ROOT,
    );
    const t = terminal;
    const nextPrompt = promptCounter(t, PROMPT);
    const answerAt = async (prompt: string, text: string) => {
      await t.waitFor((ls) => lastLine(ls) === prompt);
      t.type(text);
    };

    let screen = await nextPrompt();
    expect(screen.join("\n")).toContain("awaiting: a declaration from hero");
    // A 5-foot step away, taken back: it rolled no dice.
    t.type(
      screen
        .find((l) => / FiveFootStep to \(1,0\)\s+step 1,0$/.test(l))!
        .trim()
        .split(".")[0]!,
    );
    await nextPrompt();
    t.type("undo");
    screen = await nextPrompt();
    expect(screen.join("\n")).toContain("undone: hero declares FiveFootStep to (1,0)");
    // A GM ruling: a falling rock hurts the goblin.
    t.type("gm");
    await answerAt("gm>", "1");
    await answerAt("target>", "2");
    await answerAt("amount>", "1");
    await answerAt("reason>", "a falling rock");
    screen = await nextPrompt();
    expect(screen.join("\n")).toContain("GM: ApplyDamage 1 to gob — a falling rock");
    for (let i = 0; i < 60 && !screen.some((l) => l.startsWith("EXIT=")); i++) {
      t.type(pick(screen));
      screen = await nextPrompt();
    }
    const text = screen.join("\n");
    expect(text).toContain("EXIT=0");
    expect(text).toMatch(/Fight over after \d+ rounds?: winner heroes/);
    expect(text).toContain(`log written to ${out}`);

    const audit = await d20(["audit", out]);
    expect(audit.stdout).toContain("GM decision ApplyDamage: a falling rock");
    expect(audit.stdout).toContain("no findings");
    expect(audit.code).toBe(0);
    expect(readFileSync(out, "utf8")).toContain('"kind":"ApplyDamage"');
  });

  it("given a goblin walking away from the human hero, when the hero is asked in the window, then the terminal shows who provoked and where, offers take or decline, and the attack of opportunity is taken", async () => {
    const dir = mkdtempSync(join(tmpdir(), "d20-play-"));
    const out = join(dir, "walk-away.jsonl");
    terminal = new Terminal(
      `${process.execPath} --import tsx ${MAIN} play ${WALK_AWAY} --out ${out}; echo "EXIT=$?"`,
      ROOT,
    );
    const t = terminal;
    const menuNumber = (lines: readonly string[], label: RegExp) =>
      lines
        .findLast((l) => /^\s+\d+\. /.test(l) && label.test(l))
        ?.trim()
        .split(".")[0];
    let screen = await t.waitFor((ls) => lastLine(ls) === PROMPT);
    // The hero's own turn offers the new declarations, each checked legal.
    const turn = screen.join("\n");
    expect(turn).toMatch(/\d+\. Delay until after gob\s+delay after gob$/m);
    expect(turn).toMatch(
      /\d+\. Ready Attack when gob moves into reach\s+ready attack if gob enters-reach$/m,
    );
    t.type(menuNumber(screen, /\. EndTurn\s+end$/)!);
    screen = await t.waitFor(
      (ls) => ls.some((l) => l.startsWith("⚔ hero,")) && lastLine(ls) === PROMPT,
    );
    const asked = screen.slice(screen.findIndex((l) => l.startsWith("⚔ hero,")));
    expect(asked[0]).toBe(
      "⚔ hero, gob provokes an attack of opportunity (leaving (2,1)): take it or decline",
    );
    expect(asked.filter((l) => /^\s+\d+\. /.test(l)).map((l) => l.trim())).toEqual([
      "1. take the attack of opportunity on gob with longsword  take longsword",
      "2. decline",
    ]);
    t.type("1");
    screen = await t.waitFor(
      (ls) => ls.some((l) => l.includes("══ Round 2 ══")) && lastLine(ls) === PROMPT,
    );
    expect(screen.join("\n")).toContain(
      "      hero takes an attack of opportunity on gob (longsword)",
    );
    t.type("quit");
    screen = await t.waitFor((ls) => ls.some((l) => l.startsWith("EXIT=")));
    expect(screen.join("\n")).toContain("EXIT=0");
    expect(readFileSync(out, "utf8")).toContain(
      '"decl":{"kind":"Respond","take":true,"weapon":"longsword"}',
    );
  });

  it("given the human hero delaying with neither creature nor count, when a goblin's turn ends, then the terminal tells a delay window and offers only step in or wait (dnd35 延迟DELAY)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "d20-play-"));
    const out = join(dir, "delay-window.jsonl");
    terminal = new Terminal(
      `${process.execPath} --import tsx ${MAIN} play ${DELAY_WINDOW} --out ${out}; echo "EXIT=$?"`,
      ROOT,
    );
    const t = terminal;
    const menu = (lines: readonly string[], from: number) =>
      lines.slice(from).flatMap((l) => (/^\s+\d+\. /.test(l) ? [l.trim()] : []));
    let screen = await t.waitFor((ls) => lastLine(ls) === PROMPT);
    const plain = screen.findLast((l) => /^\s+\d+\. Delay until it chooses to step in/.test(l));
    expect(plain).toBeDefined();
    t.type(plain!.trim().split(".")[0]!);
    const asked = (provoker: string) => (ls: readonly string[]) =>
      ls.some((l) => l.startsWith(`⏳ hero, you are delaying and ${provoker}'s turn is over`)) &&
      lastLine(ls) === PROMPT;
    screen = await t.waitFor(asked("gob1"));
    expect(screen.join("\n")).toContain(
      "  ⏳ delay window: gob1's turn is over; hero may step in now or go on waiting",
    );
    const first = screen.findIndex((l) => l.startsWith("⏳ hero,"));
    expect(screen[first]).toBe(
      "⏳ hero, you are delaying and gob1's turn is over: step in now or wait",
    );
    expect(menu(screen, first)).toEqual([
      "1. step in now, after gob1  step-in",
      "2. wait (go on delaying)    wait",
    ]);
    expect(screen.slice(first).join("\n")).not.toMatch(/attack of opportunity|readied/);
    t.type("2");
    screen = await t.waitFor(asked("gob2"));
    const second = screen.findIndex((l) => l.startsWith("⏳ hero, you are delaying and gob2"));
    expect(menu(screen, second)).toEqual([
      "1. step in now, after gob2  step-in",
      "2. wait (go on delaying)    wait",
    ]);
    t.type("1");
    screen = await t.waitFor(
      (ls) =>
        ls.some((l) => l.startsWith("── hero's turn (stepping in from a delay) ──")) &&
        lastLine(ls) === PROMPT,
    );
    expect(screen.join("\n")).toContain(
      "    hero steps in from its delay: it acts at count 3 from now on",
    );
    t.type("quit");
    screen = await t.waitFor((ls) => ls.some((l) => l.startsWith("EXIT=")));
    expect(screen.join("\n")).toContain("EXIT=0");
    const log = readFileSync(out, "utf8");
    expect(log).toContain('"decl":{"kind":"Respond","take":false}');
    expect(log).toContain('"decl":{"kind":"Respond","take":true}');
  });
});
