import {
  type CombatState,
  decideMut,
  type FightEvent,
  type FightRun,
  fightState,
  type Input,
  isViolation,
  type Language,
  policyInput,
  type RuleViolation,
} from "@d20/core";
import { canonicalJson, type DiceSource, forcedDice, seededDice } from "@d20/events";
import { describeInput, margined, Narrator, sayRefusal } from "@d20/replay";
import type { LoadedScenario } from "@d20/scenario";
import { CliError } from "../cli/cliError.ts";
import type { Io } from "../cli/io.ts";
import { formatStateView, stateView } from "../show/stateView.ts";
import { askGm } from "./gmPrompt.ts";
import { headerEvent, type LiveLog } from "./liveLog.ts";
import { PersonPrompt } from "./personPrompt.ts";
import type { Prompter } from "./prompter.ts";
import { ScenarioAnswers } from "./scenarioAnswers.ts";
import { windowQuestion } from "./turnMenu.ts";
import { type Entered, whyNoUndo } from "./undoRule.ts";

/** How a session tells and keeps its fight. */
export interface SessionOptions {
  /** Each event's seq in the narration's margin (`--seqs`). */
  readonly seqs?: boolean;
  /** Where every event is written as it happens (its header already there). */
  readonly log?: LiveLog;
  /** The language of the narration, the state and the refusals (`--lang`; English by default). */
  readonly lang?: Language;
}

/** How an interactive fight ended. */
export interface PlayOutcome {
  readonly run: FightRun;
  /** The person quit (or the input ended) before the fight was over. */
  readonly quit: boolean;
}

/**
 * An interactive fight (`d20 play`): the engine plays the policy and scripted combatants and
 * asks a person for every declaration of a human one, showing the state and the legal choices.
 * Undo rebuilds the fight from its inputs without the last one (same dice: they are keyed).
 */
export class PlaySession {
  private state: CombatState;
  private dice: DiceSource;
  private events: FightEvent[] = [];
  private readonly inputs: Input[] = [];
  private readonly entered: Entered[] = [];
  private narrator: Narrator;
  private tell: (event: FightEvent) => string[];
  private readonly answers: ScenarioAnswers;
  private readonly person: PersonPrompt;
  private resumed = false;

  private get lang(): Language {
    return this.options.lang ?? "en";
  }

  constructor(
    private readonly scenario: LoadedScenario,
    private readonly prompter: Prompter,
    private readonly io: Io,
    private readonly options: SessionOptions = {},
  ) {
    this.state = fightState(scenario.header);
    this.narrator = new Narrator(scenario.header, { lang: this.lang });
    this.tell = margined(this.narrator, options.seqs === true);
    this.dice = this.freshDice();
    this.answers = new ScenarioAnswers(scenario);
    this.person = new PersonPrompt(prompter, io, this.lang);
  }

  /**
   * Takes up a saved fight: its inputs are played again (the same keyed dice give the same
   * events) and must give exactly its `recorded` events, else it is not this scenario's fight.
   * Scripts go on from where they were. Returns the last `lines` of its narration.
   */
  resume(inputs: readonly Input[], recorded: readonly FightEvent[], lines: number): string[] {
    this.inputs.push(...inputs);
    const told = this.rebuild();
    const differs = recorded.findIndex(
      (e, i) => this.events[i] === undefined || canonicalJson(e) !== canonicalJson(this.events[i]),
    );
    if (differs >= 0 || recorded.length !== this.events.length) {
      const seq =
        differs >= 0 ? recorded[differs]!.seq : Math.min(recorded.length, this.events.length) + 1;
      throw new CliError(
        `the saved fight does not play again the same from ${this.scenario.file} (seq ${seq} differs): not this scenario's fight, or another seed (--seed)`,
      );
    }
    this.answers.resumeAfter(inputs);
    this.resumed = true;
    return told.slice(-lines);
  }

