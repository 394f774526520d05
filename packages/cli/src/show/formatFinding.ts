import { renderMessage } from "@d20/core";
import type { Finding } from "@d20/replay";
import { findingMessage, findingTexts } from "./findingWords.ts";

/**
 * One finding in one line, in the audit's English: a finding of a kind this CLI has no words
 * for in plain words (its kind and every field), never a throw.
 */
export function formatFinding(f: Finding): string {
  return renderMessage(findingMessage(f), findingTexts);
}
