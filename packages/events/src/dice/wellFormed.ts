// Internal. A lone UTF-16 surrogate becomes U+FFFD in UTF-8, so two different strings would hash
// to the same bytes; keys and seeds that contain one are refused rather than silently merged.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` is valid UTF-16 (no lone surrogates), so its UTF-8 bytes identify it. */
export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}
