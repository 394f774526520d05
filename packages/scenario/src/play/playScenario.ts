import {
  type CombatantId,
  type CombatState,
  type Declaration,
  decideMut,
  type FightEvent,
  type FightRun,
  fightState,
  type Input,
  isViolation,
  type Policy,
  policyInput,
  rulesetOf,
  violationText,
  type WindowAnswers,
} from "@d20/core";
import type { LoadedScenario } from "../loadedScenario.ts";
import { ScenarioError } from "../scenarioError.ts";
import { at, child } from "../validate/issues.ts";
import { policyNamed } from "./policies.ts";
import { scenarioDice } from "./scenarioDice.ts";

/** How `playScenario` asks a person for a human-played combatant's declaration. */
export interface PlayOptions {
  /**
   * Answers for a human combatant. `state` is the engine's private working copy: read it, do
   * not keep or change it. The answer must be legal (check it with
   * `rulesets[state.ruleset.id].checkDeclaration`); an illegal one stops the fight with an error.
   * When `state.awaiting.window` is set the person is asked in an interrupt window and answers
   * as the ruleset's window answers go (dnd35: a `Respond`); when `state.awaiting.kind` is
   * "choice", with one of its options, as the ruleset answers choices (`Ruleset.answerKinds`).
   */
  readonly ask?: (state: CombatState, actor: CombatantId) => Declaration;
}

/**
 * Plays a scenario to its end — one side standing, or the end of round `end.maxRounds` — with forced dice over
 * the seeded ones. Policies answer for their combatants; a scripted combatant makes its
 * declarations in order and, when they run out, hands over to its `afterScript` policy or stops
 * the fight with a `ScenarioError` (a script that runs short has not reproduced the fight it was
 * written from, and guessing on would hide that). In interrupt windows it answers as its
 * `windows` says: take, decline, or the script's next entry (an answer, as the ruleset's
 * `answerKinds` tells answers from turn declarations: dnd35's `Respond`); a choice the rules
 * leave to a creature (`awaiting.kind` "choice") it answers with its script's next entry, which
 * must be an answer. An illegal scripted
 * declaration, a script entry of the wrong sort for a window or a turn, a forced die
 * that does not fit its roll, and a forced die the fight never rolled are `ScenarioError`s too.
 */
export function playScenario(s: LoadedScenario, opts: PlayOptions = {}): FightRun {
  const roster = s.header.roster as readonly { readonly id: string }[];
  const where = (id: CombatantId) =>
    at(
      "$.combatants",
      roster.findIndex((c) => c.id === id),
    );
  const fail = (path: string, expected: string, message: string) =>
    new ScenarioError(s.file, [{ path, expected, message }]);
  // A script that stops the fight part way: the error carries the fight up to that point.
  const stopped = (path: string, expected: string, message: string) =>
    new ScenarioError(s.file, [{ path, expected, message }], {
      events: [...events],
      inputs: [...inputs],
      state,
      timedOut: false,
    });
  const { ask } = opts;
  for (const [id, control] of s.control) {
    if (control === "human" && ask === undefined)
      throw fail(
        child(where(id), "policy"),
        "an `ask` to answer for human combatants",
        `${id} is played by a person, but nobody was given to ask`,
      );
  }
  const dice = scenarioDice(s);
  const state = fightState(s.header);
  const events: FightEvent[] = [];
  const inputs: Input[] = [];
  const play = (input: Input, refused: (message: string) => Error) => {
    // `end.maxRounds`: the engine ends the fight when that round is over, before the next starts.
    const out = decideMut(state, input, dice, { lastRound: s.maxRounds });
    if (isViolation(out))
      throw refused(
        `round ${state.round}: the rules refuse ${input.decl.kind}: ${violationText(out, rulesetOf(state).words)} (${out.rule})`,
      );
    inputs.push(input);
    for (const e of out) events.push(e);
  };
  play(
    { by: "gm", decl: { kind: "BeginCombat", reason: "the fight starts" } },
    (m) => new Error(m),
  );
  const used = new Map<CombatantId, number>();
  while (state.awaiting.kind === "declaration" || state.awaiting.kind === "choice") {
    const actor = state.awaiting.actor;
    const control = s.control.get(actor);
    if (control === "scripted") {
      playScripted(actor);
    } else if (control === "human") {
      play(
        { by: actor, decl: ask!(state, actor) },
        (m) => new Error(`${s.file}: ${actor} (human): ${m}`),
      );
    } else {
      playPolicy(actor, s.policyFor(actor)!);
    }
  }
  dice.checkAllUsed(state.round);
  const last = events[events.length - 1];
  const timedOut = last?.type === "FightEnded" && last.data.roundLimit !== undefined;
  return { events, inputs, state, timedOut };

  /**
   * A scripted combatant's next entry — or, asked in a window while its `windows` is "take" or
   * "decline", that answer without touching the script; once the script has run out, its
   * `afterScript` policy answers everything.
   */
  function playScripted(actor: CombatantId) {
    const script = s.scripted.get(actor) ?? [];
    const n = used.get(actor) ?? 0;
    const decl = script[n];
    const path = at(child(where(actor), "script"), n);
    const a = state.awaiting;
    const window = a.kind === "declaration" ? a.window : undefined;
    const mode = s.windows.get(actor) ?? "take";
    const after = s.afterScript.get(actor);
    if (window !== undefined && mode !== "script" && (decl !== undefined || after === undefined)) {
      const windows = answers(path);
      const answer = mode === "take" ? windows.take(state, actor) : undefined;
      play({ by: actor, decl: answer ?? windows.decline }, (m) => new Error(m));
      return;
    }
    if (decl !== undefined) {
      const asked =
        a.kind === "choice"
          ? `an answer to ${a.question} (${a.options.join(" or ")}) in round ${state.round}`
          : window === undefined
            ? `a turn declaration in round ${state.round}`
            : `an answer in the ${window.kind} window opened at seq ${window.seq} by ${window.provoker} in round ${state.round}`;
      const ruleset = rulesetOf(state);
      const answering = window !== undefined || a.kind === "choice";
      if (ruleset.answerKinds.has(decl.kind) !== answering) {
        const answer = [...ruleset.answerKinds].join(" or ") || "answer";
        const expected = answering ? `a ${answer} entry` : `a turn declaration, not a ${answer}`;
        throw fail(
          path,
          expected,
          `${actor} is asked for ${asked}, but the script has ${decl.kind}; expected ${expected}`,
        );
      }
      used.set(actor, n + 1);
      play({ by: actor, decl }, (m) =>
        stopped(path, "a declaration the rules allow at that point", m),
      );
      return;
    }
    if (after === undefined) {
      const expected = 'more declarations, or "afterScript" naming a policy';
      throw stopped(
        child(where(actor), "script"),
        expected,
        `the script ran out: ${actor} was asked for declaration ${n + 1} in round ${state.round}; expected ${expected}`,
      );
    }
    playPolicy(actor, policyNamed(s.header.ruleset.id, after));
  }

  /** The ruleset's window answers: declining a window needs them. */
  function answers(path: string): WindowAnswers {
    const ruleset = rulesetOf(state);
    if (ruleset.windowAnswers === undefined)
      throw fail(
        path,
        "a ruleset whose interrupt windows can be answered",
        `the ruleset ${ruleset.id} does not say how its windows are answered`,
      );
    return ruleset.windowAnswers;
  }

  function playPolicy(actor: CombatantId, policy: Policy) {
    play(
      policyInput(actor, policy(state, actor)),
      (m) => new Error(`${s.file}: ${actor}'s policy: ${m}`),
    );
  }
}
