import type { HeaderData } from "@d20/events";
import type { Input } from "../log/declarations.ts";
import type { Message } from "../words/message.ts";

/**
 * Why something of another ruleset's fight has no reading under this one: the rule (of this
 * ruleset, or the other's) that makes it so, and the words for it.
 */
export interface Untranslatable {
  readonly untranslatable: true;
  /** A rule id of the translating ruleset (or of the source one) that the reading runs into. */
  readonly rule: string;
  readonly says: Message;
}

/**
 * One recorded input of the other ruleset read under this one: none (it has no counterpart —
 * say why), one, or several in order (3.0's double move as two moves). Each input is then decided
 * under this ruleset's rules like any other: translating does not judge legality.
 */
export type TranslatedInput = { readonly inputs: readonly Input[] } | Untranslatable;

/**
 * How a ruleset reads the fights of another (issue "Rulesets as modules": a translation hook),
 * so a fight can be re-derived under a second ruleset: its roster and options, and each recorded
 * declaration. The shared parts of the header (map, dice, seed) carry over as they are.
 */
export interface Translation {
  /**
   * This ruleset's part of a header (`roster`, `options`) from the other's, or why a fight of
   * the other cannot be read under this one at all.
   */
  header(
    source: HeaderData,
  ):
    | { readonly roster: readonly unknown[]; readonly options: Readonly<Record<string, unknown>> }
    | Untranslatable;
  /** One input (a combatant's declaration, a window answer, a GM declaration) of the other. */
  input(source: Input): TranslatedInput;
}

/** True for a reading that has none. */
export function isUntranslatable(x: unknown): x is Untranslatable {
  return (
    typeof x === "object" &&
    x !== null &&
    (x as { untranslatable?: unknown }).untranslatable === true
  );
}
