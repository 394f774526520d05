import type { Catalogue, Catalogues, Language } from "./catalogue.ts";

/** Every language a catalogue can be written in, English first (the one every ruleset has). */
export const LANGUAGES: readonly Language[] = ["en", "zh"];

/** Whether `x` names a language (`en`, `zh`). */
export function isLanguage(x: unknown): x is Language {
  return typeof x === "string" && (LANGUAGES as readonly string[]).includes(x);
}

/**
 * A ruleset's catalogue in `lang`; its English one when it has none in that language yet (a
 * catalogue that exists is whole: `CatalogueLike` checks every id at compile time).
 */
export function catalogueIn(catalogues: Catalogues, lang: Language): Catalogue {
  return catalogues[lang] ?? catalogues.en;
}
