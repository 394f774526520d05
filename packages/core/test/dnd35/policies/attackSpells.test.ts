import { describe, expect, it } from "vitest";
import { whyOf } from "../../../src/policies/why.ts";
import type { CombatantDeclaration } from "../../../src/rulesets/3x/log/declarations.ts";
import type { ThreeXState } from "../../../src/rulesets/3x/state/index.ts";
import { MAGIC_MISSILE, SLEEP } from "../../../src/rulesets/dnd35/laws/spells.ts";
import { tactician } from "../../../src/rulesets/dnd35/policies/tactician.ts";
import { fighter } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { type Given, given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { fight, orc, wizard } from "./casters.ts";

const decide = (g: Given, id: string) =>
  tactician(g.state as ThreeXState, id) as CombatantDeclaration;

describe("the tactician's attack spells (seed 000 施法Cast a Spell; SRD spells)", () => {
  it("given a wizard with a dagger and an orc 30 ft off, when it chooses, then it casts magic missile at the orc, saying the dagger does less (seed 000 施法Cast a Spell)", () => {
    const g = given(fight("mm", [wizard("w", 0, 0), orc("o", 6, 0)]), [20, 1]);
    const d = decide(g, "w");
    expect(d).toEqual({ kind: "Cast", spell: "magicMissile", target: "o" });
    expect(whyOf(d)).toBe("o at 12 hp, 3.5 damage expected; 0.6 with its dagger");
  });

  it("given a fighter with a greatsword beside an orc who also knows magic missile, when it chooses, then its blade, worth more, is what it uses (SRD)", () => {
    const f = {
      ...fighter("f", "party", 0, 0, weapon("greatsword")),
      spells: [MAGIC_MISSILE],
    };
    const g = given(fight("blade", [f, orc("o", 1, 0)]), [20, 1]);
    expect(decide(g, "f")).toEqual({ kind: "FullAttack", target: "o" });
  });

  it("given two orcs, one asleep, when a wizard who knows sleep chooses, then it casts sleep at the one awake (SRD Sleep; seed 000 无助的防御者)", () => {
    const g = given(
      fight("sleep", [wizard("w", 0, 0, [SLEEP]), orc("o1", 4, 0), orc("o2", 4, 3)]),
      [20, 1, 1],
    );
    g.gm({ kind: "AddCondition", target: "o1", condition: "asleep", reason: "a sleep spell" });
    const d = decide(g, "w");
    expect(d).toEqual({ kind: "Cast", spell: "sleep", target: "o2" });
    expect(whyOf(d)).toMatch(/^o2 not asleep, 50% to fail its Will save/);
  });

  it("given an orc asleep beside a fighter and none awake in reach, when the fighter chooses, then it gives the sleeper a coup de grace (seed 000 无助的防御者 致命一击)", () => {
    const f = fighter("f", "party", 0, 0, weapon("longsword"));
    const g = given(fight("cdg", [f, orc("o1", 1, 0), orc("o2", 9, 9)]), [20, 1, 1]);
    g.gm({ kind: "AddCondition", target: "o1", condition: "asleep", reason: "a sleep spell" });
    const d = decide(g, "f");
    expect(d).toEqual({ kind: "CoupDeGrace", target: "o1", weapon: "longsword" });
    expect(whyOf(d)).toBe("o1 helpless (asleep), no foe awake in reach");
  });
});

describe("casting with a foe beside it (seed 000 施法Cast a Spell 借机攻击, 防御式施法, 五尺快步)", () => {
  it("given an orc that has acted beside a wizard, when the wizard chooses, then it first takes a 5-foot step out of the orc's reach, and then casts as it would at range (seed 000 五尺快步, 借机攻击)", () => {
    const g = given(fight("step", [wizard("w", 5, 5), orc("o", 6, 5)]), [1, 20]);
    g.act({ kind: "EndTurn" });
    const step = decide(g, "w");
    expect(step.kind).toBe("FiveFootStep");
    expect(whyOf(step)).toBe("out of o's reach to cast magic missile");
    g.act(step);
    expect(decide(g, "w")).toEqual({ kind: "Cast", spell: "magicMissile", target: "o" });
  });

  it("given a wizard in a corner between two orcs that have acted, when it chooses, then it casts on the defensive, which keeps the spell more often than their attacks of opportunity would (seed 000 防御式施法Casting on the Defensive, 专注Concentration)", () => {
    const g = given(
      fight("corner", [wizard("w", 0, 0), orc("o1", 1, 0), orc("o2", 0, 1)]),
      [1, 20, 19],
    );
    g.act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    const d = decide(g, "w");
    expect(d).toMatchObject({ kind: "Cast", spell: "magicMissile", defensively: true });
    expect(whyOf(d)).toMatch(/; on the defensive, keeps it 55% against 12% provoking$/);
  });
});
