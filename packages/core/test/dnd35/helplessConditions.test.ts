import { describe, expect, it } from "vitest";
import { InvalidHeader } from "../../src/engine/invalidHeader.ts";
import { fightState } from "../../src/registry/engine.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { fighterAndGoblins } from "./fighterAndGoblins.ts";
import { SLEEP, wizard } from "./interrupts/fixtures.ts";

// Fighter "a" (longsword) and goblin "b" (morningstar) stand adjacent; goblin "c" keeps the
// goblins' side in the fight. Initiative d20s: a 20, b 10, c 1 — a acts first, then b.
const fight = () => fighterAndGoblins("helpless-conditions");
const order = [20, 10, 1];

const HELPLESS = ["helpless", "paralyzed", "held", "asleep", "bound", "unconscious"] as const;

describe("dnd35 无助的防御者HELPLESS DEFENDERS: the helpless take no actions (SRD conditions, outside the seeds)", () => {
  for (const condition of HELPLESS) {
    it(`a goblin ${condition} declares no action on its turn — attack, 5-foot step, delay refused with dnd35.helplessNoActions; it may end its turn (dnd35 无助的防御者)`, () => {
      const g = given(fight(), order);
      g.gm({ kind: "AddCondition", target: "b", condition, reason: "a test" });
      g.act({ kind: "EndTurn" });
      expect(g.state.awaiting).toMatchObject({ kind: "declaration", actor: "b" });
      const refused = g.when({ kind: "Attack", target: "a" }).rejects("noActions");
      expect(refused.rule).toBe("dnd35.helplessNoActions");
      expect(refused.message).toContain(`b is ${condition}`);
      g.when({ kind: "FiveFootStep", to: { x: 2, y: 0 } }).rejects("noActions");
      g.when({ kind: "Delay" }).rejects("noActions");
      expect(g.when({ kind: "EndTurn" }).facts("TurnEnded")).toHaveLength(1);
    });
  }

  it("a paralyzed goblin makes no attack of opportunity when the fighter walks out of its reach, and its AC counts Dex 0 and −4 against melee (dnd35 无助的防御者, 借机攻击)", () => {
    // The goblin must have acted once to lose flat-footedness: play a round first.
    const g = given(fight(), [...order, 1]);
    g.act({ kind: "EndTurn" }).act({ kind: "EndTurn" }).until("a");
    g.gm({ kind: "AddCondition", target: "b", condition: "paralyzed", reason: "hold person" });
    const [hit] = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved");
    expect(hit?.ac).toContainEqual({
      label: "Dex treated as 0 (helpless)",
      value: -5,
      rule: "dnd35.helpless",
    });
    expect(hit?.ac).toContainEqual({
      label: "helpless vs melee",
      value: -4,
      rule: "dnd35.helpless",
    });
    const away = g.when({
      kind: "Move",
      path: [
        { x: 0, y: 1 },
        { x: 0, y: 2 },
      ],
    });
    expect(away.facts("WindowOpened")).toEqual([]);
    expect(away.facts("Moved")).toHaveLength(1);
  });

  it("the fighter may walk through a paralyzed goblin's square but not through an alert one's (dnd35 无助的防御者; 移动穿过一个方格)", () => {
    const path = [
      { x: 1, y: 0 },
      { x: 2, y: 0 },
    ];
    const alert = given(fight(), order).declining();
    expect(alert.when({ kind: "Move", path }).rejects("blockedByFoe").rule).toBe(
      "dnd35.movingThrough",
    );
    const held = given(fight(), order).declining();
    held.gm({ kind: "AddCondition", target: "b", condition: "paralyzed", reason: "hold person" });
    expect(held.when({ kind: "Move", path }).facts("Moved")).toMatchObject([{ actor: "a", path }]);
  });

  it("a sleeping goblin is woken by damage: the hit removes asleep (dnd35.sleepWakes) and on its turn it may attack (SRD Sleep, outside the seeds)", () => {
    const g = given(fight(), order);
    g.gm({ kind: "AddCondition", target: "b", condition: "asleep", reason: "sleep" });
    const hurt = g.gm({ kind: "ApplyDamage", target: "b", amount: 1, reason: "a thrown rock" });
    expect(hurt.facts("ConditionRemoved")).toEqual([
      { target: "b", condition: "asleep", rule: "dnd35.sleepWakes" },
    ]);
    g.act({ kind: "EndTurn" });
    expect(g.state.awaiting).toMatchObject({ kind: "declaration", actor: "b" });
    expect(g.when({ kind: "Attack", target: "a" }).facts("AttackResolved")).toHaveLength(1);
  });

  it("the sleep spell puts its target to sleep: asleep, so helpless, with no action on its turn (SRD Sleep, outside the seeds; dnd35 无助的防御者)", () => {
    // Initiative faces in roster order: w 20, b 10, c 1. On the defensive 10 + 6 ≥ 16; the
    // sleep takes a round, and the goblin fails its Will save (a natural 1) before w's next turn.
    const g = given(
      header(
        [
          wizard("w", "party", 5, 5),
          goblin("b", "goblins", 6, 5, weapon("morningstar")),
          goblin("c", "goblins", 15, 15, weapon("morningstar")),
        ],
        "sleep",
      ),
      [20, 10, 1],
    ).declining();
    g.forceNext(10, 1).act({ kind: "Cast", spell: "sleep", target: "b", defensively: true });
    g.act({ kind: "EndTurn" }).until("w").act({ kind: "EndTurn" });
    expect(g.state.combatants.b?.conditions.map((x) => x.name)).toContain("asleep");
    expect(g.state.awaiting).toMatchObject({ kind: "declaration", actor: "b" });
    expect(g.when({ kind: "Attack", target: "w" }).rejects("noActions").rule).toBe(
      "dnd35.helplessNoActions",
    );
  });
});

