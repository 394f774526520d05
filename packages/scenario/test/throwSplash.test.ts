import type { ThreeXEvent as FightEvent } from "@d20/core";
import { describe, expect, it } from "vitest";
import { parseScenario, playScenario } from "../src/index.ts";
import { duel, text } from "./fixture.ts";

// A scenario's script throws a splash weapon at a grid intersection (seed 000 投掷泼溅武器THROW
// SPLASH WEAPON): `at` is a square, the intersection at its top-left corner.

describe("a scenario throws a splash weapon at a grid intersection", () => {
  it("seed 000 投掷泼溅武器THROW SPLASH WEAPON: given f1 scripted to throw alchemist's fire at the intersection [4,1], when played with a natural 20, then the roll names the point, not a creature, and g1, whose square (4,1) touches it, is splashed", () => {
    const s = duel();
    Object.assign(s.combatants[0]!, {
      policy: "scripted",
      overrides: { weapons: ["alchemists-fire"], holds: { main: "alchemists-fire" } },
      script: [
        { kind: "SpecialAttack", attack: "ThrowSplash", item: "alchemists-fire", at: [4, 1] },
        { kind: "EndTurn" },
      ],
      afterScript: "attackNearest",
    });
    const dice = {
      "f1/initiative/r0/#1": [20],
      "g1/initiative/r0/#1": [1],
      "f1/attack/r1/#1": [20],
    };
    const run = playScenario(parseScenario(text({ ...s, dice }), "duel.json"));
    const events = run.events as readonly FightEvent[];
    const declared = events.find(
      (e) => e.type === "Declared" && (e.data as { by: string }).by === "f1",
    )!;
    expect(declared.data).toMatchObject({ decl: { attack: "ThrowSplash", at: { x: 4, y: 1 } } });
    const roll = events.find((e) => e.type === "AttackResolved")!;
    expect(roll.data).toMatchObject({ attacker: "f1", at: { x: 4, y: 1 }, acTotal: 5, hit: true });
    const landed = events.find((e) => e.type === "SplashLanded")!;
    expect(landed.data).toMatchObject({ intersection: { x: 4, y: 1 }, hit: ["g1"] });
  });
});
