import type { FightEvent } from "@d20/core";
import { canonicalJson } from "@d20/events";

/** One row of two aligned event lists: the same event on both sides, or one side's alone. */
export type AlignedPair =
  | { readonly kind: "same"; readonly left: FightEvent; readonly right: FightEvent }
  | { readonly kind: "left"; readonly left: FightEvent }
  | { readonly kind: "right"; readonly right: FightEvent };

/** Above this many cells the alignment falls back to pairing by position (memory bound). */
const MAX_CELLS = 25_000_000;

/**
 * Aligns two event lists as a longest common subsequence of their events compared without
 * `seq` and `cause` (a branch's extra event shifts every later seq, yet the events after it may
 * well be the same). Common ends are matched first, so two long equal tails cost nothing.
 */
export function alignEvents(
  left: readonly FightEvent[],
  right: readonly FightEvent[],
): AlignedPair[] {
  const a = left.map(signature);
  const b = right.map(signature);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const head = left.slice(0, start).map((l, i) => same(l, right[i]!));
  const tail = left.slice(endA).map((l, i) => same(l, right[endB + i]!));
  const middle = lcs(a, b, start, endA, endB, left, right);
  return [...head, ...middle, ...tail];
}

function same(left: FightEvent, right: FightEvent): AlignedPair {
  return { kind: "same", left, right };
}

function signature(e: FightEvent): string {
  return `${e.type}:${canonicalJson(e.data)}`;
}

function lcs(
  a: readonly string[],
  b: readonly string[],
  start: number,
  endA: number,
  endB: number,
  left: readonly FightEvent[],
  right: readonly FightEvent[],
): AlignedPair[] {
  const n = endA - start;
  const m = endB - start;
  const out: AlignedPair[] = [];
  if ((n + 1) * (m + 1) > MAX_CELLS) {
    for (let i = 0; i < Math.max(n, m); i++) {
      if (i < n) out.push({ kind: "left", left: left[start + i]! });
      if (i < m) out.push({ kind: "right", right: right[start + i]! });
    }
    return out;
  }
  // table[i][j]: the LCS length of a[start+i..endA) and b[start+j..endB).
  const w = m + 1;
  const table = new Int32Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * w + j] =
        a[start + i] === b[start + j]
          ? table[(i + 1) * w + j + 1]! + 1
          : Math.max(table[(i + 1) * w + j]!, table[i * w + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      out.push(same(left[start + i]!, right[start + j]!));
      i++;
      j++;
    } else if (j >= m || (i < n && table[(i + 1) * w + j]! >= table[i * w + j + 1]!)) {
      out.push({ kind: "left", left: left[start + i]! });
      i++;
    } else {
      out.push({ kind: "right", right: right[start + j]! });
      j++;
    }
  }
  return out;
}
