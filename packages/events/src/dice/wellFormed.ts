// Internal. A lone UTF-16 surrogate becomes U+FFFD in UTF-8, so two different strings would hash
// to the same bytes; keys and seeds that contain one are refused rather than silently merged.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` is valid UTF-16 (no lone surrogates), so its UTF-8 bytes identify it. */
export function isWellFormed(text: string): boolean {
  // Node 20's String.prototype.isWellFormed is native and much cheaper than the regex.
  const native = (text as { isWellFormed?: () => boolean }).isWellFormed;
  return native !== undefined ? native.call(text) : !LONE_SURROGATE.test(text);
}
