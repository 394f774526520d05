import { PassThrough } from "node:stream";
import { dnd35, fighter, fightState, goblin, type Ruleset, sampleHeader, weapon } from "@d20/core";
import { describe, expect, it } from "vitest";
import type { Io } from "../src/cli/io.ts";
import { askGm } from "../src/play/gmPrompt.ts";
import { Prompter } from "../src/play/prompter.ts";

const state = fightState(
  sampleHeader(
    [
      fighter("hero", "heroes", 1, 1, weapon("longsword")),
      goblin("gob", "goblins", 2, 1, weapon("morningstar")),
    ],
    "gm-prompt",
  ),
);

/** The gm submenu answered with `answers`: the declaration and every line written. */
async function gm(answers: readonly string[], ruleset?: Ruleset) {
  const input = new PassThrough();
  const out: string[] = [];
  const io = { out: (t: string) => out.push(...t.split("\n")) } as unknown as Io;
  const prompter = new Prompter(input, new PassThrough());
  for (const a of answers) input.write(`${a}\n`);
  input.end();
  const decl = await askGm(state, prompter, io, ruleset);
  return { decl, out };
}

describe("d20 play's gm submenu offers the ruleset's GM declarations", () => {
  it("given a dnd35 fight, when the GM ends it with no winner, then the submenu lists dnd35's forms and asks each field (dnd35 战斗流程)", async () => {
    const kinds = dnd35.gmForms!.map((f) => f.kind);
    const end = String(kinds.indexOf("EndFight") + 1);
    const { decl, out } = await gm([end, "0", "the goblins flee"]);
    expect(out.slice(1, 1 + kinds.length).map((l) => l.trim().split(". ")[1])).toEqual(kinds);
    expect(out).toContain("  winner: 1. heroes  2. goblins  0. none");
    expect(decl).toEqual({ kind: "EndFight", reason: "the goblins flee" });
  });

  it("given a ruleset whose submenu offers only temporary hit points, when the GM picks 1, then that form is asked, not dnd35's first (dnd35 暂时生命值TEMPORARY HIT POINTS)", async () => {
    const only: Ruleset = {
      ...dnd35,
      gmForms: [
        {
          kind: "GrantTempHp",
          fields: [
            { ask: "combatant", key: "target" },
            { ask: "number", key: "amount", min: 1, prompt: "temporary hp" },
          ],
        },
      ],
    };
    const { decl, out } = await gm(["1", "1", "5", "inspired"], only);
    expect(out).toContain("  1. GrantTempHp");
    expect(decl).toEqual({ kind: "GrantTempHp", target: "hero", amount: 5, reason: "inspired" });
  });

  it("given a ruleset that offers no GM declarations, when the submenu opens, then it says so and plays nothing (dnd35 战斗流程)", async () => {
    const { gmForms: _forms, ...none } = dnd35;
    const { decl, out } = await gm([], none);
    expect(decl).toBeUndefined();
    expect(out).toEqual(["the dnd35 ruleset offers no GM declarations here"]);
  });
});
