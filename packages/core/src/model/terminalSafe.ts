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
  return firstUnsafe(text) < 0;
}

/** The first unsafe character of `text` as `U+001B`, for an error naming it; undefined if none. */
export function unsafeCharacter(text: string): string | undefined {
  const at = firstUnsafe(text);
  return at < 0
    ? undefined
    : `U+${text.charCodeAt(at).toString(16).toUpperCase().padStart(4, "0")}`;
}

// The index of the first character `UNSAFE` matches, or −1. A loop over char codes, not the
// regular expression: every header a fold or a what-if run starts from passes its ids and names
// through here, and the loop is several times faster on the (usual) clean text. All the unsafe
// characters are in the BMP, so code units are enough. A test checks the two agree.
function firstUnsafe(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return i;
    if (c >= 0x202a && (c <= 0x202e || (c >= 0x2066 && c <= 0x2069))) return i;
  }
  return -1;
}

/** The regular expression the character loop implements, for the test that they agree. */
export const UNSAFE_CHARACTERS: RegExp = UNSAFE;
