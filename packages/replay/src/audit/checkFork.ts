import { type FightEvent, foldMut } from "@d20/core";
import type {
  DiceRolledData,
  DiceSource,
  ForkHeaderData,
  HeaderData,
  UnsealedEvent,
} from "@d20/events";
import { branchDice } from "../branch/branchDice.ts";
import type { DieProblem } from "./checkDie.ts";
import { checkHeader, type HeaderCheck } from "./checkHeader.ts";
import { type ParentSource, resolveParent } from "./parentLineage.ts";

/** What a branch's fork header gives an audit: the state at the fork, and its dice. */
export interface ForkCheck extends HeaderCheck {
  /** The dice a branch rolls where its log lacks one: forced by the edits, else seeded. */
  readonly dice?: DiceSource;
}

/**
 * Checks a branch's first event, its `ForkHeader`, against its parent: the parent must be had
 * (else one finding naming it), `at` must be one of its seqs, and `parentHash` the hash of its
 * event at `at`. The root header is checked as any header is; the state to re-derive from is
 * the parent's at `at` (its events folded up to there).
 */
export function checkFork(fork: UnsealedEvent, source: ParentSource | undefined): ForkCheck {
  const data = fork.data as ForkHeaderData;
  const at = fork.seq;
  const parent = resolveParent(String(data.parent), source);
  if (!parent.ok) return { findings: [{ kind: "header", seq: at, reason: parent.reason }] };
  const { lineage } = parent;
  if (!Number.isSafeInteger(at) || at < 0 || at > lineage.events.length) {
    const reason = `the fork is at seq ${at}, beyond "${lineage.stream}" (0..${lineage.events.length})`;
    return { findings: [{ kind: "header", seq: at, reason }] };
  }
  const findings: HeaderCheck["findings"] = [];
  if (data.parentHash !== lineage.hashes[at]) {
    const reason = `parentHash ${String(data.parentHash)} is not the hash of "${lineage.stream}" at seq ${at} (${lineage.hashes[at]})`;
    findings.push({ kind: "header", seq: at, reason });
  }
  const root = checkHeader({ seq: 0, type: "Header", v: 1, data: lineage.header as HeaderData });
  findings.push(...root.findings);
  // A branch's dice are accounted for by its edits and its parent (`forcedDieProblem`).
  const { checkForced: _root, undeclared: _v1, ...rooted } = root;
  if (rooted.state === undefined || rooted.ruleset === undefined) return { ...rooted, findings };
  let state = rooted.state;
  try {
    state = foldMut(state, lineage.events.slice(0, at));
  } catch (e) {
    const reason = `the parent "${lineage.stream}" cannot be folded up to seq ${at}: ${(e as Error).message}`;
    return { findings: [...findings, { kind: "header", seq: at, reason }] };
  }
  const forced = forcedFaces(data.edits);
  // A branch under a seed of its own keeps none of the parent's unseeded dice (see
  // `continueFork`); under the parent's seed it keeps those of them it asks for again.
  const parentSeed = lineage.seed;
  const seed = typeof data.seed === "string" ? data.seed : parentSeed;
  const after = seed === parentSeed ? lineage.events.slice(at) : [];
  const kept = unseeded(after);
  return {
    ...rooted,
    ...(rooted.seed === undefined ? {} : { seed }),
    findings,
    state,
    dice: branchDice(seed, forced, seed === parentSeed ? after : undefined),
    checkForced: (die) => forcedDieProblem(die, forced, kept),
  };
}

/**
 * What is wrong with a die of a branch against its edits: a die an edit forces must carry the
 * forced faces; a die not seeded must be one an edit forces or one the parent rolled that way
 * (the branch keeps it, see `branchDice`), with its faces.
 */
export function forcedDieProblem(
  die: DiceRolledData,
  forced: Readonly<Record<string, readonly number[]>>,
  kept: ReadonlyMap<string, DiceRolledData>,
): DieProblem | undefined {
  const want = forced[die.key] ?? (die.origin === "seeded" ? undefined : kept.get(die.key)?.faces);
  if (want === undefined)
    return die.origin === "seeded"
      ? undefined
      : { check: "forced", expected: "a seeded die: no edit forces it", recorded: die.origin };
  const same = want.length === die.faces.length && want.every((f, i) => f === die.faces[i]);
  return same && die.origin !== "seeded"
    ? undefined
    : { check: "forced", expected: want, recorded: die.faces };
}

function forcedFaces(edits: ForkHeaderData["edits"]): Record<string, readonly number[]> {
  const out: Record<string, readonly number[]> = {};
  for (const e of Array.isArray(edits) ? edits : [])
    if (e.kind === "forceDie") out[e.key] = e.faces;
  return out;
}

function unseeded(events: readonly FightEvent[]): Map<string, DiceRolledData> {
  const out = new Map<string, DiceRolledData>();
  for (const e of events)
    if (e.type === "DiceRolled" && e.data.origin !== "seeded") out.set(e.data.key, e.data);
  return out;
}
