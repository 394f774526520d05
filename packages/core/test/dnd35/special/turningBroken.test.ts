import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { MAGIC_MISSILE, SHOCKING_GRASP } from "../../../src/rulesets/dnd35/laws/spells.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { en } from "../../../src/rulesets/dnd35/words/en.ts";
import { eventMessage } from "../../../src/rulesets/dnd35/words/teller.ts";
import { renderMessage } from "../../../src/words/render.ts";

// A level-3 cleric "p" (Cha 14) on row 0, a fighter "f" of its side, and a 2-HD zombie east of
// them (SRD statistics, outside the seeds). Initiative: p 24, f 7, the zombie 2. The cleric's
// turning check 10 + 2 = 12 (up to 3 HD) and damage 2d6 3 + 4 + 5 = 12 turn the zombie
// (`turned:p:12`); the zombie's own turns are ended where it stands, or it flees when a test says.

const cleric = (x: number, main = weapon("heavy-mace")) =>
  ({
    ...fighter("p", "party", x, 0, main),
    abilities: { str: 12, dex: 10, con: 14, int: 10, wis: 15, cha: 14 },
    level: 3,
    turning: { kind: "turn", level: 3 },
  }) as CombatantSpec;

const zombie = (x: number, y = 0): CombatantSpec => ({
  ...goblin("zombie", "dead", x, y, weapon("scimitar")),
  size: "medium",
  abilities: { str: 12, dex: 10, con: 10, int: 0, wis: 10, cha: 1 },
  creatureType: "undead",
  immuneToCriticals: true,
  hd: 2,
  level: 2,
  maxHp: 40,
});

const TURNED = "turned:p:12";
const TURN = { kind: "SpecialAttack", attack: "TurnUndead" } as const;

/** The fight with the zombie turned on p's first turn, p's standard action spent. */
function turned(
  p: CombatantSpec,
  z: CombatantSpec,
  ally = fighter("f", "party", 9, 9, weapon("longsword")),
) {
  const g = given(header([p, ally, z], "turning broken"), [20, 2, 1]);
  g.forceNext(10, 3, 4);
  g.when(TURN);
  expect(g.state.combatants.zombie!.conditions.map((c) => c.name)).toEqual([TURNED]);
  return g;
}

const turnedStill = (g: ReturnType<typeof turned>) =>
  g.state.combatants.zombie!.conditions.some((c) => c.name === TURNED);

/** The types of `events` from the first fact on, declarations and dice left out. */
const factTypes = (events: readonly { type: string }[]) =>
  events.filter((e) => e.type !== "Declared" && e.type !== "DiceRolled").map((e) => e.type);

/** Where the first event of `type` (and, for dice, of the key's purpose) stands in `events`. */
function indexOf(
  events: readonly { type: string; data: unknown }[],
  type: string,
  purpose?: string,
) {
  return events.findIndex(
    (e) =>
      e.type === type &&
      (purpose === undefined || (e.data as { key: string }).key.includes(`/${purpose}/`)),
  );
}

