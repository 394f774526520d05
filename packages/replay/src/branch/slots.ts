import type { FightEvent, Input } from "@d20/core";

/**
 * A declaration's place in a fight, by which a branch matches the parent's declarations to its
 * own (DESIGN: Fork): the round it was made in, who made it, and its ordinal among that
 * actor's declarations in that round (1-based). A new interrupt window or an extra turn shifts
 * seqs but not these.
 */
export interface SlotKey {
  readonly round: number;
  readonly actor: string;
  readonly ordinal: number;
}

/** One of the parent's later declarations (edited or not) that a continuation may reuse. */
export interface Slot extends SlotKey {
  readonly input: Input;
  /** The parent's seq of the declaration (the seq an insert was placed before, for an insert). */
  readonly parentSeq: number;
  /** Where it came from: the parent as is, or an edit. */
  readonly origin: "parent" | "replaced" | "inserted";
  /** The index of the edit that made it (`edits[i]`), for a replaced or inserted slot. */
  readonly edit?: number;
}

/**
 * Whose ordinals a declaration counts in: its actor's turn declarations, or — for an answer in
 * an interrupt window — that actor's answers (`actor/window`), so that a window the branch opens
 * and the parent never had does not shift the actor's turn declarations, nor the reverse.
 * `answers`: the declaration kinds that answer a window under the fight's ruleset.
 */
export function slotActor(input: Input, answers: ReadonlySet<string>): string {
  return answers.has(input.decl.kind) ? `${input.by}/window` : input.by;
}

/** The text form of a slot key, for maps: `round/actor/#ordinal`. */
export function slotId(key: SlotKey): string {
  return `${key.round}/${key.actor}/#${key.ordinal}`;
}

/** A declaration in the parent's log, with the round it was made in. */
export interface ParentDeclaration {
  readonly seq: number;
  readonly round: number;
  readonly input: Input;
}

/** Every `Declared` event of `events` (seq 1, 2, …) with its round. */
export function declarationsOf(events: readonly FightEvent[]): ParentDeclaration[] {
  let round = 0;
  const out: ParentDeclaration[] = [];
  for (const e of events) {
    if (e.type === "RoundStarted") round = e.data.round;
    else if (e.type === "Declared") out.push({ seq: e.seq, round, input: e.data });
  }
  return out;
}

/** Counts declarations per round and actor, as ordinals are counted. */
export class OrdinalCounter {
  private readonly counts = new Map<string, number>();

  /** The ordinal the next declaration by `actor` in `round` gets, and counts it. */
  next(round: number, actor: string): number {
    const id = `${round}/${actor}`;
    const n = (this.counts.get(id) ?? 0) + 1;
    this.counts.set(id, n);
    return n;
  }

  /** The ordinal the next declaration by `actor` in `round` would get, without counting it. */
  peek(round: number, actor: string): number {
    return (this.counts.get(`${round}/${actor}`) ?? 0) + 1;
  }

  /** A copy to count on from. */
  clone(): OrdinalCounter {
    const c = new OrdinalCounter();
    for (const [k, v] of this.counts) c.counts.set(k, v);
    return c;
  }
}

/**
 * For each combatant slot (by index), the GM slots played just before it: those between it and
 * the previous combatant slot in the parent's order.
 */
export function gmAnchors(slots: readonly Slot[]): Map<number, number[]> {
  const anchors = new Map<number, number[]>();
  let pending: number[] = [];
  slots.forEach((s, i) => {
    if (s.actor === "gm") {
      pending.push(i);
    } else if (pending.length > 0) {
      anchors.set(i, pending);
      pending = [];
    }
  });
  return anchors;
}
