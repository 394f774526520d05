import type { CombatantId, CombatState, Declaration, Language } from "@d20/core";
import type { Io } from "../cli/io.ts";
import { formatStateView, stateView } from "../show/stateView.ts";
import { legalChoices } from "./legalChoices.ts";
import { MenuNumbers } from "./menuNumbers.ts";
import type { Prompter } from "./prompter.ts";
import { readAnswer } from "./readAnswer.ts";
import { helpLines, menuLines } from "./turnMenu.ts";

/** What the person asked wants the session to do. */
export type Asked =
  | { readonly kind: "play"; readonly decl: Declaration }
  | { readonly kind: "undo" | "gm" | "quit" };

/**
 * Asks a person for a human combatant's answer: shows the menu (numbered for the whole session,
 * `MenuNumbers`) when the fight has moved since it was last shown, reads answers until one asks
 * the session for something — a declaration, an undo, the GM's submenu, to quit — and deals with
 * the rest itself: the table again, the menu again, the help, "did you mean", and the warning of
 * a typed move that provokes, which is played only when the person agrees.
 */
export class PersonPrompt {
  private readonly numbers = new MenuNumbers();
  private shown: string | undefined;

  constructor(
    private readonly prompter: Prompter,
    private readonly io: Io,
    private readonly lang: Language = "en",
  ) {}

  /** Asks `actor`; `moment` names the point of the fight (a new one shows the menu again). */
  async ask(state: CombatState, actor: CombatantId, moment: string): Promise<Asked> {
    const menu = this.numbers.number(state.awaiting, legalChoices(state, actor, this.lang));
    for (;;) {
      if (this.shown !== moment) {
        for (const line of menuLines(state, actor, menu, this.lang)) this.io.out(line);
        this.shown = moment;
      }
      const answer = await this.prompter.ask(`${actor}> `);
      if (answer === undefined || answer === "quit" || answer === "q") return { kind: "quit" };
      const reading = readAnswer(state, actor, answer, menu, this.lang);
      switch (reading.kind) {
        case "play":
          if (reading.confirm === undefined || (await this.agrees(reading.confirm)))
            return { kind: "play", decl: reading.decl };
          this.io.out("not played");
          break;
        case "undo":
        case "gm":
          return { kind: reading.kind };
        case "state":
          for (const line of formatStateView(
            stateView(state, this.lang),
            state.ruleset.id,
            this.lang,
          ))
            this.io.out(line);
          break;
        case "menu":
          this.shown = undefined;
          break;
        case "help":
          this.io.out(helpLines(state, this.lang).join("\n"));
          break;
        case "say":
          this.io.out(reading.text);
          break;
        default:
          return reading satisfies never;
      }
    }
  }

  // A typed declaration beyond the menu that opens a window against the actor: played only once
  // the person has read its warnings and agreed.
  private async agrees(warnings: readonly string[]): Promise<boolean> {
    for (const w of warnings) this.io.out(`⚠ ${w}`);
    const yes = await this.prompter.ask("play it anyway? (y/n) ");
    return yes === "y" || yes === "yes";
  }
}