describe("dnd35 waking a sleeper: a standard action on an adjacent ally (SRD Sleep, outside the seeds)", () => {
  // Goblins "b" (1,0) and "d" (2,0) side by side; "d" is asleep. Faces: a 1, b 20, c 2, d 3.
  const goblins = () =>
    header(
      [
        fighter("a", "party", 0, 5, weapon("longsword")),
        goblin("b", "goblins", 1, 0, weapon("morningstar")),
        goblin("c", "goblins", 10, 10, weapon("morningstar")),
        goblin("d", "goblins", 2, 0, weapon("morningstar")),
      ],
      "wake",
    );

  it("a goblin slaps its sleeping neighbour awake: a standard action, and asleep is removed (dnd35.sleepWakes)", () => {
    const g = given(goblins(), [1, 20, 2, 3]);
    g.gm({ kind: "AddCondition", target: "d", condition: "asleep", reason: "sleep" });
    expect(g.state.awaiting).toMatchObject({ actor: "b" });
    const woken = g.when({ kind: "WakeSleeper", target: "d" });
    expect(woken.facts("ActionTaken")).toMatchObject([
      { actor: "b", slot: "standard", action: "WakeSleeper", rule: "dnd35.sleepWakes" },
    ]);
    expect(woken.facts("ConditionRemoved")).toEqual([
      { target: "d", condition: "asleep", rule: "dnd35.sleepWakes" },
    ]);
    // A standard action spent: no second one this turn.
    g.gm({ kind: "AddCondition", target: "d", condition: "asleep", reason: "sleep again" });
    expect(g.when({ kind: "WakeSleeper", target: "d" }).rejects("noStandardAction")).toBeDefined();
  });

  it("waking is refused for a creature not asleep, not adjacent, or not an ally (dnd35.sleepWakes)", () => {
    const g = given(goblins(), [1, 20, 2, 3]);
    expect(g.when({ kind: "WakeSleeper", target: "d" }).rejects("notAsleep").rule).toBe(
      "dnd35.sleepWakes",
    );
    g.gm({ kind: "AddCondition", target: "c", condition: "asleep", reason: "sleep" });
    g.when({ kind: "WakeSleeper", target: "c" }).rejects("notAdjacent");
    g.gm({ kind: "AddCondition", target: "a", condition: "asleep", reason: "sleep" });
    g.when({ kind: "WakeSleeper", target: "a" }).rejects("notAlly");
  });
});

describe("dnd35 unknown conditions are refused (dnd35.knownConditions)", () => {
  it("the GM adding a condition the ruleset knows nothing of is refused, naming the known ones", () => {
    const g = given(fight(), order);
    const refused = g
      .gm({ kind: "AddCondition", target: "b", condition: "petrified", reason: "a gaze" })
      .rejects("unknownCondition");
    expect(refused.rule).toBe("dnd35.knownConditions");
    expect(refused.message).toContain('no condition "petrified"');
    for (const known of ["paralyzed", "asleep", "dazed", "stunned", "prone", "shaken"])
      expect(refused.message).toContain(`"${known}"`);
    expect(g.state.combatants.b?.conditions).toEqual([]);
  });

  it("a combatant whose spell gives an unknown condition is refused when the fight is built, naming the field", () => {
    const frozen = { ...SLEEP, effect: { ...SLEEP.effect, condition: "frozen" } } as typeof SLEEP;
    const w = { ...fighter("w", "party", 0, 0, weapon("dagger")), spells: [frozen] };
    const bad = header([w, goblin("b", "goblins", 1, 0, weapon("morningstar"))], "frozen");
    expect(() => fightState(bad)).toThrow(InvalidHeader);
    expect(() => fightState(bad)).toThrow(
      'roster[0].spells[0].effect.condition: no condition "frozen" in dnd35',
    );
  });
});
