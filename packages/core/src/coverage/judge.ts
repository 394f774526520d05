import type { Judgement, OutOfScopeReason } from "./status.ts";

/** Implemented: the heading's whole text, with tests; `also` as in `Judgement`. */
export function implemented(also?: readonly string[], note?: string): Judgement {
  return { status: "implemented", ...(also ? { also } : {}), ...(note ? { note } : {}) };
}

/** Partial: some of the heading's text is implemented; `missing` says what is left. */
export function partial(missing: string, also?: readonly string[]): Judgement {
  return { status: "partial", missing, ...(also ? { also } : {}) };
}

/** Not yet: nothing of the heading is implemented. */
export function notYet(note?: string): Judgement {
  return { status: "notYet", ...(note ? { note } : {}) };
}

/** Out of scope, for one of the named reasons, with what puts it there. */
export function outOfScope(reason: OutOfScopeReason, note: string): Judgement {
  return { status: "outOfScope", reason, note };
}

/** A container: a title with no rule text of its own, counted in no figure. */
export const container: Judgement = { status: "container" };

/** An introduction: a sentence leading into the headings on `lines`, whose status it takes. */
export function introduces(...lines: number[]): Judgement {
  return { status: "introduction", introduces: lines };
}
