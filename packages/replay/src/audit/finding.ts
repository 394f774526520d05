import type { GmDeclaration, RuleEntry } from "@d20/core";
import type { LogErrorCode } from "@d20/events";
import type { MeantEvent } from "./meantEvent.ts";

/** A rule id with its citation from the ruleset's rules index (absent for an unknown id). */
export interface CitedRule {
  readonly rule: string;
  readonly citation?: RuleEntry;
}

/** The log cannot be read as written (chain, schema, seq): the `LogError`, as a finding. */
export interface LogFinding {
  readonly kind: "log";
  readonly code: LogErrorCode;
  readonly line: number;
  readonly seq?: number;
  readonly field?: string;
  readonly reason: string;
  /** What the damaged line still says it was (type, seq, actor, round), when it parses. */
  readonly meant?: MeantEvent;
}

/**
 * The header cannot start a fight here (unknown ruleset, a bad roster), or a branch's fork
 * header does not fit its parent (the parent not given, a wrong `parentHash`): at the seq of the
 * header.
 */
export interface HeaderFinding {
  readonly kind: "header";
  readonly seq: number;
  readonly reason: string;
  readonly rule?: CitedRule;
}

/** The log was played under another version of its ruleset: not a violation, a caveat. */
export interface RulesetChangedFinding {
  readonly kind: "rulesetChanged";
  readonly seq: 0;
  readonly ruleset: string;
  readonly recorded: string;
  readonly current: string;
}

/** What is wrong with a die: its key, origin, expression, repetitions, faces, total, or seed. */
export type DieCheck =
  | "key"
  | "origin"
  | "expr"
  | "times"
  | "faceCount"
  | "faces"
  | "total"
  | "seed"
  /** A branch's die against its fork's edits: forced where they force it, seeded elsewhere. */
  | "forced"
  /**
   * A forced or table die its log does not declare (the header's `unseeded`, a ForkHeader's
   * edits): `expected` is what the seed gives there, the face it replaced.
   */
  | "undeclared"
  /** A die the header declares forced, recorded otherwise (another origin, other faces). */
  | "declared";

/** A die that is malformed, out of range for its expression, or not what its seed gives. */
export interface DieFinding {
  readonly kind: "die";
  readonly seq: number;
  readonly key: string;
  readonly check: DieCheck;
  readonly expected: unknown;
  readonly recorded: unknown;
  /** The rule of the fact the die fed. */
  readonly rule?: CitedRule;
}

/** A declaration the rules do not allow at that point (a `RuleViolation`). */
export interface ViolationFinding {
  readonly kind: "violation";
  readonly seq: number;
  readonly by: string;
  readonly declaration: string;
  readonly code: string;
  readonly message: string;
  readonly rule: CitedRule;
  /** The round the input fell in. */
  readonly round?: number;
}

/**
 * A recorded event that differs from what the rules produce from the recorded declaration and
 * dice: the first field path where they differ (`data.hit`, `data.order[2]`; `type` when the
 * events are of different kinds, "" when one side has no event there).
 */
export interface FactFinding {
  readonly kind: "fact";
  readonly seq: number;
  readonly type: string;
  readonly path: string;
  /** What the rules give; undefined when they produce no event at this seq. */
  readonly expected: unknown;
  /** What the log holds; undefined when the log has no event at this seq. */
  readonly recorded: unknown;
  readonly rule?: CitedRule;
  /** The round the input fell in. */
  readonly round?: number;
  /** The recorded and the derived event in the ruleset's words, for the sentence. */
  readonly said?: { readonly recorded?: string; readonly expected?: string };
}

/** The engine could not re-derive an input from the recorded dice (e.g. a die of the wrong shape). */
export interface RederiveFinding {
  readonly kind: "rederive";
  readonly seq: number;
  readonly reason: string;
}

/** A recorded event that cannot be folded into the state the log had reached. */
export interface UnfoldableFinding {
  readonly kind: "unfoldable";
  readonly seq: number;
  readonly type: string;
  readonly reason: string;
}

/** The log's seal does not carry the signature given: a re-sealed forgery, or the wrong key. */
export interface SignatureFinding {
  readonly kind: "signature";
  /** The seal checked (`logSeal`): the last hash, or a branch's with its ForkHeader. */
  readonly head: string;
  readonly reason: string;
}

/**
 * The log stops before its fight ended, at an input boundary: the last event is at `seq` and
 * the engine awaits `awaiting` (a declaration, an answer in a window). Not a clean result: exit
 * 1, or 0 when the audit is told the log is partial (`d20 audit --partial`).
 */
export interface IncompleteFinding {
  readonly kind: "incomplete";
  readonly seq: number;
  /** What the fight awaits after the last event, in words. */
  readonly awaiting: string;
}

/**
 * An answer nobody wrote down: a table log's notes left an interrupt window open, and the
 * importer answered it with the table's default (`Declared.data.assumed`). Not a violation, a
 * note: exit 0 on its own.
 */
export interface AssumedFinding {
  readonly kind: "assumed";
  readonly seq: number;
  /** Who was asked. */
  readonly by: string;
  /** The answer's declaration kind (dnd35: `Respond`). */
  readonly declaration: string;
  readonly window: string;
  readonly provoker: string;
  readonly default: string;
}

/** One thing an audit found, discriminated on `kind`. */
export type Finding =
  | LogFinding
  | HeaderFinding
  | RulesetChangedFinding
  | DieFinding
  | ViolationFinding
  | FactFinding
  | RederiveFinding
  | UnfoldableFinding
  | IncompleteFinding
  | SignatureFinding
  | AssumedFinding;

/**
 * A forced or table die in a log whose header predates dice declarations (no `unseeded`:
 * version 1): it cannot be told from a seeded die relabelled, so it is listed as not vouched
 * for — with the seeded faces it replaced — rather than failing every old log. Only a
 * signature vouches for it.
 */
export interface UnvouchedDie {
  readonly seq: number;
  readonly key: string;
  readonly origin: string;
  readonly faces: readonly number[];
  /** What the seed gives for this key (undefined when the seed or scheme is unknown). */
  readonly seeded?: readonly number[];
}

/** A GM declaration in the log: a decision with its reason, listed apart from findings. */
export interface GmDecision {
  readonly seq: number;
  readonly kind: GmDeclaration["kind"];
  readonly reason: string;
  readonly decision: GmDeclaration;
}

/** What `verify` returns: every finding in log order, and the GM's decisions. */
export interface VerifyReport {
  readonly findings: readonly Finding[];
  readonly gmDecisions: readonly GmDecision[];
  /** How many events (header included) the log holds. */
  readonly events: number;
  /** The hash of the log's last event, when it is known (a sealed log). */
  readonly head?: string;
  /** What a signature signs (`logSeal`): the head, or a branch's head with its ForkHeader. */
  readonly seal?: string;
  /** True when the log holds the fight's end (`FightEnded`); false when it stops before. */
  readonly ended: boolean;
  /** The unseeded dice of a log whose header declares none (version 1), not vouched for. */
  readonly unvouched: readonly UnvouchedDie[];
}
