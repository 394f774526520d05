import {
  type CombatState,
  cloneState,
  decideMut,
  type FightEvent,
  type Input,
  isViolation,
  policyInput,
  type RuleViolation,
  resumeMut,
  rulesetOf,
  suggestion,
  violationText,
} from "@d20/core";
import { branchDice } from "./branchDice.ts";
import { refusedEditText } from "./checkEdit.ts";
import type {
  Continuation,
  ContinuationReport,
  Misfit,
  StopReason,
  Substitution,
} from "./continuation.ts";
import { ForkError } from "./forkError.ts";
import type { ForkPoint } from "./forkPoint.ts";
import { type Slot, slotActor, slotId } from "./slots.ts";

/** A continuation's events (seq `at` + 1 on), the state they lead to, and its report. */
export interface Continued {
  readonly events: FightEvent[];
  readonly state: CombatState;
  readonly report: ContinuationReport;
}

/** Options of one continuation. */
export interface ContinueOptions {
  /**
   * The master seed of the dice after the fork point; by default the parent line's (`Lineage.seed`). What-if run `i`
   * of two branches uses the same seed for both: their shared die keys get the same faces.
   */
  readonly seed?: string;
  /**
   * What an edit the rules refuse where it lands does. By default it throws a `ForkError` naming
   * the edit and the rule, as does a forced die the branch never rolls; `lenient` treats it as
   * any refused declaration (a policy's substitute in hybrid and policy mode, a misfit
   * otherwise), reported. The parent's own declarations are never edits: those the rules now
   * refuse are substitutions or misfits either way.
   */
  readonly lenient?: boolean;
}

const DEFAULT_MAX_ROUNDS = 50;
const BEGIN: Input = { by: "gm", decl: { kind: "BeginCombat", reason: "the fight starts" } };

/**
 * Plays a branch on from its fork point, in memory, without hashing: the engine runs on a
 * private copy of the fork point's state, and each awaited declaration is looked up among the
 * parent's (edited) declarations by (round, actor, ordinal) or asked of a policy, as the
 * continuation's mode says. A GM declaration is played just before the combatant declaration
 * that followed it in the parent.
 */
