import type { DiceSource } from "@d20/events";
import { produce } from "immer";
import { type CombatantInput, type Input, isGmInput } from "../log/declarations.ts";
import type { FightEvent } from "../log/fightEvent.ts";
import { messagesOf } from "../words/typedMessage.ts";
import { knownLegal } from "./checkedLegal.ts";
import { EngineContext } from "./context.ts";
import type { Ruleset } from "./ruleset.ts";
import type { CombatState } from "./state.ts";
import { advance } from "./turnMachine.ts";
import { type RuleViolation, violation } from "./violation.ts";
import type { engineViolationTexts } from "./violationTexts.ts";

// The turn machine's refusals, as messages of its shared texts (`engineViolationTexts`).
const says = messagesOf<typeof engineViolationTexts>();

/** Most events one input may produce before the engine calls it a runaway loop. */
const MAX_EVENTS_PER_INPUT = 10_000;

/** Bounds a driver sets on a fight: `lastRound` ends it once that round is over. */
export interface FightLimits {
  readonly lastRound?: number;
}

/**
 * Decides an input on a state it may mutate: checks it against `awaiting` and the rules, then
 * records it and runs the engine until it awaits someone again — or, with `limits.lastRound`,
 * until that round is over and the fight ends (a `FightEnded` naming the limit, before the next
 * round starts). Returns the events (already
 * folded into `state`) or a violation (and then `state` is untouched). The hot loops of replay
 * and simulation call this on a private copy; `decide` wraps it for everyone else. If the dice
 * source throws (a strict replay that meets a die it did not expect), `state` is left part way
 * through the decision and must be thrown away — `step` and `decide` do that by themselves.
 */
export function decideMut(
  ruleset: Ruleset,
  state: CombatState,
  input: Input,
  dice: DiceSource,
  limits: FightLimits = {},
): FightEvent[] | RuleViolation {
  const refused = check(ruleset, state, input);
  if (refused !== undefined) return refused;
  const ctx = new EngineContext(state, ruleset, dice, limits.lastRound);
  ctx.emit("Declared", input);
  run(ctx);
  return ctx.events;
}

/** Runs automatic steps (frames, turn machine) until an input is awaited or the fight ends. */
export function run(ctx: EngineContext): void {
  const { state, ruleset } = ctx;
  while (ctx.events.length < MAX_EVENTS_PER_INPUT) {
    const before = ctx.events.length;
    const top = state.frames[state.frames.length - 1];
    if (top !== undefined) {
      // A window (or a choice) asking someone waits for that creature's answer.
      if (state.awaiting.kind === "declaration" || state.awaiting.kind === "choice") return;
      ruleset.frames[top.kind]!.step(ctx, top);
    } else if (state.status !== "active") {
      return;
    } else if (state.fightOver) {
      endFight(ctx);
      return;
    } else if (state.turn !== undefined) {
      if (ruleset.canAct(state, state.turn.actor)) return;
      ctx.emit("TurnEnded", { actor: state.turn.actor, round: state.turn.round });
    } else {
      advance(ctx);
    }
    if (ctx.events.length === before) throw new Error("invariant: an engine step emitted nothing");
  }
  throw new Error(`invariant: more than ${MAX_EVENTS_PER_INPUT} events for one input`);
}

/** Ends the fight: at most one side is left standing. */
function endFight(ctx: EngineContext): void {
  const [winner] = ctx.ruleset.sidesStanding(ctx.state);
  ctx.emit("FightEnded", {
    ...(winner === undefined ? {} : { winner }),
    reason: winner === undefined ? "no side is left standing" : `only ${winner} is left standing`,
    rule: ctx.ruleset.roundRule,
  });
}

function check(ruleset: Ruleset, state: CombatState, input: Input): RuleViolation | undefined {
  const { awaiting } = state;
  if (isGmInput(input)) {
    if (awaiting.kind === "ended")
      return violation("fightOver", ruleset.roundRule, says("engine:violation.fightOver"));
    if ((awaiting.kind === "begin") !== (input.decl.kind === "BeginCombat")) {
      return violation(
        "notAwaited",
        ruleset.roundRule,
        says(awaiting.kind === "begin" ? "engine:violation.notBegun" : "engine:violation.begun"),
      );
    }
    return ruleset.checkGm(state, input.decl);
  }
  // A choice is answered like a declaration, by the creature asked: the ruleset checks the answer.
  const asked =
    awaiting.kind === "declaration" || awaiting.kind === "choice" ? awaiting.actor : undefined;
  if (asked !== input.by) {
    const waitsFor =
      awaiting.kind === "declaration"
        ? { actor: awaiting.actor }
        : awaiting.kind === "choice"
          ? { actor: awaiting.actor, question: awaiting.question }
          : {};
    return violation(
      "notAwaited",
      ruleset.roundRule,
      says("engine:violation.notAwaited", { by: input.by, awaiting: awaiting.kind, ...waitsFor }),
    );
  }
  const { by, decl } = input as CombatantInput;
  return knownLegal(state, by, decl) ? undefined : ruleset.checkDeclaration(state, by, decl);
}

/** The result of one input: the events it produced and the state they lead to. */
export interface Step {
  readonly events: readonly FightEvent[];
  readonly state: CombatState;
}

/**
 * `decide(state, input, dice) -> events | RuleViolation`, pure: the state is not changed (it
 * runs on an immer draft). Use `step` to get the next state along with the events.
 */
export function decide(
  ruleset: Ruleset,
  state: CombatState,
  input: Input,
  dice: DiceSource,
): readonly FightEvent[] | RuleViolation {
  const result = step(ruleset, state, input, dice);
  return "kind" in result ? result : result.events;
}

/** Decides an input and returns the events with the (frozen, structurally shared) next state. */
export function step(
  ruleset: Ruleset,
  state: CombatState,
  input: Input,
  dice: DiceSource,
): Step | RuleViolation {
  let outcome: FightEvent[] | RuleViolation = [];
  const next = produce(state, (draft) => {
    outcome = decideMut(ruleset, draft as CombatState, input, dice);
  });
  const result = outcome as FightEvent[] | RuleViolation;
  return "kind" in result ? result : { events: result, state: next };
}
