import { fightState, foldMut } from "@d20/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lawFight, type PlayedFight } from "../testing/dnd35/fights.ts";
import { openReplay, Replay } from "./replay.ts";

const fights: PlayedFight[] = Array.from({ length: 12 }, (_, i) => lawFight(i));
const prefixFold = (f: PlayedFight, seq: number) =>
  foldMut(fightState(f.header), f.events.slice(0, seq));

describe("seek", () => {
  it("stateAt(seq) equals the fold of the log's prefix up to seq, for any snapshot interval", () => {
    fc.assert(
      fc.property(
        fc.nat(fights.length - 1),
        fc.integer({ min: 1, max: 300 }),
        fc.boolean(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        (i, every, roundStarts, picks) => {
          const f = fights[i]!;
          const replay = new Replay(f, { every, roundStarts });
          for (const pick of picks) {
            const seq = pick % (f.events.length + 1);
            expect(replay.stateAt(seq)).toEqual(prefixFold(f, seq));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("fold(all) equals fold(snapshot) + fold(rest) at every split point of three fights", () => {
    for (const f of fights.slice(0, 3)) {
      const whole = prefixFold(f, f.events.length);
      for (let split = 0; split <= f.events.length; split++) {
        const rest = foldMut(prefixFold(f, split), f.events.slice(split));
        expect(rest).toEqual(whole);
      }
    }
  });

  it("a seek returns a private copy: mutating it changes no later seek", () => {
    const f = fights[0]!;
    const replay = new Replay(f, { every: 16 });
    const s = replay.stateAt(40);
    s.round = 999;
    s.combatants[s.roster[0]!]!.vitals = { ...s.combatants[s.roster[0]!]!.vitals, hp: -50 };
    expect(replay.stateAt(40)).toEqual(prefixFold(f, 40));
  });

  it("a round starts at its RoundStarted and ends just before the next; a turn at its TurnStarted and TurnEnded", () => {
    for (const f of fights) {
      const replay = openReplay(f.text, { every: 50 });
      expect(replay.rounds.length).toBeGreaterThan(0);
      for (const r of replay.rounds) {
        const start = replay.stateAtRound(r.round, "start");
        expect(start.round).toBe(r.round);
        expect(f.events[r.start - 1]!.type).toBe("RoundStarted");
        expect(replay.stateAtRound(r.round, "end")).toEqual(prefixFold(f, r.end));
      }
      for (const t of replay.turns) {
        expect(replay.stateAtTurn(t.round, t.actor, "start").turn?.actor).toBe(t.actor);
        const end = f.events[t.end - 1]!;
        expect(["TurnEnded", "FightEnded"]).toContain(end.type);
        expect(replay.stateAtTurn(t.round, t.actor, "end").turn).toBeUndefined();
      }
    }
  });

  it("keeps a snapshot at each round start and every K events", () => {
    const f = fights[1]!;
    const replay = new Replay(f, { every: 25 });
    const everyK = Math.ceil(f.events.length / 25);
    expect(replay.snapshotCount).toBeGreaterThanOrEqual(everyK + 1);
    expect(replay.snapshotCount).toBeLessThanOrEqual(everyK + 1 + replay.rounds.length);
  });

  it("refuses a seq outside the log, a round or a turn it does not hold", () => {
    const replay = new Replay(fights[0]!);
    expect(() => replay.stateAt(-1)).toThrow(RangeError);
    expect(() => replay.stateAt(replay.lastSeq + 1)).toThrow(RangeError);
    expect(() => replay.stateAtRound(999, "start")).toThrow(/no round 999/);
    expect(() => replay.stateAtTurn(1, "nobody", "start")).toThrow(/no turn of nobody/);
  });
});
