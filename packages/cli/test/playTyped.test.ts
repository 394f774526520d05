import { join } from "node:path";
import { PassThrough } from "node:stream";
import { loadScenarioFile } from "@d20/scenario";
import { describe, expect, it } from "vitest";
import type { Io } from "../src/cli/io.ts";
import { PlaySession, type SessionOptions } from "../src/play/playSession.ts";
import { Prompter } from "../src/play/prompter.ts";
import { ROOT } from "./d20.ts";

const DUEL = join(ROOT, "packages/cli/test/fixtures/duel.json");

/** Plays the duel with `answers` typed in turn, and returns everything written. */
async function typed(answers: readonly string[], options: SessionOptions = {}): Promise<string[]> {
  const input = new PassThrough();
  const out: string[] = [];
  const io = {
    out: (t: string) => out.push(...t.split("\n")),
    err: (t: string) => out.push(t),
  } as unknown as Io;
  const session = new PlaySession(
    loadScenarioFile(DUEL),
    new Prompter(input, new PassThrough()),
    io,
    options,
  );
  for (const a of answers) input.write(`${a}\n`);
  input.end();
  await session.play();
  return out;
}

describe("d20 play's typed commands come from the ruleset's words (dnd35 移动, 延迟DELAY, 准备READY)", () => {
  it("given the hero's turn, when help, an unreachable move and a next-round delay are typed, then the help lists the dnd35 commands between the shared ones, the move is refused in words and the delay is declared", async () => {
    const out = await typed(["help", "move 99,99", "delay 30 next", "quit"]);
    const help = out.indexOf("  N            play choice N");
    expect(out.slice(help, help + 10)).toEqual([
      "  N            play choice N",
      "  COMMAND      the command beside a menu entry (attack gob-1, cast sleep gob-1, end…)",
      "  move X,Y …   move to X,Y, through each square named before it (also: run, withdraw)",
      "  delay N      delay to initiative count N (delay N next: count N next round, above yours)",
      "  ready X,Y    ready an attack against a foe entering square X,Y",
      "  undo         take back this turn's last declaration, if it rolled no dice",
      "  gm           a GM declaration (damage, healing, conditions, moving, ending the fight…)",
      "  state        show the table again",
      "  menu         show the menu again",
      "  quit         stop here (the log so far is still written)",
    ]);
    expect(out).toContain("no way to (99,99)");
    expect(out).toContain(
      "  or: move X,Y [X,Y…] · run X,Y · withdraw X,Y · delay N [next] · ready X,Y · undo · gm · state · menu · help · quit",
    );
    expect(out.some((l) => /hero declares Delay to count 30 next round$/.test(l))).toBe(true);
  });
});

describe("d20 play --lang zh", () => {
  it("given the duel played in Chinese, when the hero is asked, then the menu's entries and headings are the ruleset's Chinese words, the commands typed beside them stay the English ones, and a typed English command still plays", async () => {
    const out = await typed(["end", "quit"], { lang: "zh" });
    const text = out.join("\n");
    expect(text).toMatch(/攻击|移动/);
    expect(text).toMatch(/第1轮/);
    expect(text).toMatch(/\bend\b/);
  });
});
