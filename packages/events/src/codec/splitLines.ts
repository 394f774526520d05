import { LogError } from "./logError.ts";

const decoder = new TextDecoder("utf-8", { fatal: true });

/**
 * Splits JSONL into lines. Every line, the last included, must end in `\n`; a missing final
 * newline is a torn write and is reported, never guessed at. Bytes are decoded strictly, so
 * invalid UTF-8 is reported with its line instead of turning into U+FFFD.
 */
export function splitLines(input: string | Uint8Array, file?: string): string[] {
  let text: string;
  if (typeof input === "string") {
    text = input;
  } else {
    try {
      text = decoder.decode(input);
    } catch {
      throw new LogError("invalid-utf8", badUtf8Line(input), "invalid UTF-8", undefined, file);
    }
  }
  if (text.length === 0) return [];
  const lines = text.split("\n");
  const last = lines.pop();
  if (last !== "") {
    throw new LogError(
      "missing-newline",
      lines.length + 1,
      "the last line has no newline (a torn write?)",
      undefined,
      file,
    );
  }
  return lines;
}

function badUtf8Line(bytes: Uint8Array): number {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        decoder.decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line++;
      start = i + 1;
    }
  }
  return line;
}
