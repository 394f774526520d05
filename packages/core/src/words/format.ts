import type { Term } from "../model/breakdown.ts";
import type { Square } from "../model/ids.ts";

/** A signed number: `+3`, `−1`, `+0`. */
export function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

/** A breakdown as `+1 base attack bonus +1 Dex 13` (the terms of one number). */
export function formatTerms(terms: readonly Term[]): string {
  return terms
    .map((t) => (t.label === "d20" ? `d20 ${t.value}` : `${signed(t.value)} ${t.label}`))
    .join(" ");
}

/** A square as `(x,y)`. */
export function formatSquare(s: Square): string {
  return `(${s.x},${s.y})`;
}

/** A path by its squares: `(12,14)→(12,13)→(12,12)`. */
export function formatPath(path: readonly Square[]): string {
  return path.map(formatSquare).join("→");
}
