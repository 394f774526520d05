import type { Square } from "@d20/core";
import { type LineAt, lineError } from "./tableLogError.ts";

/** Reads a whole number, or fails naming `field`. */
export function intField(at: LineAt, field: string, word: string | undefined): number {
  if (word === undefined) throw lineError(at, field, "missing");
  if (!/^-?\d+$/u.test(word)) throw lineError(at, field, `"${word}" is not a whole number`);
  return Number(word);
}

/** Reads a word that must be there, or fails naming `field`. */
export function wordField(at: LineAt, field: string, word: string | undefined): string {
  if (word === undefined || word === "") throw lineError(at, field, "missing");
  return word;
}

/** Reads a square written `x,y`, or fails naming `field`. */
export function squareField(at: LineAt, field: string, word: string | undefined): Square {
  const m = /^(-?\d+),(-?\d+)$/u.exec(wordField(at, field, word));
  if (m === null) throw lineError(at, field, `"${word}" is not a square "x,y"`);
  return { x: Number(m[1]), y: Number(m[2]) };
}

/** Reads a path of squares written `x,y;x,y;…`, or fails naming `field`. */
export function pathField(at: LineAt, field: string, word: string | undefined): Square[] {
  return wordField(at, field, word)
    .split(";")
    .map((s) => squareField(at, field, s));
}

/** Fails when a line has words after the last one it takes. */
export function noMore(at: LineAt, words: readonly string[], from: number): void {
  const extra = words[from];
  if (extra !== undefined) throw lineError(at, `word ${from + 1}`, `unexpected "${extra}"`);
}
