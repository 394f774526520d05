import { describe, expect, it } from "vitest";
import { fighter, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// Fighter "a" (longsword 1d8+3, 19–20/×2) acts first against "b", adjacent and immune to
// critical hits (a skeleton, say: SRD undead); "c" keeps b's side in the fight.
const fight = () =>
  header(
    [
      fighter("a", "party", 0, 0, weapon("longsword")),
      { ...fighter("b", "foes", 1, 0, weapon("longsword")), immuneToCriticals: true },
      fighter("c", "foes", 10, 10, weapon("longsword")),
    ],
    "critical-immunity",
  );
const INIT = [20, 1, 5];

describe("immunity to critical hits (SRD, dnd35.criticalImmunity)", () => {
  it("a natural 20 against a creature immune to critical hits hits, but is no critical: no confirmation, damage rolled once (dnd35 攻击Attack)", () => {
    const r = given(fight(), [...INIT, 20, 5]).when({ kind: "Attack", target: "b" });
    const [attack] = r.facts("AttackResolved");
    expect(attack).toMatchObject({
      natural: 20,
      hit: true,
      threat: true,
      critical: false,
      rule: "dnd35.criticalImmunity",
    });
    expect(attack?.confirmNatural).toBeUndefined();
    expect(r.facts("DamageDealt")[0]?.amount).toBe(8);
    expect(r.facts("DamageDealt")[0]?.breakdown.map((t) => t.label)).toEqual(["1d8", "Str 16"]);
  });

  it("a creature immune to critical hits cannot be dealt a coup de grace (dnd35 无助的防御者 致命一击)", () => {
    const g = given(fight(), INIT);
    g.gm({ kind: "AddCondition", target: "b", condition: "helpless", reason: "hold person" });
    const v = g.when({ kind: "CoupDeGrace", target: "b" }).rejects("immuneToCriticals");
    expect(v.rule).toBe("dnd35.coupDeGrace");
  });

  it("the roster flag must be true or false (dnd35 战斗流程)", () => {
    const h = fight();
    const bad = { ...h, roster: [h.roster[0]!, { ...h.roster[1]!, immuneToCriticals: "yes" }] };
    expect(() => given(bad as never)).toThrow("immuneToCriticals");
  });
});
