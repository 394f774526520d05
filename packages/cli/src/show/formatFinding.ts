import { type Language, renderMessage } from "@d20/core";
import { type Finding, formatQuote } from "@d20/replay";
import { findingMessage, findingTexts } from "./findingWords.ts";
import { findingTextsZh } from "./findingWordsZh.ts";

/**
 * One finding in one line, in the audit's English (or Chinese, `lang`): a finding of a kind this CLI has no words
 * for in plain words (its kind and every field), never a throw.
 */
export function formatFinding(f: Finding, lang: Language = "en"): string {
  return renderMessage(findingMessage(f), lang === "zh" ? findingTextsZh : findingTexts);
}

/**
 * The sentence a finding's rule quotes from the seed (`「…」`), for `audit --verbose` to print
 * under the finding's line; none when the finding names no rule or its rule is the SRD's.
 */
export function formatFindingQuote(f: Finding): string | undefined {
  const cited = "rule" in f ? f.rule : undefined;
  return cited?.citation === undefined ? undefined : formatQuote(cited.citation);
}