  /** Plays until the fight ends, the round limit passes, or the person quits. */
  async play(): Promise<PlayOutcome> {
    if (!this.resumed)
      this.apply({ by: "gm", decl: { kind: "BeginCombat", reason: "the fight starts" } }, false);
    let shown: string | undefined;
    for (;;) {
      const awaiting = this.state.awaiting;
      // A choice the rules ask mid-resolution (an overrun's avoid or block) is answered as a
      // declaration is: from the menu, or by the creature's policy.
      if (awaiting.kind !== "declaration" && awaiting.kind !== "choice")
        return this.outcome(false, this.roundLimitReached());
      const actor = awaiting.actor;
      if (this.scenario.control.get(actor) !== "human") {
        // A policy's reason, if it gave one, is recorded with its declaration (`why`).
        const refused = this.apply(
          policyInput(actor, this.answers.answer(this.state, actor)),
          false,
        );
        if (refused !== undefined)
          throw new Error(`${actor}: ${this.refusal(refused)} (${refused.rule})`);
        continue;
      }
      const window = awaiting.kind === "declaration" ? awaiting.window : undefined;
      const turn = `${this.state.round}:${actor}${window === undefined ? "" : `:${window.seq}`}`;
      if (shown !== turn) {
        for (const line of formatStateView(
          stateView(this.state, this.lang),
          this.state.ruleset.id,
          this.lang,
        ))
          this.io.out(line);
        if (window !== undefined)
          this.io.out(windowQuestion(this.state, this.events, actor, window.seq, this.lang));
        shown = turn;
      }
      // Everything played so far is stored before the person is asked (nothing waits unsaved).
      await this.options.log?.flush();
      const asked = await this.person.ask(this.state, actor, `${turn}:${this.events.length}`);
      if (asked.kind === "quit") return this.outcome(true, false);
      if (asked.kind === "play") this.playHuman({ by: actor, decl: asked.decl });
      else if (asked.kind === "undo") this.undo();
      else {
        const decl = await askGm(this.state, this.prompter, this.io);
        if (decl !== undefined) this.playHuman({ by: "gm", decl });
      }
    }
  }

  // A refusal in the words of the fight's ruleset.
  private refusal(v: RuleViolation): string {
    return sayRefusal(v, this.state.ruleset.id, this.lang);
  }

  private playHuman(input: Input) {
    const refused = this.apply(input, true);
    if (refused !== undefined) this.io.out(`refused: ${this.refusal(refused)} (${refused.rule})`);
  }

  // Decides one input; on success records it (and, for a person's, whether it rolled dice).
  private apply(input: Input, byPerson: boolean): RuleViolation | undefined {
    const turn = this.state.turn;
    const out = decideMut(this.state, input, this.dice, this.limits());
    if (isViolation(out)) return out;
    this.inputs.push(input);
    this.options.log?.record(out);
    for (const e of out) {
      this.events.push(e);
      for (const line of this.tell(e)) this.io.out(line);
    }
    if (byPerson) {
      this.entered.push({
        index: this.inputs.length - 1,
        rolled: out.some((e) => e.type === "DiceRolled"),
        round: turn?.round ?? this.state.round,
        actor: turn?.actor,
      });
    }
    return undefined;
  }

  private undo() {
    const last = this.entered[this.entered.length - 1];
    const canRewrite = this.options.log?.canRewrite ?? true;
    const no = whyNoUndo(last, this.inputs.length, this.state.turn, canRewrite);
    if (no !== undefined || last === undefined) {
      this.io.out(no ?? "nothing to undo in this turn");
      return;
    }
    const [input] = this.inputs.splice(last.index, 1);
    this.entered.pop();
    this.rebuild();
    this.options.log?.rewrite([headerEvent(this.scenario.header), ...this.events]);
    this.io.out(`undone: ${describeInput(input!, this.state.ruleset.id, this.lang)}`);
  }

  // The fight again from its header and the inputs kept: keyed dice give every die back as it
  // was. Returns its narration, which is not shown.
  private rebuild(): string[] {
    this.state = fightState(this.scenario.header);
    this.dice = this.freshDice();
    this.events = [];
    this.narrator = new Narrator(this.scenario.header, { lang: this.lang });
    this.tell = margined(this.narrator, this.options.seqs === true);
    const told: string[] = [];
    for (const input of this.inputs) {
      const out = decideMut(this.state, input, this.dice, this.limits());
      if (isViolation(out))
        throw new CliError(
          `${this.scenario.file}: a saved declaration is refused when played again: ${this.refusal(out)} (${out.rule})`,
        );
      for (const e of out) {
        this.events.push(e);
        told.push(...this.tell(e));
      }
    }
    return told;
  }

  private freshDice(): DiceSource {
    return forcedDice(
      { byKey: this.scenario.forcedDice },
      seededDice(this.scenario.header.dice.seed),
    );
  }

  // The scenario's `end.maxRounds`: the engine ends the fight when that round is over.
  private limits() {
    return { lastRound: this.scenario.maxRounds };
  }

  private roundLimitReached(): boolean {
    const last = this.events[this.events.length - 1];
    return last?.type === "FightEnded" && last.data.roundLimit !== undefined;
  }

  private outcome(quit: boolean, timedOut: boolean): PlayOutcome {
    return { run: { events: this.events, inputs: this.inputs, state: this.state, timedOut }, quit };
  }
}
