import type { CombatantId, CombatState, Declaration, Language } from "@d20/core";
import { canonicalJson } from "@d20/events";
import { say, wordsOf } from "@d20/replay";
import { didYouMean } from "./didYouMean.ts";
import { warningsOf } from "./legalChoices.ts";
import type { Numbered } from "./menuNumbers.ts";
import { ASKED_COMMANDS, askedMidTurn, SHARED_COMMANDS } from "./turnMenu.ts";

/** What a person's answer asks for. */
export type Reading =
  /** A declaration to play; `confirm` the warnings to agree to first (a typed move that provokes). */
  | { readonly kind: "play"; readonly decl: Declaration; readonly confirm?: readonly string[] }
  | { readonly kind: "undo" | "gm" | "state" | "menu" | "help" }
  /** Nothing to play: `say` tells why. */
  | { readonly kind: "say"; readonly text: string };

/**
 * Reads an answer: a menu number (the same entry every turn while it is on offer), a shared
 * command, or a command the ruleset reads — a menu entry's (`attack gob-1`), or one beyond the
 * menu (`move 5,6 7,8`), which when it opens a window against the actor is played only once the
 * person agrees to its warning. Anything else gets "did you mean …?".
 */
export function readAnswer(
  state: CombatState,
  actor: CombatantId,
  answer: string,
  menu: readonly Numbered[],
  lang: Language = "en",
): Reading {
  if (/^\d+$/.test(answer)) {
    const entry = menu.find((e) => e.n === Number(answer));
    return entry === undefined
      ? { kind: "say", text: `no choice ${answer} now` }
      : { kind: "play", decl: entry.choice.decl };
  }
  if (answer === "?" || answer === "help") return { kind: "help" };
  if (answer === "undo" || answer === "gm" || answer === "state" || answer === "menu")
    return { kind: answer };
  const words = wordsOf(state.ruleset.id)[0];
  const typed = words?.commands.parse(state, actor, answer);
  if (typed !== undefined && "refused" in typed)
    return { kind: "say", text: say(typed.refused, words, lang) };
  if (typed !== undefined) {
    const key = canonicalJson(typed.decl);
    if (menu.some((e) => canonicalJson(e.choice.decl) === key))
      return { kind: "play", decl: typed.decl };
    const warnings = warningsOf(state, actor, typed.decl, lang) ?? [];
    return warnings.length === 0
      ? { kind: "play", decl: typed.decl }
      : { kind: "play", decl: typed.decl, confirm: warnings };
  }
  const shared = askedMidTurn(state) ? ASKED_COMMANDS : SHARED_COMMANDS;
  const commands = [...menu.map((e) => e.choice.command), ...shared];
  return { kind: "say", text: didYouMean(answer, commands, words?.commands.verbs ?? []) };
}
