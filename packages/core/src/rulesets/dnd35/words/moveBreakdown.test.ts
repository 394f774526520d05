import { describe, expect, it } from "vitest";
import type { FightEvent } from "../../../log/fightEvent.ts";
import type { Square } from "../../../model/ids.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import { fighter, goblin, header } from "../samples/scenarios.ts";
import { weapon } from "../stats/index.ts";
import { moveBreakdown } from "./moveBreakdown.ts";

// A log in miniature: its header (the map, and where the fighter starts), then one move.
function priced(path: Square[], feet: number, before: FightEvent[] = []) {
  const h = {
    ...header(
      [
        fighter("a", "p", 5, 5, weapon("longsword")),
        goblin("g", "m", 18, 10, weapon("morningstar")),
      ],
      "moves",
    ),
    map: { width: 20, height: 12, terrain: [{ x: 6, y: 6, kind: "difficult" }] },
  };
  const moved = {
    seq: before.length + 1,
    type: "Moved",
    v: 1,
    data: { actor: "a", mode: "walk", path, feet, rule: "dnd35.move" },
  };
  const log = [
    { seq: 0, type: "Header", v: 1, data: h },
    ...before,
    moved,
  ] as unknown as FightEvent[];
  return moveBreakdown(moved as unknown as Extract<ThreeXEvent, { type: "Moved" }>, (s) => log[s]);
}

describe("a move's feet square by square (dnd35 测量距离, 地形和障碍物, 特殊移动规则)", () => {
  it("given two diagonals, the second into difficult terrain, when broken down, then 5 ft then 15 ft (the second diagonal's 10, doubled like two diagonals)", () => {
    const move = priced(
      [
        { x: 6, y: 6 },
        { x: 7, y: 7 },
      ],
      20,
    );
    expect(move?.terms.map((t) => [t.label, t.value, t.rule])).toEqual([
      ["(6,6) diagonal ×2 terrain", 15, "dnd35.terrain"],
      ["(7,7) diagonal", 5, "dnd35.measuringDistance"],
    ]);
    expect(move?.total).toBe(20);
  });

  it("given feet the squares do not account for, when broken down, then the rest is the mover's own hindrance (blinded)", () => {
    const move = priced([{ x: 5, y: 4 }], 10);
    expect(move?.terms.map((t) => [t.label, t.value])).toEqual([
      ["(5,4)", 5],
      ["the mover's own hindrance (×2)", 5],
    ]);
  });

  it("given an earlier move, when the next is broken down, then it is priced from where the first ended", () => {
    const first = {
      seq: 1,
      type: "Moved",
      v: 1,
      data: { actor: "a", mode: "walk", path: [{ x: 5, y: 6 }], feet: 5, rule: "dnd35.move" },
    };
    const move = priced([{ x: 6, y: 6 }], 10, [first as unknown as FightEvent]);
    expect(move?.name).toEqual(expect.objectContaining({ params: { from: { x: 5, y: 6 } } }));
    expect(move?.terms.map((t) => [t.label, t.value])).toEqual([["(6,6) ×2 terrain", 10]]);
  });
});
