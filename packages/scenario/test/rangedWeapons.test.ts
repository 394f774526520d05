import type { ThreeXEvent as FightEvent } from "@d20/core";
import { describe, expect, it } from "vitest";
import { parseScenario, playScenario } from "../src/index.ts";
import { custom, text } from "./fixture.ts";

const FILE = "darts.json";
const data = (e: FightEvent) => e.data as Record<string, unknown>;

/** A dart (SRD weapons table, outside the seeds) spelled out in full, with or without a reach. */
const dart = (more: Record<string, unknown> = {}) => ({
  id: "dart",
  damage: "1d4",
  threat: 20,
  multiplier: 2,
  handedness: "light",
  ranged: { increment: 20, kind: "thrown" },
  ...more,
});

/** "t" (a dart only) acts first and attacks goblin "g" 20 ft away, with no `thrown` flag. */
function dartThrower(weapon: Record<string, unknown>) {
  return parseScenario(
    text({
      ruleset: "dnd35",
      seed: "darts",
      map: { width: 10, height: 4 },
      combatants: [
        {
          ...custom("t", [0, 1]),
          weapons: [weapon],
          policy: "scripted",
          script: [{ kind: "Attack", target: "g" }, { kind: "EndTurn" }],
        },
        { stock: "goblin", id: "g", side: "goblins", position: [4, 1], policy: "attackNearest" },
      ],
      dice: { "t/initiative/r0/#1": [20], "g/initiative/r0/#1": [1], "t/attack/r1/#1": [15] },
      end: { maxRounds: 1 },
    }),
    FILE,
  );
}

describe("a weapon that can only be thrown (dnd35 攻击Attack 远程攻击Ranged Attacks)", () => {
  it("given a dart spelled out with a range and no reach, then it is a ranged weapon: reach 0", () => {
    const s = dartThrower(dart());
    expect(s.header.roster[0]).toMatchObject({ weapons: [{ id: "dart", reach: 0 }] });
  });

  it("given a dart, when its wielder attacks a foe 20 ft away with no `thrown`, then the dart is thrown: Dex, no range penalty in the first increment (dnd35 远程攻击)", () => {
    const run = playScenario(dartThrower(dart()));
    const attack = (run.events as readonly FightEvent[]).find((e) => e.type === "AttackResolved")!;
    expect(data(attack)).toMatchObject({ attacker: "t", weapon: "dart", natural: 15 });
    const labels = (data(attack).bonus as { label: string }[]).map((t) => t.label);
    expect(labels).toContain("Dex 12");
    expect(labels).not.toContain("Str 12");
  });

  it("given a dart spelled out with reach 5 (a melee weapon too), then its wielder must say `thrown` to throw it (dnd35 攻击Attack)", () => {
    expect(() => playScenario(dartThrower(dart({ reach: 5 })))).toThrow(/reach is 5 ft/);
  });
});
