import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Vitals } from "../../3x/state/index.ts";
import {
  applyStabilizeRoll,
  DEAD_AT_HP,
  heal,
  isInjuryViolation,
  needsStabilizeRoll,
} from "./index.ts";
import { arbOp, arbVitals, runOp, vitalsAfter } from "./vitals.arbitrary.ts";

const params = { verbose: true } as const;

/** d% rolls, with the 10/11 boundary of the stabilize chance drawn often. */
const anyD100 = fc.oneof(fc.constantFrom(1, 10, 11, 100), fc.integer({ min: 1, max: 100 }));

/** The injury track's invariants (seed 生命值HIT POINTS, 受伤和死亡). */
function expectWellFormed(v: Vitals): void {
  expect(v.hp).toBeLessThanOrEqual(v.maxHp);
  expect(v.tempHp).toBeGreaterThanOrEqual(0);
  expect(v.nonlethal).toBeGreaterThanOrEqual(0);
  if (v.state === "ok") expect(v.hp).toBeGreaterThan(0);
  if (v.state === "disabled") expect(v.hp).toBe(0);
  if (v.state === "dying" || v.state === "stable") {
    expect(v.hp).toBeLessThan(0);
    expect(v.hp).toBeGreaterThan(DEAD_AT_HP);
  }
  if (v.hp <= DEAD_AT_HP) expect(v.state).toBe("dead");
}

describe("injury laws (受伤和死亡 INJURY AND DEATH)", () => {
  it("hp never exceed max hp, temporary hp kept apart, whatever happens (治疗HEALING)", () => {
    const script = fc.array(fc.record({ op: arbOp, nextRound: fc.boolean() }), { maxLength: 40 });
    fc.assert(
      fc.property(arbVitals(), script, (start, steps) => {
        let v = start;
        let round = 6;
        for (const { op, nextRound } of steps) {
          if (nextRound) round += 1;
          v = vitalsAfter(v, runOp(v, op, round));
          expectWellFormed(v);
        }
      }),
      params,
    );
  });

  it("a stabilize roll loses at most 1 hp, and only when it fails (稳定角色伤势和恢复)", () => {
    const round = fc.integer({ min: 6, max: 20 });
    fc.assert(
      fc.property(arbVitals(["dying"]), anyD100, round, (v, d100, r) => {
        expect(needsStabilizeRoll(v, r)).toBe(true);
        const after = vitalsAfter(v, applyStabilizeRoll(v, d100, r));
        expect(after.hp).toBe(d100 <= 10 ? v.hp : v.hp - 1);
        expect(after.state).toBe(d100 <= 10 ? "stable" : v.hp - 1 <= DEAD_AT_HP ? "dead" : "dying");
        expect(after.lastStabilizeRound).toBe(r);
        expect(needsStabilizeRoll(after, r)).toBe(false);
      }),
      params,
    );
  });

  it("a roll that is not due changes nothing (one roll a round, from the round after the fall)", () => {
    fc.assert(
      fc.property(
        arbVitals(),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 5 }),
        (v, d100, r) => {
          fc.pre(!needsStabilizeRoll(v, r));
          expect(isInjuryViolation(applyStabilizeRoll(v, d100, r))).toBe(true);
        },
      ),
      params,
    );
  });

  it("dead is absorbing: only healing answers, with a violation (死亡DEAD)", () => {
    fc.assert(
      fc.property(arbVitals(["dead"]), arbOp, fc.integer({ min: 0, max: 20 }), (v, op, round) => {
        const r = runOp(v, op, round);
        if (isInjuryViolation(r)) {
          expect(["heal", "healNonlethal", "grantTempHp", "stabilize"]).toContain(op.op);
          expect(r.kind).toBe(op.op === "stabilize" ? "noStabilizeRoll" : "dead");
        } else {
          expect(r.vitals).toBe(v);
          expect(r.notes).toEqual([]);
        }
      }),
      params,
    );
  });

  it("healing never lowers hp and heals nonlethal by the same amount (治疗HEALING, 非致命伤)", () => {
    const alive = arbVitals(["ok", "disabled", "dying", "stable"]);
    fc.assert(
      fc.property(alive, fc.integer({ min: 0, max: 300 }), (v, amount) => {
        const after = vitalsAfter(v, heal(v, amount));
        expect(after.hp).toBe(Math.min(v.maxHp, v.hp + amount));
        expect(after.nonlethal).toBe(Math.max(0, v.nonlethal - amount));
        expect(after.tempHp).toBe(v.tempHp);
      }),
      params,
    );
  });
});
