import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseHeadingList } from "../coverage/headingList.ts";
import { joinSeedLines, sectionsOf } from "./seedSection.ts";

const seeds = join(import.meta.dirname, "../../../../seeds");
const file = "000_a8a34ede289908ea.txt";
const list = parseHeadingList(
  readFileSync(join(seeds, "headings", file.replace(/\.txt$/, ".tsv")), "utf8"),
  file,
);
const lineCount = readFileSync(join(seeds, file), "utf8").split("\n").length;
const span = (heading: string, leads = {}) =>
  sectionsOf(heading, list, leads, lineCount).map((s) => [s.from, s.to]);

describe("seed sections (a heading to the next of its rank or higher)", () => {
  it("given a heading in capitals, when its section is found, then it runs to the next heading in capitals (000 攻击检定ATTACK ROLL)", () => {
    expect(span("攻击检定ATTACK ROLL")).toEqual([[17, 19]]);
  });

  it("given a heading in capitals followed by headings without an English name, when its section is found, then it takes them in (000 驱散或斥喝不死生物TURN OR REBUKE UNDEAD)", () => {
    expect(span("驱散或斥喝不死生物TURN OR REBUKE UNDEAD")).toEqual([[794, 834]]);
  });

  it("given a heading with a table after it, when its section is found, then the table and the text after it are in it (000 击破武器SUNDER)", () => {
    expect(span("击破武器SUNDER")).toEqual([[748, 776]]);
  });

  it("given containers, when their sections are found, then each spans the headings it groups (000 战斗修正COMBAT MODIFIERS, 有利和不利条件…, 擒抱GRAPPLE, 战斗I)", () => {
    expect(span("战斗修正COMBAT MODIFIERS")).toEqual([[526, 603]]);
    expect(span("有利和不利条件FAVORABLE AND UNFAVORABLE CONDITIONS")).toEqual([[528, 562]]);
    expect(span("擒抱GRAPPLE")).toEqual([[668, 723]]);
    expect(span("战斗I（基本规则）")).toEqual([[4, 439]]);
  });

  it("given a text two headings share, when its sections are found, then both (000 施法Cast a Spell)", () => {
    expect(span("施法Cast a Spell")).toEqual([
      [237, 252],
      [315, 322],
    ]);
  });

  it("given a run-in lead, when its section is found, then it runs from the lead's line to the end of the heading above it; an unknown text has none", () => {
    expect(span("专注Concentration", { 专注Concentration: 243 })).toEqual([[243, 252]]);
    expect(span("专注Concentration")).toEqual([]);
  });

  it("given lines the file breaks mid-sentence, when joined, then one space stands for the break (000 635–636)", () => {
    const text = readFileSync(join(seeds, file), "utf8").split("\n");
    expect(joinSeedLines(text.slice(634, 636))).toContain("艰难地形(Difficult Terrain)");
  });
});
