/** What keeps a fight from being read under another ruleset. */
export type TranslateErrorCode =
  /** The target ruleset is not registered. */
  | "unknown-ruleset"
  /** The target ruleset says nothing of how to read the source ruleset's fights. */
  | "no-translation"
  /** The target ruleset's translation refuses the fight's header (its roster, its options). */
  | "untranslatable-header"
  /** The header the translation gave is not one the target ruleset accepts. */
  | "invalid-header";

/**
 * Bad input to a translation, naming the field at fault (`ruleset`, `roster[2].kind`, …) and
 * why, in words a GM can act on. A broken invariant is never reported this way.
 */
export class TranslateError extends Error {
  override readonly name = "TranslateError";

  constructor(
    readonly code: TranslateErrorCode,
    readonly field: string,
    reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}
