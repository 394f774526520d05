/**
 * "Did you mean" for a misspelt name: the choices within a few edits of `word` (a third of its
 * length, at least one), or equal but for case, closest first. An empty list when none is close:
 * guessing at a name that shares nothing with the one given would mislead more than it helps.
 */
export function closeTo(word: string, choices: readonly string[]): string[] {
  const limit = Math.max(1, Math.floor(word.length / 3));
  const lower = word.toLowerCase();
  return choices
    .map((c) => ({ c, d: c.toLowerCase() === lower ? 0 : distance(lower, c.toLowerCase()) }))
    .filter(({ c, d }) => c !== word && d <= limit)
    .sort((a, b) => a.d - b.d)
    .map(({ c }) => c);
}

/**
 * The hint after an unknown name: "did you mean X?" when some choices are close, else the
 * choices themselves when they are few enough to read at a glance (`few`), else nothing.
 */
export function suggestion(word: string, choices: readonly string[], few = 6): string {
  const close = closeTo(word, choices);
  if (close.length > 0) return `; did you mean ${orList(close.slice(0, 3))}?`;
  return choices.length > 0 && choices.length <= few ? ` (known: ${choices.join(", ")})` : "";
}

/** `a`, `a or b`, `a, b or c`. */
function orList(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** Levenshtein distance. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + cost));
    }
    row = next;
  }
  return row[b.length]!;
}
