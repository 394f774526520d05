import { type CombatState, cloneState } from "@d20/core";

/** A state kept aside: the state after the event `seq` (0: the fight's initial state). */
export interface Snapshot {
  readonly seq: number;
  readonly state: Readonly<CombatState>;
}

/**
 * Snapshots in ascending `seq`, found by binary search. Each is a private structured clone
 * that nobody mutates: a seek clones it again before folding forward.
 */
export class Snapshots {
  private readonly list: Snapshot[] = [];

  /** Keeps a copy of `state` as the state after `seq`; seqs must be added in ascending order. */
  add(seq: number, state: CombatState): void {
    const last = this.list[this.list.length - 1];
    if (last !== undefined && last.seq >= seq) {
      throw new RangeError(`snapshot at seq ${seq} after one at seq ${last.seq}`);
    }
    this.list.push({ seq, state: cloneState(state) });
  }

  /** The snapshot with the greatest seq at or before `seq`. */
  atOrBefore(seq: number): Snapshot {
    let lo = 0;
    let hi = this.list.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.list[mid]!.seq <= seq) lo = mid;
      else hi = mid - 1;
    }
    const found = this.list[lo];
    if (found === undefined || found.seq > seq) throw new RangeError(`no snapshot before ${seq}`);
    return found;
  }

  /** How many snapshots are kept. */
  get size(): number {
    return this.list.length;
  }
}
