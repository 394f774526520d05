import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CorruptionKind, corrupt, corruptionKinds } from "../testing/dnd35/corruptions.ts";
import { interruptFight, lawFight, type PlayedFight } from "../testing/dnd35/fights.ts";
import type { Finding } from "./finding.ts";
import { verify } from "./verify.ts";

// The engine's law fights, and random fights with interrupts (AoOs, delays, readied actions).
const fights: PlayedFight[] = [
  ...Array.from({ length: 16 }, (_, i) => lawFight(i)),
  ...Array.from({ length: 24 }, (_, i) => interruptFight(i)),
];

const ruleOf = (f: Finding) => ("rule" in f && f.rule !== undefined ? f.rule.rule : undefined);
const seqOf = (f: Finding) => ("seq" in f ? f.seq : undefined);

// Kinds whose one edit the audit must report exactly once.
const exactlyOnce = new Set(["flippedHit", "wrongDamage", "outOfTurn"]);
// A forged die also shows in the facts it fed, but only within its own input (up to the seq
// where the rules would have gone on differently from the log). A wrong initiative order is not
// bounded: the audit adopts the recorded (wrong) order, and every later turn that follows the
// true order contradicts it.
const withinInput = new Set(["forgedDie"]);

// The fights with a place for `kind`. A second AoO needs a round with two opportunity windows,
// the second not asking the creature that took the first since its own turn began (when the
// allowance refreshes): rare in random play (about one fight in 40), so more interrupt fights are
// played until three have one.
function placesFor(kind: CorruptionKind): PlayedFight[] {
  const some = fights.filter((f) => corrupt(f.log, kind, 0) !== undefined);
  for (let i = 16; some.length < 3 && i < 200; i++) {
    const f = interruptFight(i);
    if (corrupt(f.log, kind, 0) !== undefined) some.push(f);
  }
  return some;
}

/** True when `seq` lies between a `WindowOpened` and its `WindowClosed` in the fight's log. */
function insideWindow(fight: PlayedFight, seq: number): boolean {
  let open = 0;
  for (const e of fight.log) {
    if (e.seq >= seq) break;
    if (e.type === "WindowOpened") open++;
    if (e.type === "WindowClosed") open--;
  }
  return open > 0;
}

const nextDeclared = (fight: PlayedFight, seq: number) =>
  fight.log.find((e) => e.seq > seq && e.type === "Declared")?.seq ?? fight.log.length;

describe("corruption suite: re-sealed logs, found only by re-derivation", () => {
  it("an untouched copy gives no finding", () => {
    for (const f of fights) expect(verify(f.text).findings).toEqual([]);
  });

  it("the fights hold windows: AoOs taken and declined, delays, readied actions", () => {
    const types = new Set(fights.flatMap((f) => f.events.map((e) => e.type)));
    for (const t of ["AttackOfOpportunity", "OpportunityDeclined", "Delayed", "ReadiedActionFired"])
      expect(types, t).toContain(t);
  });

  for (const kind of corruptionKinds) {
    const some = placesFor(kind);
    it(`${kind}: 100 logs corrupted at random places, each found at its seq with its rule`, () => {
      expect(some.length).toBeGreaterThan(1);
      fc.assert(
        fc.property(fc.nat(some.length - 1), fc.nat(), (i, pick) => {
          const fight = some[i]!;
          const c = corrupt(fight.log, kind, pick)!;
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
          // Inside an interrupt window the audit cannot always keep the window open after it
          // adopts the log's (corrupted) version, so a later answer in that window may be
          // reported too (a known limit, in the closing note); outside windows: exactly once.
          if (exactlyOnce.has(kind) && !insideWindow(fight, c.seq))
            expect(findings).toHaveLength(1);
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

  it("a second AoO is the first finding: an answer not asked for, with the AoOs already made (dnd35 借机攻击)", () => {
    const some = placesFor("secondAoO");
    fc.assert(
      fc.property(fc.nat(some.length - 1), fc.nat(), (i, pick) => {
        const c = corrupt(some[i]!.log, "secondAoO", pick)!;
        const first = verify(c.text).findings[0];
        expect(first).toMatchObject({ kind: "violation", seq: c.seq, code: "notAsked" });
        expect(first).toHaveProperty(
          "message",
          expect.stringMatching(/window opened at seq \d+ asks .*has made 1 attack/),
        );
      }),
      { numRuns: 20 },
    );
  });

  it("a delay by a creature down is found where its turn was skipped (dnd35 延迟DELAY)", () => {
    const some = placesFor("delayByDying");
    fc.assert(
      fc.property(fc.nat(some.length - 1), fc.nat(), (i, pick) => {
        const c = corrupt(some[i]!.log, "delayByDying", pick)!;
        expect(verify(c.text).findings[0]).toMatchObject({
          kind: "fact",
          seq: c.seq,
          type: "Delayed",
          path: "",
          expected: { type: "TurnSkipped" },
        });
      }),
      { numRuns: 20 },
    );
  });
});
