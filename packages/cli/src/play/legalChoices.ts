import {
  type CombatantId,
  type CombatState,
  type Declaration,
  isViolation,
  type Language,
  windowsAhead,
} from "@d20/core";
import { say, wordsOf } from "@d20/replay";

/** One entry of the menu: its words, the declaration it makes, and how it is listed. */
export interface Choice {
  readonly label: string;
  readonly decl: Declaration;
  /** What a person types for it; the label when the ruleset gives no command. */
  readonly command: string;
  /** The heading it goes under, if the ruleset groups its menu. */
  readonly group?: string;
  /** What playing it sets off: the attacks of opportunity it provokes, and from whom. */
  readonly warnings: readonly string[];
}

/**
 * The menu the fight's ruleset offers `actor` now, in its words, each entry played on a copy of
 * the fight first (`windowsAhead`): one the engine would refuse is left out, and one that opens
 * a window against the actor says so in the ruleset's words. An empty menu under a ruleset this
 * engine does not know (the typed commands remain).
 */
export function legalChoices(
  state: CombatState,
  actor: CombatantId,
  lang: Language = "en",
): Choice[] {
  return wordsOf(state.ruleset.id)
    .slice(0, 1)
    .flatMap((w) =>
      w.choices(state, actor).flatMap((c): Choice[] => {
        const label = say(c.label, w, lang);
        const warnings = warningsOf(state, actor, c.decl, lang);
        if (warnings === undefined) return [];
        return [
          {
            label,
            decl: c.decl,
            // What a person types is the English label, in any language of the menu.
            command: c.command ?? say(c.label, w),
            ...(c.group === undefined ? {} : { group: say(c.group, w, lang) }),
            warnings,
          },
        ];
      }),
    );
}

/**
 * What playing `decl` now would set off against `actor`, in the ruleset's words (none when it
 * words no windows); undefined when the engine refuses it.
 */
export function warningsOf(
  state: CombatState,
  actor: CombatantId,
  decl: Declaration,
  lang: Language = "en",
): string[] | undefined {
  const ahead = windowsAhead(state, { by: actor, decl });
  if (isViolation(ahead)) return undefined;
  // One warning a kind of window: a move past two foes provokes from both, said once.
  const byKind = new Map<string, CombatantId[]>();
  for (const a of ahead) {
    const all = byKind.get(a.window) ?? [];
    for (const id of a.candidates) if (!all.includes(id)) all.push(id);
    byKind.set(a.window, all);
  }
  const w = wordsOf(state.ruleset.id)[0];
  return [...byKind].flatMap(([kind, candidates]) => {
    const m = w?.warning?.(kind, candidates);
    return m === undefined ? [] : [say(m, w, lang)];
  });
}
