import {
  type CombatantId,
  type CombatState,
  type FightEvent,
  formatSquare,
  type Language,
} from "@d20/core";
import { ask, say, wordsOf } from "@d20/replay";
import type { Numbered } from "./menuNumbers.ts";
import { formatMenu } from "./menuView.ts";

// The shared commands; the ruleset's typed commands (moves, delays…) go between the two parts.
const HELP_FIRST = ["  N            play choice N"];
const HELP_LAST = [
  "  undo         take back this turn's last declaration, if it rolled no dice",
  "  gm           a GM declaration (damage, healing, conditions, moving, ending the fight…)",
  "  state        show the table again",
  "  menu         show the menu again",
  "  quit         stop here (the log so far is still written)",
];

/** The shared commands a person may type on a turn, and in a window or a choice. */
export const SHARED_COMMANDS = ["undo", "gm", "state", "menu", "help", "quit"] as const;
/** The shared commands of a window or a choice: another's turn is under way. */
export const ASKED_COMMANDS = ["state", "menu", "help", "quit"] as const;

/** True when `actor` is asked in a window or a choice, not on its own turn. */
export function askedMidTurn(state: CombatState): boolean {
  const a = state.awaiting;
  return a.kind === "choice" || (a.kind === "declaration" && a.window !== undefined);
}

/**
 * What a person sees when asked: who and where, what the turn has spent, the menu under its
 * headings with each entry's number, command and warnings (`formatMenu`), and the other
 * commands — in a window or a choice only those that do not touch the turn under way.
 */
export function menuLines(
  state: CombatState,
  actor: CombatantId,
  menu: readonly Numbered[],
  lang: Language = "en",
) {
  const c = state.combatants[actor]!;
  const asked = askedMidTurn(state);
  const words = wordsOf(state.ruleset.id)[0];
  // In a window the turn under way is another's: what it has spent is not the person's.
  const spent = asked ? undefined : words?.spent(state);
  const hint = words === undefined ? "" : `${say(words.commands.hint, words, lang)} · `;
  return [
    `${actor} (${c.spec.side}) hp ${c.vitals.hp}/${c.vitals.maxHp} at ${formatSquare(c.position)}, round ${state.round}${spent === undefined ? "" : `; used: ${say(spent, words, lang)}`}`,
    ...formatMenu(menu),
    asked
      ? "  or: state · menu · help · quit"
      : `  or: ${hint}undo · gm · state · menu · help · quit`,
  ];
}

/** The help: the shared commands around the ruleset's typed ones. */
export function helpLines(state: CombatState, lang: Language = "en"): string[] {
  const words = wordsOf(state.ruleset.id)[0];
  return [
    ...HELP_FIRST,
    ...(words?.commands.help ?? []).map((m) => say(m, words, lang)),
    ...HELP_LAST,
  ];
}

/**
 * What the window `actor` is asked in is about, in the ruleset's words: who provoked it, why,
 * and where (its `WindowOpened` at `seq` among `events`); plain words when no ruleset can put
 * the question.
 */
export function windowQuestion(
  state: CombatState,
  events: readonly FightEvent[],
  actor: CombatantId,
  seq: number,
  lang: Language = "en",
): string {
  const opened = events.find((e) => e.seq === seq);
  const asked = ask(wordsOf(state.ruleset.id), (w) => w.question(actor, opened));
  if (asked !== undefined) return say(asked.answer, asked.words, lang);
  return `${actor} is asked to answer the interrupt at seq ${seq}`;
}
