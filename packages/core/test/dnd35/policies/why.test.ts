import { forcedDice, seededDice } from "@d20/events";
import { describe, expect, it } from "vitest";
import { runFight } from "../../../src/driver/runFight.ts";
import { declaredEnvelope } from "../../../src/engine/eventSchemas.ts";
import { policyInput, whyOf } from "../../../src/policies/why.ts";
import type {
  CombatantDeclaration,
  ThreeXCombatantInput,
  ThreeXInput,
} from "../../../src/rulesets/3x/log/declarations.ts";
import type { ThreeXState } from "../../../src/rulesets/3x/state/index.ts";
import { tactician } from "../../../src/rulesets/dnd35/policies/tactician.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { inputMessage } from "../../../src/rulesets/dnd35/words/declarations.ts";
import { en } from "../../../src/rulesets/dnd35/words/en.ts";
import { renderMessage } from "../../../src/words/render.ts";
import { gearFight } from "../gear/gearFixture.ts";
import { POTION } from "../interrupts/fixtures.ts";
import { fight, orc, wizard } from "./casters.ts";

const said = (input: ThreeXInput) => renderMessage(inputMessage(input), en);

describe("the tactician's reasons in the log and the narration", () => {
  it("given a wizard and an orc played by the tactician, when the fight is run, then the casts are recorded with their reasons and read after the declaration", () => {
    const header = fight("why-run", [wizard("w", 0, 0), orc("o", 8, 0)]);
    // The wizard's initiative 20, the orc's 1: she casts before it can reach her.
    const dice = forcedDice({ queue: [20, 1] }, seededDice("why-run"));
    const run = runFight(header, () => tactician, dice);
    const casts = run.inputs.filter(
      (i): i is ThreeXCombatantInput => i.by === "w" && i.decl.kind === "Cast",
    );
    expect(casts.length).toBeGreaterThan(0);
    const first = casts[0]!;
    expect(first.why).toMatch(/^o at \d+ hp, 3\.5 damage expected; /);
    expect(said(first)).toBe(`w declares Cast magicMissile → o — ${first.why}`);
    const declared = run.events.find((e) => e.type === "Declared" && e.data === first);
    expect(declared?.data).toHaveProperty("why", first.why);
  });

  it("given a badly hurt fighter holding a potion, when the tactician drinks it, then its reason gives its hit points (SRD potions; seed 000 表：战斗中的动作 喝药剂或者使用油)", () => {
    const g = given(
      gearFight("why-potion", [weapon("morningstar")], undefined, {
        hp: 3,
        items: [POTION],
        holds: { main: "potion" },
      }),
      [20, 10, 1],
    );
    const d = tactician(g.state as ThreeXState, "a") as CombatantDeclaration;
    expect(d).toEqual({ kind: "Activity", activity: "DrinkPotion", item: "potion" });
    expect(whyOf(d)).toBe("at 3 of 12 hp");
    expect(said(policyInput("a", d))).toMatch(/^a declares DrinkPotion potion — at 3 of 12 hp$/);
  });

  it("given an input with no reason (a person's, an older log's), when it is described, then it reads as it always has", () => {
    expect(said({ by: "a", decl: { kind: "EndTurn" } })).toBe("a declares EndTurn");
    expect(policyInput("a", { kind: "EndTurn" })).toEqual({ by: "a", decl: { kind: "EndTurn" } });
  });

  it("given a Declared envelope, when checked, then a string why is accepted, any other refused, and none needed", () => {
    const decl = { kind: "EndTurn" };
    expect(declaredEnvelope({ by: "a", decl })).toBeUndefined();
    expect(declaredEnvelope({ by: "a", decl, why: "at 3 of 12 hp" })).toBeUndefined();
    expect(declaredEnvelope({ by: "a", decl, why: 3 })).toMatchObject({ path: "why" });
  });
});