describe("dnd35 a turning its turner breaks (seed 000 驱散或斥喝不死生物TURN OR REBUKE UNDEAD 驱散效果与持续时间)", () => {
  it("seed 000 驱散或斥喝不死生物 驱散效果与持续时间: given a zombie turned 20 ft from its turner, when the turner walks 3 squares towards it, then the step that ends 10 ft away breaks the turning, between the walk's stretches, and the narration says why", () => {
    const g = turned(cleric(0), zombie(4));
    const t = g.when({
      kind: "Move",
      path: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
        { x: 3, y: 0 },
      ],
    });
    expect(factTypes(t.events)).toEqual(["ActionTaken", "Moved", "ConditionRemoved", "Moved"]);
    expect(t.facts("Moved").map((m) => m.path)).toEqual([
      [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
      ],
      [{ x: 3, y: 0 }],
    ]);
    const [removed] = t.facts("ConditionRemoved");
    expect(removed).toEqual({
      target: "zombie",
      condition: TURNED,
      rule: "dnd35.turningBrokenApproach",
    });
    expect(turnedStill(g)).toBe(false);
    expect(renderMessage(eventMessage("ConditionRemoved", removed!), en)).toBe(
      "zombie is no longer turned by p (it flees; turning check 12) — p came within 10 ft of it, so it overcomes the turning",
    );
  });

  it("seed 000 驱散或斥喝不死生物 驱散效果与持续时间: given a zombie turned 10 ft from its turner, when the turner stands, takes a 5-foot step that keeps 10 ft, and next round walks away, then the turning holds (standing within 10 ft does not break it)", () => {
    const g = turned(cleric(5), zombie(7));
    const step = g.when({ kind: "FiveFootStep", to: { x: 5, y: 1 } });
    expect(step.facts("ConditionRemoved")).toEqual([]);
    g.act({ kind: "EndTurn" }).until("p");
    expect(turnedStill(g)).toBe(true);
    const away = g.when({
      kind: "Move",
      path: [
        { x: 4, y: 1 },
        { x: 3, y: 1 },
      ],
    });
    expect(away.facts("ConditionRemoved")).toEqual([]);
    expect(turnedStill(g)).toBe(true);
  });

  it("seed 000 驱散或斥喝不死生物 驱散效果与持续时间: given a turned zombie, when the turner's ally steps up and attacks it in melee, then the turning holds (others may attack it in any way)", () => {
    const g = turned(cleric(0), zombie(6), fighter("f", "party", 8, 0, weapon("longsword")));
    g.act({ kind: "EndTurn" }).until("f");
    expect(g.when({ kind: "FiveFootStep", to: { x: 7, y: 0 } }).facts("ConditionRemoved")).toEqual(
      [],
    );
    const t = g.when({ kind: "Attack", target: "zombie", weapon: "longsword" });
    expect(t.facts("AttackResolved")).toHaveLength(1);
    expect(t.facts("ConditionRemoved")).toEqual([]);
    expect(turnedStill(g)).toBe(true);
  });

  it("seed 000 驱散或斥喝不死生物 驱散效果与持续时间: given a zombie turned 15 ft, and one 10 ft, from a turner with a shortbow, when it shoots, then the turning holds (ranged attacks from at least 10 ft away)", () => {
    for (const x of [3, 2]) {
      const g = turned(cleric(0, weapon("shortbow")), zombie(x));
      g.act({ kind: "EndTurn" }).until("p");
      const t = g.when({ kind: "Attack", target: "zombie", weapon: "shortbow" });
      expect(t.facts("AttackResolved"), `x ${x}`).toHaveLength(1);
      expect(t.facts("ConditionRemoved"), `x ${x}`).toEqual([]);
      expect(turnedStill(g), `x ${x}`).toBe(true);
    }
  });

  it("seed 000 驱散或斥喝不死生物 驱散效果与持续时间: given a zombie turned beside its turner, when the turner shoots it from 5 ft, then the turning ends before the attack roll (after the shot's attack of opportunity window), and the narration says why", () => {
    const g = turned(cleric(0, weapon("shortbow")), zombie(1)).declining();
    g.act({ kind: "EndTurn" }).until("p");
    const t = g.when({ kind: "Attack", target: "zombie", weapon: "shortbow" });
    const [removed] = t.facts("ConditionRemoved");
    expect(removed).toEqual({
      target: "zombie",
      condition: TURNED,
      rule: "dnd35.turningBrokenClose",
    });
    const at = indexOf(t.events, "ConditionRemoved");
    expect(indexOf(t.events, "WindowClosed")).toBeLessThan(at);
    expect(at).toBeLessThan(indexOf(t.events, "DiceRolled", "attack"));
    expect(at).toBeLessThan(indexOf(t.events, "AttackResolved"));
    expect(renderMessage(eventMessage("ConditionRemoved", removed!), en)).toContain(
      "p attacked it from closer than 10 ft, so it overcomes the turning",
    );
  });

  it("seed 000 驱散或斥喝不死生物 驱散效果与持续时间: given a zombie turned beside its turner, when the turner swings at it, or takes its attack of opportunity as the zombie leaves, then the turning ends before the attack roll", () => {
    const g = turned(cleric(0), zombie(1));
    g.act({ kind: "EndTurn" }).until("p");
    const t = g.when({ kind: "Attack", target: "zombie", weapon: "heavy-mace" });
    expect(t.facts("ConditionRemoved")).toEqual([
      { target: "zombie", condition: TURNED, rule: "dnd35.turningBrokenMelee" },
    ]);
    expect(indexOf(t.events, "ConditionRemoved")).toBeLessThan(
      indexOf(t.events, "DiceRolled", "attack"),
    );

    const flees = turned(cleric(0), zombie(1));
    flees.act({ kind: "EndTurn" }).until("zombie");
    const opened = flees.when({
      kind: "Move",
      path: [
        { x: 2, y: 0 },
        { x: 3, y: 0 },
      ],
    });
    expect(opened.facts("WindowOpened")).toMatchObject([
      { window: "opportunity", candidates: ["p"] },
    ]);
    expect(turnedStill(flees)).toBe(true);
    const aoo = flees.respond(true, "heavy-mace");
    expect(factTypes(aoo.events).slice(0, 3)).toEqual([
      "AttackOfOpportunity",
      "ConditionRemoved",
      "AttackResolved",
    ]);
    expect(aoo.facts("ConditionRemoved")[0]!.rule).toBe("dnd35.turningBrokenMelee");
  });

  it("seed 000 驱散或斥喝不死生物 驱散效果与持续时间: given a zombie turned beside its turner, when the turner casts a touch spell on it, then the turning ends before the touch attack's roll (a touch is a melee attack)", () => {
    // Its shield slung, a hand is free for the spell's gestures (seed 000 施法Cast a Spell 法术构件).
    const p = {
      ...cleric(0),
      spells: [SHOCKING_GRASP],
      holds: { main: "heavy-mace", shield: "carried" },
    } as CombatantSpec;
    const g = turned(p, zombie(1)).declining();
    g.act({ kind: "EndTurn" }).until("p");
    const t = g.when({ kind: "Cast", spell: "shockingGrasp", target: "zombie" });
    expect(t.facts("ConditionRemoved")).toEqual([
      { target: "zombie", condition: TURNED, rule: "dnd35.turningBrokenMelee" },
    ]);
    const at = indexOf(t.events, "ConditionRemoved");
    expect(indexOf(t.events, "SpellCast")).toBeLessThan(at);
    expect(at).toBeLessThan(indexOf(t.events, "DiceRolled", "attack"));
  });

  it("seed 000 驱散或斥喝不死生物 驱散效果与持续时间: given a zombie turned 15 ft off, when its turner's readied shot fires with a 5-foot step to 10 ft, then the step breaks the turning before the shot", () => {
    const g = turned(cleric(0, weapon("shortbow")), zombie(3));
    g.act({ kind: "EndTurn" }).until("p");
    g.when({
      kind: "Ready",
      action: { kind: "Attack", target: "zombie", weapon: "shortbow", step: { x: 1, y: 0 } },
      trigger: { on: "startsToMove", by: "zombie" },
    });
    g.act({ kind: "EndTurn" }).until("zombie");
    g.when({ kind: "Move", path: [{ x: 4, y: 0 }] });
    const fired = g.respond(true);
    expect(factTypes(fired.events).slice(0, 4)).toEqual([
      "ReadiedActionFired",
      "Moved",
      "ConditionRemoved",
      "AttackResolved",
    ]);
    expect(fired.facts("ConditionRemoved")[0]!.rule).toBe("dnd35.turningBrokenApproach");
  });
  it("seed 000 驱散或斥喝不死生物 驱散效果与持续时间: given a zombie turned beside its turner, when the turner tries to disarm it, or to trip it, then the turning ends before the attempt (each is a melee attack on it, rolled or not)", () => {
    const disarm = turned(cleric(0), zombie(1)).declining();
    disarm.act({ kind: "EndTurn" }).until("p");
    const d = disarm.when({ kind: "SpecialAttack", attack: "Disarm", target: "zombie" });
    expect(d.facts("ConditionRemoved")[0]).toEqual({
      target: "zombie",
      condition: TURNED,
      rule: "dnd35.turningBrokenMelee",
    });
    expect(indexOf(d.events, "ConditionRemoved")).toBeLessThan(
      indexOf(d.events, "OpposedCheckRolled"),
    );
    const trip = turned(cleric(0), zombie(1)).declining();
    trip.act({ kind: "EndTurn" }).until("p");
    const t = trip.when({ kind: "SpecialAttack", attack: "Trip", target: "zombie" });
    expect(t.facts("ConditionRemoved")[0]!.rule).toBe("dnd35.turningBrokenMelee");
  });

  it("seed 000 驱散或斥喝不死生物 驱散效果与持续时间: given a turned undead held helpless beside its turner, when the turner gives it a coup de grace, then the turning ends before the blow", () => {
    // An undead open to critical hits, so that a coup de grace can be made at all.
    const g = turned(cleric(0), { ...zombie(1), immuneToCriticals: false }).declining();
    g.gm({ kind: "AddCondition", target: "zombie", condition: "paralyzed", reason: "hold person" });
    g.act({ kind: "EndTurn" }).until("p");
    const t = g.when({ kind: "CoupDeGrace", target: "zombie", weapon: "heavy-mace" });
    expect(t.facts("ConditionRemoved")[0]).toEqual({
      target: "zombie",
      condition: TURNED,
      rule: "dnd35.turningBrokenMelee",
    });
    expect(indexOf(t.events, "ConditionRemoved")).toBeLessThan(indexOf(t.events, "DamageDealt"));
  });

  it("seed 000 驱散或斥喝不死生物 驱散效果与持续时间: given a turned zombie, when its turner casts magic missile at it from 5 ft, then the turning ends (an attack from closer than 10 ft); from 15 ft it holds", () => {
    // Its shield slung, a hand free for the spell's gestures (seed 000 法术构件).
    const p = {
      ...cleric(0),
      spells: [MAGIC_MISSILE],
      holds: { main: "heavy-mace", shield: "carried" },
    } as CombatantSpec;
    const near = turned(p, zombie(1)).declining();
    near.act({ kind: "EndTurn" }).until("p");
    const t = near.when({ kind: "Cast", spell: "magicMissile", target: "zombie" });
    expect(t.facts("ConditionRemoved")[0]!.rule).toBe("dnd35.turningBrokenClose");
    expect(indexOf(t.events, "ConditionRemoved")).toBeLessThan(indexOf(t.events, "DamageDealt"));
    const far = turned(p, zombie(3)).declining();
    far.act({ kind: "EndTurn" }).until("p");
    const f = far.when({ kind: "Cast", spell: "magicMissile", target: "zombie" });
    expect(f.facts("ConditionRemoved")).toEqual([]);
    expect(turnedStill(far)).toBe(true);
  });
});
