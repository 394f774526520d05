import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { corrupt, corruptionKinds } from "../testing/corruptions.ts";
import { lawFight, type PlayedFight } from "../testing/fights.ts";
import type { Finding } from "./finding.ts";
import { verify } from "./verify.ts";

const fights: PlayedFight[] = Array.from({ length: 24 }, (_, i) => lawFight(i));

const ruleOf = (f: Finding) => ("rule" in f && f.rule !== undefined ? f.rule.rule : undefined);
const seqOf = (f: Finding) => ("seq" in f ? f.seq : undefined);

// Kinds whose one edit the audit must report exactly once.
const exactlyOnce = new Set(["flippedHit", "wrongDamage", "outOfTurn"]);
// A forged die also shows in the facts it fed, but only within its own input (up to the seq
// where the rules would have gone on differently from the log). A wrong initiative order is not
// bounded: the audit adopts the recorded (wrong) order, and every later turn that follows the
// true order contradicts it.
const withinInput = new Set(["forgedDie"]);

const nextDeclared = (fight: PlayedFight, seq: number) =>
  fight.log.find((e) => e.seq > seq && e.type === "Declared")?.seq ?? fight.log.length;

describe("corruption suite: re-sealed logs, found only by re-derivation", () => {
  it("an untouched copy gives no finding", () => {
    for (const f of fights) expect(verify(f.text).findings).toEqual([]);
  });

  for (const kind of corruptionKinds) {
    it(`${kind}: 100 logs corrupted at random places, each found at its seq with its rule`, () => {
      fc.assert(
        fc.property(fc.nat(fights.length - 1), fc.nat(), (i, pick) => {
          const fight = fights[i]!;
          const c = corrupt(fight.log, kind, pick);
          if (c === undefined) throw new Error(`fight ${i} has no place for ${kind}`);
          expect(c.text).not.toBe(fight.text);
          const { findings } = verify(c.text);
          const hit = findings.find(
            (f) => seqOf(f) === c.seq && f.kind === c.expect.finding && ruleOf(f) === c.expect.rule,
          );
          expect(
            hit,
            JSON.stringify({ corruption: { ...c, text: undefined }, findings }),
          ).toBeDefined();
          // Nothing is reported before the corruption: the log is trusted up to there.
          for (const f of findings) expect(seqOf(f)).toBeGreaterThanOrEqual(c.seq);
          if (exactlyOnce.has(kind)) expect(findings).toHaveLength(1);
          if (withinInput.has(kind)) {
            const bound = nextDeclared(fight, c.seq);
            for (const f of findings) expect(seqOf(f)).toBeLessThanOrEqual(bound);
          }
        }),
        { numRuns: 100 },
      );
    });
  }

  it("a forged die is the first finding, a die check against its seed", () => {
    fc.assert(
      fc.property(fc.nat(fights.length - 1), fc.nat(), (i, pick) => {
        const c = corrupt(fights[i]!.log, "forgedDie", pick)!;
        expect(verify(c.text).findings[0]).toMatchObject({
          kind: "die",
          seq: c.seq,
          check: "seed",
        });
      }),
      { numRuns: 30 },
    );
  });
});
