import { describe, expect, it } from "vitest";
import { lawFight } from "../testing/dnd35/fights.ts";
import { Replay } from "./replay.ts";

const fight = lawFight(4);

describe("stepper", () => {
  it("next walks the whole log one event at a time, each state the seek's state", () => {
    const replay = new Replay(fight, { every: 20 });
    const s = replay.stepper();
    let steps = 0;
    while (s.next()) {
      steps++;
      expect(s.event?.seq).toBe(s.seq);
      expect(s.state).toEqual(replay.stateAt(s.seq));
    }
    expect(steps).toBe(fight.events.length);
    expect(s.next()).toBe(false);
  });

  it("previous walks back to seq 0 with the same states next walked through", () => {
    const replay = new Replay(fight, { every: 20 });
    const forward = replay.stepper();
    const states = [structuredClone(forward.state)];
    while (forward.next()) states.push(structuredClone(forward.state));
    const back = replay.stepper(replay.lastSeq);
    for (let seq = replay.lastSeq; seq > 0; seq--) {
      expect(back.state).toEqual(states[seq]);
      expect(back.previous()).toBe(true);
    }
    expect(back.seq).toBe(0);
    expect(back.state).toEqual(states[0]);
    expect(back.previous()).toBe(false);
  });

  it("next then previous, and previous then next, come back to the same state", () => {
    const replay = new Replay(fight, { every: 7 });
    for (const seq of [1, 13, 50, replay.lastSeq - 1]) {
      const s = replay.stepper(seq);
      const here = structuredClone(s.state);
      s.next();
      s.previous();
      expect(s.state).toEqual(here);
      s.previous();
      s.next();
      expect(s.state).toEqual(here);
    }
  });

  it("goes to a round, a turn, or an event, in either direction", () => {
    const replay = new Replay(fight);
    const s = replay.stepper();
    const last = replay.rounds[replay.rounds.length - 1]!;
    expect(s.toRound(last.round).round).toBe(last.round);
    const first = replay.rounds[0]!;
    expect(s.toRound(first.round, "end")).toEqual(replay.stateAt(first.end));
    const turn = replay.turns[3]!;
    expect(s.toTurn(turn.round, turn.actor).turn?.actor).toBe(turn.actor);
    expect(s.seq).toBe(turn.start);
    expect(s.toEvent(5)).toEqual(replay.stateAt(5));
    expect(s.toEvent(replay.lastSeq)).toEqual(replay.stateAt(replay.lastSeq));
  });
});
