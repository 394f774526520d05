import { describe, expect, it } from "vitest";
import type { Square } from "../../src/model/ids.ts";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// fighter "a": initiative +5, speed 20 ft in scale mail; goblin: initiative +1.
const longsword = weapon("longsword");
const morningstar = weapon("morningstar");

const west = (x0: number, x1: number, y = 5): Square[] =>
  Array.from({ length: x0 - x1 + 1 }, (_, i) => ({ x: x0 - i, y }));

/** Fighter `a` (first) at (10,5) in melee with goblin `g` at (11,5); more goblins as given. */
function melee(gAware = true, more: CombatantSpec[] = []) {
  const roster = [
    fighter("a", "p", 10, 5, longsword),
    { ...goblin("g", "m", 11, 5, morningstar, gAware), maxHp: 30 },
    ...more,
  ];
  return given({ ...header(roster, "withdraw"), map: { width: 20, height: 12 } }, [15, 3, 2]);
}

describe("撤退Withdraw (dnd35.withdraw)", () => {
  it("a withdraw moves up to double speed: 40 ft at speed 20, not 45 (dnd35 撤退Withdraw)", () => {
    const g = melee();
    const r = g.when({ kind: "Withdraw", path: west(9, 2) });
    expect(r.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "fullRound", action: "Withdraw", rule: "dnd35.withdraw" },
    ]);
    expect(r.facts("Moved")).toEqual([
      { actor: "a", mode: "walk", path: west(9, 2), feet: 40, rule: "dnd35.withdraw" },
    ]);
    const v = melee()
      .when({ kind: "Withdraw", path: west(9, 1) })
      .rejects("tooFar");
    expect(v).toMatchObject({
      rule: "dnd35.withdraw",
      message: "the path costs 45 ft; 40 ft allowed",
    });
  });

  it("no 5-foot step in the round of a withdraw, before or after it (dnd35 撤退Withdraw)", () => {
    const after = melee();
    after.when({ kind: "Withdraw", path: west(9, 6) });
    after.when({ kind: "FiveFootStep", to: { x: 5, y: 5 } }).rejects("fiveFootStepAfterMove");
    after.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
    const before = melee();
    before.when({ kind: "FiveFootStep", to: { x: 9, y: 5 } });
    const v = before.when({ kind: "Withdraw", path: west(8, 5) }).rejects("moveAfterFiveFootStep");
    expect(v).toMatchObject({
      rule: "dnd35.withdraw",
      message: "no withdraw after a 5-foot step this round",
    });
  });

  it("a restricted withdraw is a standard action moving up to speed (dnd35 撤退Withdraw)", () => {
    // Surprise round: a (aware) withdraws from the unaware goblin: 20 ft, not 25.
    const far = melee(false);
    expect(far.state.turn).toMatchObject({ actor: "a", restriction: "surprise" });
    expect(far.when({ kind: "Withdraw", path: west(9, 5) }).rejects("tooFar").message).toBe(
      "the path costs 25 ft; 20 ft allowed",
    );
    const g = melee(false);
    const r = g.when({ kind: "Withdraw", path: west(9, 6) });
    expect(r.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "standard", action: "Withdraw", rule: "dnd35.withdraw" },
    ]);
    g.when({ kind: "Move", path: [{ x: 6, y: 4 }] }).rejects("restrictedTurn");
  });

  it("a withdraw follows the rules of movement: no passing a standing foe (dnd35 撤退Withdraw, 移动穿过一个方格)", () => {
    const g = melee(true, [goblin("h", "m", 8, 5, morningstar)]);
    expect(g.when({ kind: "Withdraw", path: west(9, 6) }).rejects("blockedByFoe").rule).toBe(
      "dnd35.movingThrough",
    );
  });
});
