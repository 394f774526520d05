// C0 controls (NUL, ESC, newline, tab…), DEL and C1 controls (CSI is U+009B), and the bidi
// overrides and isolates that reorder what a terminal shows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/**
 * Whether a name from a scenario or a log may reach a terminal as it is: it holds no control
 * character that could move the cursor, change colours or hide text (escape-sequence injection,
 * issue "Trust", point 8). Edition-neutral: every ruleset's ids and names go through it.
 */
export function isTerminalSafe(text: string): boolean {
  return !UNSAFE.test(text);
}

/** The first unsafe character of `text` as `U+001B`, for an error naming it; undefined if none. */
export function unsafeCharacter(text: string): string | undefined {
  const m = UNSAFE.exec(text);
  return m === null
    ? undefined
    : `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}
