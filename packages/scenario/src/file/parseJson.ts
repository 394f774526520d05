import { fileError } from "./decodeText.ts";

/**
 * Parses a scenario's JSON, or throws a one-issue `ScenarioError` naming the file: empty, or
 * invalid JSON with the line and column where parsing stopped.
 */
export function parseJson(text: string, file: string): unknown {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  if (body.trim() === "") throw fileError(file, "the file is empty");
  try {
    return JSON.parse(body);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    const { line, column } = whereParsingStopped(body, e.message);
    const reason = e.message
      .replace(/ in JSON at position \d+.*$/, "")
      .replace(/^JSON\.parse: /, "");
    throw fileError(file, `invalid JSON at line ${line}, column ${column}: ${reason}`);
  }
}

/** Line and column (from 1) of the position a `JSON.parse` message names, else the text's end. */
function whereParsingStopped(text: string, message: string): { line: number; column: number } {
  const match = /at position (\d+)/.exec(message);
  const position = match === null ? text.length : Number(match[1]);
  const before = text.slice(0, position);
  const line = before.split("\n").length;
  const column = position - before.lastIndexOf("\n");
  return { line, column };
}
