import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openReplay } from "@d20/replay";
import { describe, expect, it } from "vitest";
import { FightModel } from "../src/model/fightModel.ts";
import { readFight } from "../src/model/readFight.ts";
import { placeHash, readPlace } from "../src/page/url.ts";
import { whatIfProblem } from "../src/page/WhatIfView.tsx";

const GOLDEN = join(import.meta.dirname, "../../../examples/golden/scenarios/delay-flank.jsonl");
const text = readFileSync(GOLDEN, "utf8");

describe("the viewer's model of a log", () => {
  it("given a sound log, when read, then every event is in its lineage, nothing is raw, and its moments are the engine's states", () => {
    const read = readFight("flank", text);
    expect(read.damage).toBeUndefined();
    expect(read.raw).toEqual([]);
    const model = new FightModel(read);
    const replay = openReplay(text);
    expect(model.lastSeq).toBe(replay.lastSeq);
    for (const seq of [0, 20, replay.lastSeq]) {
      const state = replay.stateAt(seq);
      expect(model.moment(seq)!.tokens.map((t) => [t.id, t.x, t.y, t.hp])).toEqual(
        state.roster.map((id) => [
          id,
          state.combatants[id]!.position.x,
          state.combatants[id]!.position.y,
          state.combatants[id]!.vitals.hp,
        ]),
      );
    }
  });

  it("given a line whose byte was changed, when read, then the damage names that line and the reader's code, the lines before it are the fight, and it and the rest are kept raw", () => {
    const lines = text.split("\n").slice(0, -1);
    lines[29] = lines[29]!.replace('"kind":"FullAttack"', '"kind":"FullAttacc"');
    const read = readFight("flank", `${lines.join("\n")}\n`);
    expect(read.damage).toMatchObject({ line: 30 });
    expect(read.lineage!.events.length).toBe(28);
    expect(read.raw.map((r) => r.line)).toEqual(lines.map((_, i) => i + 1).slice(29));
    expect(read.raw[0]!.text).toBe(lines[29]);
    expect(read.raw[0]).toMatchObject({ seq: 29, type: "Declared" });
  });

  it("given a branch without its parent, when read, then it is damage at line 1 (a branch opened alone), not a throw", () => {
    const fork = JSON.stringify({
      seq: 28,
      type: "ForkHeader",
      v: 1,
      data: { parent: "p", at: 28, parentHash: "0".repeat(64), edits: [] },
      prev: "0".repeat(64),
      hash: "0".repeat(64),
    });
    const read = readFight("b", `${fork}\n`);
    expect(read.lineage).toBeUndefined();
    expect(read.damage?.line).toBe(1);
  });

  it("given text that is not a log, when read, then the damage is at line 1 and the line is kept raw", () => {
    const read = readFight("x", "hello\n");
    expect(read.damage?.line).toBe(1);
    expect(read.raw).toEqual([{ line: 1, text: "hello" }]);
    expect(new FightModel(read).lastSeq).toBe(0);
  });
});

describe("the page's address and what-if documents", () => {
  it("given a place, when written to the address and read back, then it is the same place; bad fields take the defaults", () => {
    const place = { fight: 1, seq: 42, view: "branches", lang: "zh" as const };
    expect(readPlace(placeHash(place), { fight: 0, seq: 0, view: "fight" })).toEqual(place);
    expect(readPlace("#seq=-3&fight=x&lang=fr", { fight: 0, seq: 7, view: "fight" })).toEqual({
      fight: 0,
      seq: 7,
      view: "fight",
    });
  });

  it("given documents that are not a what-if, when checked, then each is refused with why", () => {
    expect(whatIfProblem(null)).toBe("not a JSON object");
    expect(whatIfProblem({ format: "x" })).toContain('not "d20-whatif"');
    expect(whatIfProblem({ format: "d20-whatif", version: 2 })).toContain("version 2");
    expect(whatIfProblem({ format: "d20-whatif", version: 1 })).toContain(
      "no edited summary and no sweep",
    );
    expect(
      whatIfProblem({ format: "d20-whatif", version: 1, edited: { summary: {} } }),
    ).toBeUndefined();
  });
});
