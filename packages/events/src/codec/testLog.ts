import type { NewEvent } from "../catalogue/catalogue.ts";

/**
 * A small fixture stream (header with Chinese names, then dice), shared by codec and store
 * tests so that both exercise the same bytes.
 */
export function fixtureEvents(count = 6): NewEvent[] {
  const events: NewEvent[] = [
    {
      seq: 0,
      type: "Header",
      v: 1,
      data: {
        ruleset: { id: "dnd35", version: "1.0.0" },
        engine: "0.1.0",
        dice: { scheme: "sha256-xoroshiro128plus", version: 1, seed: "种子-42" },
        options: { surpriseFiveFootStep: false },
        map: { width: 10, height: 8, note: "洞穴入口" },
        roster: [
          { id: "战士", name: "战士·李", side: "party" },
          { id: "goblin-1", name: "地精 1", side: "monsters" },
        ],
      },
    },
  ];
  for (let i = 1; i < count; i++) {
    events.push({
      seq: i,
      type: "DiceRolled",
      v: 2,
      data: {
        key: `战士/attack/r${i}/#1`,
        expr: "1d20",
        faces: [((i * 7) % 20) + 1],
        total: ((i * 7) % 20) + 1,
        origin: "seeded",
      },
      ...(i > 1 ? { cause: i - 1 } : {}),
    });
  }
  return events;
}