export function continueFork(
  point: ForkPoint,
  continuation: Continuation,
  options: ContinueOptions = {},
): Continued {
  const { parent, inputs } = point;
  const state = cloneState(point.state);
  const answers = rulesetOf(state).answerKinds;
  const parentSeed = parent.seed;
  const seed = options.seed ?? parentSeed;
  const strict = options.lenient !== true;
  const rolled = new Set<string>();
  const inner = branchDice(
    seed,
    inputs.forced,
    seed === parentSeed ? parent.events.slice(point.at) : undefined,
  );
  const dice: typeof inner = {
    roll(req) {
      rolled.add(req.key);
      return inner.roll(req);
    },
  };
  // An edit the rules refuse is the person's mistake, not a fact of the branch (strict edits).
  const refuse = (slot: Slot, out: RuleViolation) => {
    if (!strict || slot.edit === undefined) return;
    throw new ForkError(
      "refused-edit",
      `edits[${slot.edit}]`,
      refusedEditText(state, slot.input, out),
    );
  };
  const { mode } = continuation;
  const policy = mode === "hybrid" || mode === "policy" ? continuation.policy : undefined;
  const maxRounds =
    mode === "hybrid" || mode === "policy"
      ? (continuation.maxRounds ?? DEFAULT_MAX_ROUNDS)
      : Number.POSITIVE_INFINITY;
  // A parent its driver ended at a round limit (a scenario's end.maxRounds) ends there in the
  // branch too, as the audit replays it: a fork with no edits then repeats it to its last line.
  const limit = parent.events.find((e) => e.type === "FightEnded")?.data.roundLimit;
  const limits = limit === undefined ? {} : { lastRound: limit };
  const slots = inputs.slots;
  const { bySlot, anchors } = inputs;
  // Matched by actor alone (a fight re-derived under another ruleset, whose rounds need not line
  // up with the source's: a surprise round one has and the other has not): round 0 throughout.
  const byActor = inputs.match === "actor";
  const used = new Array<boolean>(slots.length).fill(false);
  const counter = inputs.counter.clone();
  const events: FightEvent[] = [];
  const substitutions: Substitution[] = [];
  let misfit: Misfit | undefined;

  // The round a declaration is made in: the state's round before it is decided.
  let round = state.round;
  const play = (input: Input) => {
    let out: ReturnType<typeof decideMut>;
    try {
      out = decideMut(state, input, dice, limits);
    } catch (e) {
      // A forced die whose faces do not fit the roll the branch asks for.
      if (e instanceof RangeError) throw new ForkError("bad-edit", "edits (forceDie)", e.message);
      throw e;
    }
    if (!isViolation(out)) {
      counter.next(byActor ? 0 : round, slotActor(input, answers));
      for (const e of out) events.push(e);
    }
    return out;
  };

  const stop = ((): StopReason => {
    if (state.awaiting.kind === "engine")
      for (const e of resumeMut(state, dice, limits)) events.push(e);
    for (;;) {
      const awaiting = state.awaiting;
      if (awaiting.kind === "ended") return "ended";
      if (awaiting.kind === "engine") throw new Error("invariant: the engine awaits itself");
      round = state.round;
      if (round > maxRounds) return "roundLimit";
      const actor = awaiting.kind === "begin" ? "gm" : awaiting.actor;
      // An answer in a window, or to a choice, matches the parent's answers only (`slotActor`).
      const asked =
        awaiting.kind === "choice" ||
        (awaiting.kind === "declaration" && awaiting.window !== undefined);
      const slotOwner = asked ? `${actor}/window` : actor;
      const ordinal = counter.peek(byActor ? 0 : round, slotOwner);
      const key = { round, actor: slotOwner, ordinal };
      const k = bySlot.get(slotId(byActor ? { ...key, round: 0 } : key));
      const slot = k === undefined ? undefined : slots[k];
      const reusable =
        slot !== undefined &&
        (mode === "recorded" || mode === "hybrid" || slot.origin !== "parent");
      if (mode === "stop" && !reusable) return "stopped";
      if (reusable) {
        for (const j of anchors.get(k!) ?? []) {
          if (used[j]) continue;
          used[j] = true;
          const gm = play(slots[j]!.input);
          if (isViolation(gm)) {
            const gmSlot = slots[j]!;
            refuse(gmSlot, gm);
            const found: Misfit = {
              ...keyOf(gmSlot),
              parent: { seq: gmSlot.parentSeq, input: gmSlot.input },
              reason: { kind: "illegal", violation: gm },
            };
            if (mode === "recorded" || mode === "stop") {
              misfit = found;
              return "misfit";
            }
          }
        }
        // The GM may have ended the fight or changed whose turn it is.
        if (state.awaiting.kind !== awaiting.kind || !sameActor(state, awaiting)) continue;
        used[k!] = true;
        const out = play(slot.input);
        if (!isViolation(out)) continue;
        refuse(slot, out);
        const found: Misfit = {
          ...key,
          parent: { seq: slot.parentSeq, input: slot.input },
          reason: { kind: "illegal", violation: out },
        };
        if (policy === undefined) {
          misfit = found;
          return "misfit";
        }
        substitute(found);
        continue;
      }
      if (awaiting.kind === "begin") {
        play(BEGIN);
        continue;
      }
      if (policy === undefined) {
        if (slots.every((s, i) => used[i] || s.actor === "gm")) return "exhausted";
        misfit = { ...key, reason: { kind: "notInParent" } };
        return "misfit";
      }
      if (mode === "hybrid") substitute({ ...key, reason: { kind: "notInParent" } });
      else answer(actor);
    }
  })();

  function answer(actor: string): Input {
    const input: Input = policyInput(actor, policy!(actor)(state, actor));
    const out = play(input);
    if (isViolation(out)) {
      throw new Error(
        `policy made an illegal declaration: ${out.code}: ${violationText(out, rulesetOf(state).words)}`,
      );
    }
    return input;
  }
  function substitute(found: Misfit): void {
    const seq = state.nextSeq;
    // The creature awaited (a misfit's key names a window answer's owner as `actor/window`).
    const a = state.awaiting;
    const who = a.kind === "declaration" || a.kind === "choice" ? a.actor : found.actor;
    substitutions.push({ ...found, seq, input: answer(who) });
  }

  if (strict) {
    for (const [key, i] of Object.entries(inputs.forcedBy)) {
      if (rolled.has(key)) continue;
      throw new ForkError(
        "bad-edit",
        `edits[${i}].key`,
        `the branch never rolls die ${key}${diceHint(key, rolled)}`,
      );
    }
  }
  const unused = slots.filter((_, i) => !used[i]);
  const report: ContinuationReport =
    misfit === undefined
      ? { mode, stop, substitutions, unused }
      : { mode, stop, misfit, substitutions, unused };
  return { events, state, report };
}

/** A did-you-mean among the keys the branch rolled, else the first few it rolled. */
function diceHint(key: string, rolled: ReadonlySet<string>): string {
  const close = suggestion(key, [...rolled], 0);
  if (close !== "") return close;
  const first = [...rolled].slice(0, 3);
  return first.length === 0 ? " (it rolls none)" : ` (it rolls ${first.join(", ")}, …)`;
}

function keyOf(slot: Slot) {
  return { round: slot.round, actor: slot.actor, ordinal: slot.ordinal };
}

function sameActor(state: CombatState, before: CombatState["awaiting"]): boolean {
  const now = state.awaiting;
  return now.kind !== "declaration" || before.kind !== "declaration" || now.actor === before.actor;
}
