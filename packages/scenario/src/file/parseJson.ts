import { MAX_JSON_DEPTH, tooDeepAt } from "@d20/events";
import { fileError } from "./decodeText.ts";

/**
 * Parses a scenario's JSON, or throws a one-issue `ScenarioError` naming the file: empty,
 * nested deeper than `MAX_JSON_DEPTH` (the validator walks it recursively), or invalid JSON with
 * the line and column where parsing stopped.
 */
export function parseJson(text: string, file: string): unknown {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  if (body.trim() === "") throw fileError(file, "the file is empty");
  const deep = tooDeepAt(body);
  if (deep >= 0) {
    const { line, column } = lineAndColumn(body, deep);
    throw fileError(
      file,
      `nested more than ${MAX_JSON_DEPTH} deep at line ${line}, column ${column} (the limit on nesting)`,
    );
  }
  try {
    return JSON.parse(body);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    const { line, column } = whereParsingStopped(body, e.message);
    const reason = e.message
      .replace(/ in JSON at position \d+.*$/, "")
      .replace(/, (".*"|\.\.\..*) is not valid JSON$/s, "")
      .replace(/^JSON\.parse: /, "");
    throw fileError(file, `invalid JSON at line ${line}, column ${column}: ${reason}`);
  }
}

/**
 * Line and column (from 1) where `JSON.parse` stopped. Its message names the position for most
 * errors, but not for an unexpected token (`Unexpected token 'x', "…" is not valid JSON`): there
 * the token is found as the end of the longest prefix that still reads as JSON cut short, not
 * the text's end (issue "Trust", point 9: a stray token was put on the last line).
 */
function whereParsingStopped(text: string, message: string): { line: number; column: number } {
  const match = /at position (\d+)/.exec(message);
  const position =
    match !== null
      ? Number(match[1])
      : /end of JSON input/.test(message)
        ? text.length
        : strayToken(text);
  return lineAndColumn(text, position);
}

// The offset of the first character after which the text no longer reads as cut-short JSON. A
// prefix before the bad token fails only for ending early; one that holds it fails otherwise.
function strayToken(text: string): number {
  const cutShort = (n: number): boolean => {
    try {
      JSON.parse(text.slice(0, n));
      return true;
    } catch (e) {
      return /end of JSON input|Unterminated string/.test((e as Error).message);
    }
  };
  let good = 0;
  let bad = text.length;
  while (bad - good > 1) {
    const mid = (good + bad) >> 1;
    if (cutShort(mid)) good = mid;
    else bad = mid;
  }
  return bad - 1;
}

// Line and column (from 1) of offset `position`.
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const line = before.split("\n").length;
  const column = position - before.lastIndexOf("\n");
  return { line, column };
}
