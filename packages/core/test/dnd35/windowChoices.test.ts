import { describe, expect, it } from "vitest";
import { fighter, header as sampleHeader } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { fightState } from "../../src/rulesets/dnd35/testing/engine.ts";
import { en } from "../../src/rulesets/dnd35/words/en.ts";
import { windowCandidates } from "../../src/rulesets/dnd35/words/menu/interruptChoices.ts";
import { renderMessage } from "../../src/words/render.ts";

const WINDOW = {
  kind: "opportunity",
  provoker: "gob",
} as unknown as Parameters<typeof windowCandidates>[2];

/** Mei, with no weapons listed, with or without Improved Unarmed Strike, asked for an AoO. */
function asked(feats: ("ImprovedUnarmedStrike" | "ImprovedInitiative")[]) {
  const mei = { ...fighter("Mei", "locals", 0, 0, weapon("longsword")), weapons: [], feats };
  const gob = fighter("gob", "goblins", 1, 0, weapon("longsword"));
  const state = fightState(sampleHeader([mei, gob], "menu"));
  return windowCandidates(state, "Mei", WINDOW).map((c) => renderMessage(c.label, en));
}

describe("the play menu's answers to an attack-of-opportunity window", () => {
  it("given Improved Unarmed Strike and no weapons listed, then the unarmed strike is offered (dnd35 攻击Attack “武装”徒手攻击)", () => {
    expect(asked(["ImprovedUnarmedStrike"])).toEqual([
      "take the attack of opportunity on gob with unarmed-strike",
      "decline",
    ]);
  });

  it("given no feat and no weapons, then only declining is offered (dnd35 攻击Attack 徒手攻击)", () => {
    expect(asked(["ImprovedInitiative"])).toEqual(["decline"]);
  });
});
