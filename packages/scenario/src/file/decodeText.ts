import { ScenarioError } from "../scenarioError.ts";

/**
 * The text of a scenario file's bytes, or a one-issue `ScenarioError` naming the file when they
 * are not a text at all: empty (or only whitespace), or binary (a NUL byte, or not UTF-8).
 */
export function decodeText(bytes: Uint8Array, file: string): string {
  if (bytes.includes(0)) throw fileError(file, "a binary file (it contains NUL bytes)");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw fileError(file, "a binary file (it is not UTF-8 text)");
  }
  return text;
}

/** The error for a file that holds no scenario at all. */
export function fileError(file: string, what: string): ScenarioError {
  const expected = "a scenario: a JSON object (see docs/scenario.md)";
  return new ScenarioError(file, [
    { path: "$", expected, message: `${what}; expected ${expected}` },
  ]);
}
