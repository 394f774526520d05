/** The deepest nesting of arrays and objects a log line or a scenario may hold. */
export const MAX_JSON_DEPTH = 64;

/**
 * Where JSON text first nests deeper than `max` arrays and objects: the offset of the bracket
 * that goes one too deep, or -1. One pass over the characters, skipping strings; it does not
 * check the syntax (JSON.parse does). Readers check it before walking parsed data with recursive
 * code, which 20,000 nested brackets would overflow (issue "Trust", points 6 and 9).
 */
export function tooDeepAt(text: string, max = MAX_JSON_DEPTH): number {
  if (fewOpenings(text, max)) return -1;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return i;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return -1;
}

// Text with no more than `max` opening brackets, inside strings or out, cannot nest deeper than
// `max`: counted with `indexOf`, which skips the rest natively, where a log line has a handful
// (issue "Speed and scale": the store reads back every line it seals).
function fewOpenings(text: string, max: number): boolean {
  let n = 0;
  for (let i = text.indexOf("{"); i >= 0; i = text.indexOf("{", i + 1)) if (++n > max) return false;
  for (let i = text.indexOf("["); i >= 0; i = text.indexOf("[", i + 1)) if (++n > max) return false;
  return true;
}
