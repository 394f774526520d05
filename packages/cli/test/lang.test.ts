import { describe, expect, it } from "vitest";
import { d20, GOLDEN, SUBPROCESS_TIMEOUT } from "./d20.ts";

describe("d20 --lang: the fight's words in English or Chinese", SUBPROCESS_TIMEOUT, () => {
  it("given --lang zh, when a fight's state is replayed, explained and audited, then the tables' and the audit's own words are Chinese", async () => {
    const replay = await d20(["replay", GOLDEN, "--to", "60", "--lang", "zh"]);
    expect(replay.code, replay.stderr).toBe(0);
    expect(replay.stdout).toMatch(/^第\d+轮 · 进行中/m);
    expect(replay.stdout).toContain("先攻");
    expect(replay.stdout).toMatch(/^等待：|^等待: /m);
    const explain = await d20(["explain", GOLDEN, "60", "--lang", "zh"]);
    expect(explain.code, explain.stderr).toBe(0);
    expect(explain.stdout).toMatch(/^ {2}(规则|骰子|因果链)/m);
    const audit = await d20(["audit", GOLDEN, "--lang", "zh"]);
    expect(audit.code, audit.stderr).toBe(0);
    expect(audit.stdout).toMatch(/个事件，没有发现问题，战斗已结束/);
  });

  it("given no --lang, when run under a Chinese locale and under C, then the locale chooses (LC_ALL before LANG), and the English is the same as --lang en", async () => {
    const zh = await d20(["replay", GOLDEN], { LANG: "zh_CN.UTF-8" });
    expect(zh.stdout).toMatch(/^第\d+轮/m);
    const over = await d20(["replay", GOLDEN], { LANG: "zh_CN.UTF-8", LC_ALL: "en_US.UTF-8" });
    expect(over.stdout).toMatch(/^round \d+/m);
    const c = await d20(["replay", GOLDEN], { LANG: "C" });
    const en = await d20(["replay", GOLDEN, "--lang", "en"]);
    expect(c.stdout).toBe(en.stdout);
    expect(c.stdout).toMatch(/^round \d+/m);
  });

  it("given --lang with a language the words are not written in, when run, then one line names the option and the languages, exit 2", async () => {
    const r = await d20(["narrate", GOLDEN, "--lang", "fr"]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('d20: --lang: "fr" is not a language of the words (en, zh)');
  });
});
