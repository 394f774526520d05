import { type FightEvent, fightState, foldMut, registry } from "@d20/core";
import type { Law, LawFight, RerunLaw } from "@d20/core/testing";
import { parseLog, serializeLog } from "@d20/events";
import { expect } from "vitest";
import { verify } from "../audit/verify.ts";
import { branchLog, fork } from "../branch/fork.ts";
import { rootLineage } from "../branch/lineage.ts";
import { Replay } from "../seek/replay.ts";
import { played } from "./played.ts";

// The edition-neutral laws that need replay (core's law suite cannot import it), handed to
// core's runner as extra laws: `lawSuite(subject, replayLaws)` runs them on any ruleset's fights.

const textOf = ({ header, run }: LawFight) => played(header, run.events).text;
const lines = (text: string) => text.split("\n").filter((l) => l !== "");

/** `verify` finds nothing in a log the engine produced (DESIGN: Tests). */
export const verifyFindsNothing: RerunLaw = {
  id: "verifyFindsNothing",
  says: "verify finds nothing in a log the engine produced",
  kind: "replay",
  check(fight) {
    const report = verify(textOf(fight));
    expect(report.findings).toEqual([]);
    expect(report.events).toBe(fight.run.events.length + 1);
  },
};

/** A seek to any seq gives the fold of the log's prefix, whatever the snapshots (DESIGN: Seek). */
export const seekEqualsFold: RerunLaw = {
  id: "seekEqualsFold",
  says: "the replay's state at a seq equals the fold of the log up to it",
  kind: "cut",
  check({ header, run }, { at }) {
    const events: readonly FightEvent[] = run.events;
    const seq = Math.min(at, events.length);
    const replay = new Replay({ header, events }, { every: 16 });
    expect(replay.stateAt(seq)).toEqual(foldMut(fightState(header), events.slice(0, seq)));
  },
};

/**
 * A fork with no edits, continued with the recorded declarations, repeats its parent's lines
 * after the fork point byte for byte (DESIGN: Fork).
 */
export const forkReproduces: RerunLaw = {
  id: "forkReproduces",
  says: "a fork with no edits reproduces its parent after the fork point",
  kind: "cut",
  check(fight, { at }) {
    const text = textOf(fight);
    const seq = Math.min(at, fight.run.events.length);
    const branch = fork(
      rootLineage("parent", parseLog(text, { catalogue: registry.catalogue }).events),
      {
        at: seq,
        continuation: { mode: "recorded" },
      },
    );
    expect(branch.report.stop).toBe("ended");
    expect(lines(serializeLog(branchLog(branch)).text).slice(1)).toEqual(
      lines(text).slice(seq + 1),
    );
  },
};

/** Replay's laws, for any ruleset: verify finds nothing, seek equals fold, a bare fork repeats. */
export const replayLaws: readonly Law[] = [verifyFindsNothing, seekEqualsFold, forkReproduces];
