import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MAIN, ROOT, SUBPROCESS_TIMEOUT } from "./d20.ts";
import { lastLine, promptCounter, Terminal } from "./terminal.ts";

const AMBUSH = join(ROOT, "examples/scenarios/goblin-ambush.json");
const PROMPT = "Aldric>";

let terminal: Terminal | undefined;
afterEach(() => terminal?.close());

/** The lines of the last menu shown: from its header line to its "or:" line. */
function lastMenu(lines: readonly string[]): string[] {
  const start = lines.findLastIndex((l) => l.startsWith("Aldric (travellers) hp"));
  const end = lines.findIndex((l, i) => i > start && l.startsWith("  or: "));
  return lines.slice(start + 1, end);
}

/** The number of the entry whose label and command match. */
function numberOf(menu: readonly string[], entry: RegExp): string | undefined {
  return menu.find((l) => entry.test(l))?.match(/^\s+(\d+)\. /)?.[1];
}

describe(
  "d20 play's menu for a real character, in a terminal (issue 20: table workflows)",
  SUBPROCESS_TIMEOUT,
  () => {
    it("given the goblin ambush played as Aldric, when he answers by number, by typed commands and with a typo, then the menu is grouped, a number keeps its meaning from turn to turn, a typed move that provokes warns from whom before it is played, and a typo gets did-you-mean (dnd35 借机攻击ATTACKS OF OPPORTUNITY, 突袭)", async () => {
      const dir = mkdtempSync(join(tmpdir(), "d20-menu-"));
      const out = join(dir, "ambush.jsonl");
      terminal = new Terminal(
        `${process.execPath} --import tsx ${MAIN} play ${AMBUSH} --as Aldric --out ${out}; echo "EXIT=$?"`,
        ROOT,
      );
      const t = terminal;
      const next = promptCounter(t, PROMPT);

      // The surprise round (seed 000 突袭): one action, no 5-foot step in this scenario, no spells —
      // so only the headings with entries: attack, ready, other.
      let screen = await next();
      let menu = lastMenu(screen);
      const headings = menu.filter((l) => /^[a-z]+$/.test(l));
      expect(headings).toEqual(["attack", "ready", "other"]);
      expect(menu).toContainEqual(expect.stringMatching(/^\s+\d+\. Feint → gob-1\s+feint gob-1$/));
      const end = numberOf(menu, /\. EndTurn\s+end$/)!;
      expect(end).toMatch(/^\d+$/);

      t.type("mvoe 7,3");
      screen = await next();
      expect(screen).toContain('unknown command "mvoe 7,3"; did you mean "move 7,3"?');

      // By number: the turn ends.
      t.type(end);
      screen = await next();
      expect(screen.join("\n")).toContain("══ Round 1 ══");
      menu = lastMenu(screen);
      // The same option, the same number, a turn later; a new one takes a number of its own.
      expect(numberOf(menu, /\. EndTurn\s+end$/)).toBe(end);
      const attack = numberOf(menu, /\. Attack → gob-1 \(longsword\)\s+attack gob-1 longsword$/)!;
      expect(Number(attack)).toBeGreaterThan(Number(end));

      // A move away from the three creatures beside him: warned, and not played when he says no.
      t.type("move 3,5");
      screen = await t.waitFor((ls) => lastLine(ls) === "play it anyway? (y/n)");
      expect(screen).toContain("⚠ provokes attacks of opportunity from gob-1, gob-3, wolf");
      t.type("n");
      screen = await next();
      expect(screen).toContain("not played");

      // A typed attack.
      t.type("attack gob-1 longsword");
      screen = await next();
      expect(screen.join("\n")).toContain("Aldric declares Attack → gob-1 (longsword)");
      expect(screen.join("\n")).toMatch(/Aldric (HITS|misses) gob-1 with longsword/);

      t.type("quit");
      screen = await t.waitFor((ls) => ls.some((l) => l.startsWith("EXIT=")));
      expect(screen.join("\n")).toContain("EXIT=0");
      const log = readFileSync(out, "utf8");
      expect(log).toContain('"decl":{"kind":"EndTurn"}');
      expect(log).toContain('"decl":{"kind":"Attack","target":"gob-1","weapon":"longsword"}');
      expect(log).not.toContain('"by":"Aldric","decl":{"kind":"Move"');
    });
  },
);
