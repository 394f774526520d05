import { type LineAt, lineError } from "./tableLogError.ts";

/**
 * Splits one line of a table log into words: runs of non-blank characters, or double-quoted
 * strings (`"fell into the pit"`, with `\"` and `\\` inside). A `#` outside quotes starts a
 * comment that runs to the end of the line. An unclosed quote is an error at that line.
 */
export function tokenize(text: string, at: LineAt): string[] {
  const words: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "#") break;
    if (/\s/u.test(c)) {
      i++;
      continue;
    }
    if (c === '"') {
      let word = "";
      i++;
      for (;;) {
        if (i >= text.length) throw lineError(at, "quote", "a quoted string is not closed");
        const q = text[i]!;
        if (q === '"') break;
        if (q === "\\" && i + 1 < text.length) {
          word += text[i + 1];
          i += 2;
          continue;
        }
        word += q;
        i++;
      }
      i++;
      words.push(word);
      continue;
    }
    let word = "";
    while (i < text.length && !/\s/u.test(text[i]!) && text[i] !== "#") word += text[i++];
    words.push(word);
  }
  return words;
}
