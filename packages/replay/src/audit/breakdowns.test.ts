import {
  dnd35,
  type FightEvent,
  msg,
  type RuleEntry,
  type Ruleset,
  type ThreeXEvent,
} from "@d20/core";
import { describe, expect, it } from "vitest";
import { lawFight } from "../testing/dnd35/fights.ts";
import { breakdownsOf } from "./breakdowns.ts";

const fight = lawFight(1);
const attack = (fight.events as readonly ThreeXEvent[]).find(
  (e) => e.type === "AttackResolved",
) as Extract<ThreeXEvent, { type: "AttackResolved" }>;

// A second edition's ruleset in miniature: dnd35's rules under another id, whose audit words
// cite its own attack-roll rule for the natural die (the shared code names no edition's rule).
const OWN_RULE = "other.attackRoll";
const other: Ruleset = {
  ...dnd35,
  id: "other",
  rules: {
    ...dnd35.rules,
    [OWN_RULE]: {
      source: dnd35.rules["dnd35.attackRoll"]!.source,
      summary: "other's roll",
    } satisfies RuleEntry,
  },
  audit: {
    ...dnd35.audit!,
    breakdowns: (fact) => {
      const e = fact as ThreeXEvent;
      return e.type === "AttackResolved"
        ? [
            {
              name: msg("other:roll"),
              total: e.data.total,
              terms: [{ label: "d20 (natural)", value: e.data.natural, rule: OWN_RULE }],
            },
          ]
        : undefined;
    },
  },
};

describe("the audit's breakdowns are the ruleset's", () => {
  it("given a dnd35 attack, when explained, then the natural d20 cites dnd35's own attack-roll rule (dnd35 攻击检定ATTACK ROLL)", () => {
    const [roll] = breakdownsOf(attack as unknown as FightEvent, dnd35);
    expect(roll?.name).toBe("attack roll");
    const natural = roll?.terms[0];
    expect(natural).toMatchObject({ label: "d20 (natural)", rule: "dnd35.attackRoll" });
    expect(natural?.citation?.source).toMatchObject({ heading: "攻击检定ATTACK ROLL" });
  });

  it("given another ruleset's attack, when explained, then its natural d20 cites that ruleset's rule, not dnd35.attackRoll (dnd35 攻击检定ATTACK ROLL)", () => {
    const [roll] = breakdownsOf(attack as unknown as FightEvent, other);
    expect(roll?.terms.map((t) => t.rule)).toEqual([OWN_RULE]);
    expect(roll?.terms[0]?.citation?.summary).toBe("other's roll");
    // A name its catalogue lacks is told plainly (its id), never a throw.
    expect(roll?.name).toBe("other:roll");
  });

  it("given an event the ruleset does not explain, when explained, then every list of terms in its data shows under its field name (dnd35 伤害DAMAGE)", () => {
    const mystery = {
      seq: 3,
      type: "MysteryHappened",
      v: 1,
      data: { push: [{ label: "Str 16", value: 3, rule: "dnd35.damage" }], note: "x" },
    } as unknown as FightEvent;
    expect(breakdownsOf(mystery, dnd35)).toEqual([
      {
        name: "push",
        total: 3,
        terms: [
          {
            label: "Str 16",
            value: 3,
            rule: "dnd35.damage",
            citation: dnd35.rules["dnd35.damage"],
          },
        ],
      },
    ]);
    expect(breakdownsOf(mystery, undefined)[0]?.terms[0]).not.toHaveProperty("citation");
  });
});
