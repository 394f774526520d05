import { dnd35, type FightEvent, type TableClaimFacts } from "@d20/core";
import { describe, expect, it } from "vitest";
import { applyClaims } from "./applyClaims.ts";

// Another edition's facts in miniature: its hit points are set by a `Wounded` fact, so a claim
// lands where its ruleset says, not in dnd35's `VitalsChanged`.
type Wounded = { readonly who: string; readonly left: number; readonly how: string };
const wounded = (e: FightEvent) =>
  (e.type as string) === "Wounded" ? (e.data as unknown as Wounded) : undefined;
const other: TableClaimFacts = {
  ...dnd35.table!.claims,
  vitals(e) {
    const w = wounded(e);
    return w === undefined ? undefined : { target: w.who, hp: w.left, nonlethal: 0, state: w.how };
  },
  withVitals(e, change) {
    const w = wounded(e)!;
    const data = { ...w, left: change.hp ?? w.left, how: change.state ?? w.how };
    const changed = [
      ...(data.left === w.left ? [] : [{ path: "data.left", rules: w.left, table: data.left }]),
      ...(data.how === w.how ? [] : [{ path: "data.how", rules: w.how, table: data.how }]),
    ];
    return { event: { ...e, data } as unknown as FightEvent, changed };
  },
};

const at = { file: "fight.table", line: 9 };
const events = [
  { seq: 4, type: "Wounded", v: 1, data: { who: "地精-1", left: 2, how: "hurt" } },
] as unknown as FightEvent[];

describe("a table's claims land in the facts the ruleset names", () => {
  it("given another ruleset's hit-point fact, when the table claims 地精-1's hit points, then that fact holds the claim (dnd35 受伤和死亡INJURY AND DEATH)", () => {
    const claimed = applyClaims(
      events,
      [{ at, claim: { kind: "hp", target: "地精-1", hp: 0 } }],
      other,
    );
    expect(claimed.events[0]!.data).toEqual({ who: "地精-1", left: 0, how: "hurt" });
    expect(claimed.overruled).toEqual([
      { line: 9, seq: 4, type: "Wounded", path: "data.left", rules: 2, table: 0 },
    ]);
  });

  it("given dnd35's facts, when the same claim is made, then no fact of the other kind is taken for one (dnd35 受伤和死亡INJURY AND DEATH)", () => {
    expect(() =>
      applyClaims(
        events,
        [{ at, claim: { kind: "hp", target: "地精-1", hp: 0 } }],
        dnd35.table!.claims,
      ),
    ).toThrow(/the rules change no hit points of 地精-1 here/u);
  });
});
