import type { CombatState, FightEvent } from "@d20/core";
import type { ForkEdit, ForkHeaderData, UnsealedEvent } from "@d20/events";
import { codecCatalogue, serializeLog } from "@d20/events";
import type { Continuation, ContinuationReport } from "./continuation.ts";
import { type ContinueOptions, continueFork } from "./continueFork.ts";
import { forkPoint } from "./forkPoint.ts";
import { branchLineage, type Lineage } from "./lineage.ts";

const FORK_HEADER_V = codecCatalogue.get("ForkHeader")!.current;

/** What to fork: where, with which edits, and how to go on. */
export interface ForkRequest extends ContinueOptions {
  readonly at: number;
  readonly edits?: readonly ForkEdit[];
  readonly continuation: Continuation;
}

/** A branch played in memory: its fork header, its own events, the end state and the report. */
export interface Branch {
  readonly fork: UnsealedEvent<"ForkHeader", ForkHeaderData>;
  /** The branch's events after its fork header (seq `at` + 1, …). */
  readonly events: readonly FightEvent[];
  readonly state: CombatState;
  readonly report: ContinuationReport;
}

/**
 * Forks `parent` at seq `at` with `edits` and plays the branch on as `continuation` says. Pure:
 * the parent is only read. Throws `ForkError` on a bad `at` or edit, or on an edit the rules
 * refuse where the branch plays it (unless `lenient`).
 */
export function fork(parent: Lineage, request: ForkRequest): Branch {
  const edits = request.edits ?? [];
  const point = forkPoint(parent, request.at, edits);
  const options = {
    ...(request.seed === undefined ? {} : { seed: request.seed }),
    ...(request.lenient === undefined ? {} : { lenient: request.lenient }),
  };
  const { events, state, report } = continueFork(point, request.continuation, options);
  const own = request.seed !== undefined && request.seed !== parent.seed;
  const data: ForkHeaderData = {
    parent: parent.stream,
    at: request.at,
    parentHash: parent.hashes[request.at]!,
    edits,
    // A seed of its own goes in the header: an audit regenerates the branch's dice from it.
    ...(own ? { seed: request.seed } : {}),
  };
  return {
    fork: { seq: request.at, type: "ForkHeader", v: FORK_HEADER_V, data },
    events,
    state,
    report,
  };
}

/** A branch as a stream: its fork header, then its events (what `serializeLog` writes). */
export function branchLog(branch: Branch): UnsealedEvent[] {
  return [branch.fork, ...branch.events];
}

/** The lineage of an in-memory branch named `stream` of `parent`, to fork it in turn. */
export function lineageOf(stream: string, parent: Lineage, branch: Branch): Lineage {
  return branchLineage(stream, parent, serializeLog(branchLog(branch)).events);
}
