import { describe, expect, it } from "vitest";
import { parseScenario } from "../src/index.ts";
import { duel, text } from "./fixture.ts";

describe("scenario: the battlefield's later rules", () => {
  it("given low obstacles, high ground and a creature immune to criticals, when loaded, then the header carries them (dnd35 低矮障碍和掩蔽, 表：攻击检定修正)", () => {
    const s = duel();
    s.map = {
      width: 8,
      height: 8,
      lowObstacles: [[2, 1]],
      highGround: [{ from: [5, 0], to: [6, 1] }],
    };
    s.combatants[1] = { ...s.combatants[1], overrides: { immuneToCriticals: true } };
    const { header } = parseScenario(text(s), "kinds.json");
    expect((header.map as { terrain?: unknown[] } | undefined)?.terrain).toEqual(
      expect.arrayContaining([
        { x: 2, y: 1, kind: "lowObstacle" },
        { x: 5, y: 0, kind: "high" },
        { x: 6, y: 1, kind: "high" },
      ]),
    );
    const g1 = (header.roster as { id: string; immuneToCriticals?: boolean }[]).find(
      (c) => c.id === "g1",
    );
    expect(g1?.immuneToCriticals).toBe(true);
  });
});
