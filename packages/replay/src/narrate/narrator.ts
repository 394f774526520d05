import {
  type FightEvent,
  type Language,
  plainEvent,
  type RulesetWords,
  type Told,
} from "@d20/core";
import type { HeaderData } from "@d20/events";
import { Names } from "./names.ts";
import { ask, say, wordsOf } from "./words.ts";

/**
 * Tells a fight as it is logged, one event at a time, in its ruleset's words: round and turn
 * headers, each declaration, each roll with its breakdown, hit-point changes; what happens inside
 * an interrupt window is indented under the step it interrupted. An event no ruleset describes is
 * told in plain words (its type and every field), never a throw. Stateful only for the
 * indentation, so it can follow a fight live (`play`) as well as a whole log (`run`).
 */
export class Narrator {
  private depth = 0;
  private inTurn = false;
  /** The kinds of the windows open, innermost last: a delay window's answers read otherwise. */
  private readonly windows: string[] = [];
  private words: readonly RulesetWords[];
  /** The combatants', weapons' and spells' names, shown in place of their ids. */
  private readonly names = new Names();

  /** The language it tells in: the ruleset's catalogue in it (English where it has none). */
  private readonly lang: Language;

  /**
   * A narrator in the words of the ruleset `of` names, or of the header `of` (whose roster's
   * names it then shows); without one, of the ruleset its log's header names. In English
   * unless `options.lang` says otherwise.
   */
  constructor(of?: string | HeaderData, options: { readonly lang?: Language } = {}) {
    this.lang = options.lang ?? "en";
    this.words = wordsOf(typeof of === "string" ? of : of?.ruleset.id);
    if (typeof of === "object") this.names.learnRoster(of.roster);
  }

  /** The lines that tell `event` (none for bookkeeping events such as `TurnEnded`). */
  tell(logged: FightEvent): string[] {
    if (logged.type === "Header") this.words = wordsOf(logged.data.ruleset.id);
    this.names.learn(logged);
    const event = this.names.renamed(logged);
    const top = this.windows.at(-1);
    const context = top === undefined ? {} : { window: top };
    const told = ask(this.words, (w) => w.tell(event, context));
    if (told === undefined) return [this.indent(plainEvent(event))];
    const lines = () => this.lines(told.answer, told.words);
    const s = told.answer.structure;
    // A window is told as a fact of the step it interrupts; what happens in it goes one deeper.
    if (s === undefined) return lines();
    switch (s.kind) {
      case "windowOpens": {
        const out = lines();
        this.depth++;
        this.windows.push(s.window);
        return out;
      }
      case "windowCloses": {
        this.depth = Math.max(0, this.depth - 1);
        const out = lines();
        this.windows.pop();
        return out;
      }
      case "roundStarts":
      case "turnSkipped":
        this.inTurn = false;
        return lines();
      case "turnStarts":
        this.depth = 0;
        this.inTurn = true;
        return lines();
      case "turnEnds":
      case "fightEnds":
        this.inTurn = false;
        this.depth = 0;
        return lines();
      default: {
        const never: never = s;
        return never;
      }
    }
  }

  private lines(told: Told, words: RulesetWords): string[] {
    return told.lines.flatMap((l) => {
      if (l.text === undefined) return [""];
      const lead = "  ".repeat(l.indent);
      return say(l.text, words, this.lang)
        .split("\n")
        .map((text) => (told.heading === true ? lead + text : this.indent(lead + text)));
    });
  }

  private indent(line: string): string {
    return "  ".repeat(this.depth + (this.inTurn ? 1 : 0)) + line;
  }
}
