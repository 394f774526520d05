import {
  type CombatantId,
  type CombatState,
  decideMut,
  type FightEvent,
  type FightRun,
  fightState,
  type Input,
  isViolation,
  type RuleViolation,
} from "@d20/core";
import { canonicalJson, type DiceSource, forcedDice, seededDice } from "@d20/events";
import type { LoadedScenario } from "@d20/scenario";
import { CliError } from "../cli/cliError.ts";
import type { Io } from "../cli/io.ts";
import { describeInput } from "../narrate/describeInput.ts";
import { Narrator } from "../narrate/narrator.ts";
import { margined } from "../narrate/seqMargin.ts";
import { ask, say, sayRefusal, wordsOf } from "../narrate/words.ts";
import { formatStateView, stateView } from "../show/stateView.ts";
import { askGm } from "./gmPrompt.ts";
import { legalChoices } from "./legalChoices.ts";
import { headerEvent, type LiveLog } from "./liveLog.ts";
import { MenuNumbers, type Numbered } from "./menuNumbers.ts";
import type { Prompter } from "./prompter.ts";
import { readAnswer } from "./readAnswer.ts";
import { ScenarioAnswers } from "./scenarioAnswers.ts";
import { helpLines, menuLines } from "./turnMenu.ts";

/** An input a person entered: where it sits in the inputs, and whether undo may take it back. */
interface Entered {
  readonly index: number;
  readonly rolled: boolean;
  readonly round: number;
  readonly actor: CombatantId | undefined;
}

/** How a session tells and keeps its fight. */
export interface SessionOptions {
  /** Each event's seq in the narration's margin (`--seqs`). */
  readonly seqs?: boolean;
  /** Where every event is written as it happens (its header already there). */
  readonly log?: LiveLog;
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
  private readonly numbers = new MenuNumbers();
  // The turn and the number of events when the menu was last shown: a typo does not repaint it.
  private menuShown: string | undefined;
  private resumed = false;

  constructor(
    private readonly scenario: LoadedScenario,
    private readonly prompter: Prompter,
    private readonly io: Io,
    private readonly options: SessionOptions = {},
  ) {
    this.state = fightState(scenario.header);
    this.narrator = new Narrator(scenario.header);
    this.tell = margined(this.narrator, options.seqs === true);
    this.dice = this.freshDice();
    this.answers = new ScenarioAnswers(scenario);
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
        const refused = this.apply(
          { by: actor, decl: this.answers.answer(this.state, actor) },
          false,
        );
        if (refused !== undefined)
          throw new Error(`${actor}: ${this.refusal(refused)} (${refused.rule})`);
        continue;
      }
      const window = awaiting.kind === "declaration" ? awaiting.window : undefined;
      const turn = `${this.state.round}:${actor}${window === undefined ? "" : `:${window.seq}`}`;
      if (shown !== turn) {
        for (const line of formatStateView(stateView(this.state), this.state.ruleset.id))
          this.io.out(line);
        if (window !== undefined) this.io.out(this.windowLine(actor, window.seq));
        shown = turn;
      }
      const menu = this.numbers.number(this.state.awaiting, legalChoices(this.state, actor));
      if (this.menuShown !== `${turn}:${this.events.length}`) {
        for (const line of menuLines(this.state, actor, menu)) this.io.out(line);
        this.menuShown = `${turn}:${this.events.length}`;
      }
      // Everything played so far is stored before the person is asked (nothing waits unsaved).
      await this.options.log?.flush();
      const answer = await this.prompter.ask(`${actor}> `);
      if (answer === undefined || answer === "quit" || answer === "q")
        return this.outcome(true, false);
      await this.answer(actor, answer, menu);
    }
  }

  private async answer(actor: CombatantId, answer: string, menu: readonly Numbered[]) {
    const reading = readAnswer(this.state, actor, answer, menu);
    switch (reading.kind) {
      case "play":
        if (reading.confirm !== undefined && !(await this.agrees(reading.confirm))) {
          this.io.out("not played");
          return;
        }
        this.playHuman({ by: actor, decl: reading.decl });
        return;
      case "undo":
        this.undo();
        return;
      case "gm": {
        const decl = await askGm(this.state, this.prompter, this.io);
        if (decl !== undefined) this.playHuman({ by: "gm", decl });
        return;
      }
      case "state":
        for (const line of formatStateView(stateView(this.state), this.state.ruleset.id))
          this.io.out(line);
        return;
      case "menu":
        this.menuShown = undefined;
        return;
      case "help":
        this.io.out(helpLines(this.state).join("\n"));
        return;
      case "say":
        this.io.out(reading.text);
        return;
      default:
        return reading satisfies never;
    }
  }

  // A typed declaration beyond the menu that opens a window against the actor: played only once
  // the person has read its warnings and agreed.
  private async agrees(warnings: readonly string[]): Promise<boolean> {
    for (const w of warnings) this.io.out(`⚠ ${w}`);
    const yes = await this.prompter.ask("play it anyway? (y/n) ");
    return yes === "y" || yes === "yes";
  }

  // What the window `actor` is asked in is about, in the ruleset's words: who provoked it, why,
  // and where; plain words when no ruleset can put the question.
  private windowLine(actor: CombatantId, seq: number): string {
    const opened = this.events.find((e) => e.seq === seq);
    const asked = ask(wordsOf(this.state.ruleset.id), (w) => w.question(actor, opened));
    if (asked !== undefined) return say(asked.answer, asked.words);
    return `${actor} is asked to answer the interrupt at seq ${seq}`;
  }

  // A refusal in the words of the fight's ruleset.
  private refusal(v: RuleViolation): string {
    return sayRefusal(v, this.state.ruleset.id);
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
    const turn = this.state.turn;
    if (last === undefined || last.index !== this.inputs.length - 1) {
      this.io.out("nothing to undo in this turn");
      return;
    }
    if (turn === undefined || turn.actor !== last.actor || turn.round !== last.round) {
      this.io.out("nothing to undo in this turn");
      return;
    }
    if (last.rolled) {
      this.io.out("cannot undo: that declaration rolled dice");
      return;
    }
    if (this.options.log !== undefined && !this.options.log.canRewrite) {
      this.io.out("cannot undo: the fight is stored as it goes, and a stored stream only grows");
      return;
    }
    const [input] = this.inputs.splice(last.index, 1);
    this.entered.pop();
    this.rebuild();
    this.options.log?.rewrite([headerEvent(this.scenario.header), ...this.events]);
    this.io.out(`undone: ${describeInput(input!, this.state.ruleset.id)}`);
  }

  // The fight again from its header and the inputs kept: keyed dice give every die back as it
  // was. Returns its narration, which is not shown.
  private rebuild(): string[] {
    this.state = fightState(this.scenario.header);
    this.dice = this.freshDice();
    this.events = [];
    this.narrator = new Narrator(this.scenario.header);
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
