import type { Awaiting } from "@d20/core";
import type { Choice } from "./legalChoices.ts";

/** A menu entry with the number it is chosen by. */
export interface Numbered {
  readonly n: number;
  readonly choice: Choice;
}

/**
 * The numbers of the play menu, kept for the whole session: an entry is numbered by what it
 * does (its typed command), so the same option has the same number from turn to turn while it
 * stays on offer; a new option takes the next number, and a number never comes to mean another
 * option. Each combatant's turns have their own numbers, and so has each kind of window or
 * choice it is asked in (`take`/`decline` are not renumbered after its turn's hundred entries).
 */
export class MenuNumbers {
  private readonly scopes = new Map<string, Map<string, number>>();

  /** The menu's entries with their numbers, `awaiting` saying which numbering they use. */
  number(awaiting: Awaiting, choices: readonly Choice[]): Numbered[] {
    const table = this.table(scopeOf(awaiting));
    return choices.map((choice) => {
      const key = choice.command.toLowerCase();
      let n = table.get(key);
      if (n === undefined) {
        n = table.size + 1;
        table.set(key, n);
      }
      return { n, choice };
    });
  }

  private table(scope: string): Map<string, number> {
    let t = this.scopes.get(scope);
    if (t === undefined) {
      t = new Map();
      this.scopes.set(scope, t);
    }
    return t;
  }
}

function scopeOf(awaiting: Awaiting): string {
  if (awaiting.kind === "choice") return `${awaiting.actor} choice ${awaiting.question}`;
  if (awaiting.kind !== "declaration") return awaiting.kind;
  const w = awaiting.window;
  return w === undefined ? `${awaiting.actor} turn` : `${awaiting.actor} window ${w.kind}`;
}
