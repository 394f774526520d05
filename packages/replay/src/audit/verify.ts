import type { FightEvent, Language } from "@d20/core";
import type { LogInput } from "../log/fightLog.ts";
import { checkDice } from "./checkDice.ts";
import { checkFork, type ForkCheck } from "./checkFork.ts";
import { checkHeader } from "./checkHeader.ts";
import { incomplete, unvouchedDice } from "./completeness.ts";
import type { Finding, GmDecision, VerifyReport } from "./finding.ts";
import type { ParentSource } from "./parentLineage.ts";
import { readLog } from "./readLog.ts";
import { rederive } from "./rederive.ts";
import { checkSignature, type LogSignature } from "./sign.ts";

/** Options of `verify`. */
export interface VerifyOptions {
  /** The file name to put in a log finding's message. */
  readonly file?: string;
  /** Check the log's last hash against this signature. */
  readonly signature?: LogSignature;
  /**
   * A branch's parent (its log starts with a `ForkHeader`): its lineage, or a lookup of a
   * stream's log by name, asked for each ancestor of a branch of a branch.
   */
  readonly parent?: ParentSource;
  /** The language of the findings' words (the rules' refusals, the events described): English by default. */
  readonly lang?: Language;
}

/**
 * Audits a fight's log (DESIGN: Audit). Checks the chain and schema (a damaged log is one `log`
 * finding, and nothing more can be trusted), the header (ruleset known; another version of it is
 * a "ruleset changed" finding), every die (shape, range, and the faces its seed gives), then
 * re-derives every input from the recorded declarations and dice and compares the events;
 * after each finding it adopts the recorded outcome and goes on. With a signature it checks the
 * log's seal (its last hash; a branch's folds in its ForkHeader, `logSeal`), which tells a re-sealed forgery from the original. GM declarations are listed as
 * decisions with their reasons, not as findings.
 *
 * A branch (a log that starts with a `ForkHeader`) is verified against its parent, given in
 * `options.parent`: its `parentHash` must be the parent's hash at the fork, and its events are
 * re-derived from the parent's state there with the branch's own declarations and dice — dice
 * forced where the fork's edits force them (or kept from the parent), seeded elsewhere. The
 * findings name the branch's seqs. Without the parent, one finding at the fork says so, naming it.
 */
export function verify(log: LogInput, options: VerifyOptions = {}): VerifyReport {
  const read = readLog(log, options.file);
  if (!read.ok)
    return { findings: [read.finding], gmDecisions: [], events: 0, ended: false, unvouched: [] };
  const { events } = read;
  const head = {
    ...(read.head === undefined ? {} : { head: read.head }),
    ...(read.seal === undefined ? {} : { seal: read.seal }),
  };
  const findings: Finding[] = [];
  let gmDecisions: GmDecision[] = [];

  const first = events[0];
  const header: ForkCheck =
    first?.type === "ForkHeader"
      ? checkFork(first, options.parent)
      : checkHeader(first, options.lang);
  findings.push(...header.findings);
  findings.push(...checkDice(events, header.seed, header.ruleset?.rules, header.checkForced));
  const unvouched = header.undeclared === true ? unvouchedDice(events, header.seed) : [];
  const ended = events[events.length - 1]?.type === "FightEnded";
  if (header.state !== undefined && header.ruleset !== undefined) {
    const fight = events.slice(1) as unknown as readonly FightEvent[];
    const found = rederive(header.state, header.ruleset, fight, header.dice, options.lang);
    findings.push(...found.findings);
    gmDecisions = found.gmDecisions;
    // A log cut inside an input already has findings past its end (the events the rules give
    // that it lacks); one cut at an input boundary has none, and is incomplete.
    const last = events[events.length - 1]!.seq;
    const cutInside = found.findings.some((f) => "seq" in f && f.seq > last);
    const stop = ended || cutInside ? undefined : incomplete(last, found.state);
    if (stop !== undefined) findings.push(stop);
  }
  if (options.signature !== undefined) {
    if (read.seal === undefined) {
      findings.push({
        kind: "signature",
        head: "",
        reason: "the log is not sealed: no hash to check",
      });
    } else if (!checkSignature(read.seal, options.signature)) {
      const reason =
        first?.type === "ForkHeader"
          ? "the signature does not match the branch's seal, its ForkHeader and last hash (re-sealed, or another key)"
          : "the signature does not match the log's last hash (re-sealed, or another key)";
      findings.push({ kind: "signature", head: read.seal, reason });
    }
  }
  return {
    findings: inLogOrder(findings),
    gmDecisions,
    events: events.length,
    ...head,
    ended,
    unvouched,
  };
}

// Findings by seq (a stable sort keeps die before fact at one seq); the signature comes last.
function inLogOrder(findings: readonly Finding[]): Finding[] {
  const seqOf = (f: Finding) => ("seq" in f && f.seq !== undefined ? f.seq : Number.MAX_VALUE);
  return [...findings].sort((a, b) => seqOf(a) - seqOf(b));
}
