import type { Term } from "../../../model/breakdown.ts";

/** A cover the GM gives by naming a condition, and the AC term it gives. */
export interface CoverByCondition {
  readonly condition: string;
  readonly term: Term;
}

/**
 * The AC terms cover gives in an edition. The corner-to-corner lines (`rangedCover`,
 * `meleeCover`) find cover from walls, from a low obstacle near the target, or soft cover from
 * creatures; each result's term is the edition's (3.5: +4 each, seed 000 掩蔽COVER). Cover the
 * lines cannot see is the GM's, by condition, and wins over the lines' (3.5: improved cover +8,
 * seed 000 变化掩蔽程度; 3.0: its degrees, one-quarter +2 to nine-tenths +10, 3.0 SRD "Cover",
 * outside the seeds). Cover does not stack: one term at most.
 */
export interface CoverTable {
  readonly cover: Term;
  readonly low: Term;
  readonly soft: Term;
  /** Strongest first: the first the target holds is its cover. */
  readonly byCondition: readonly CoverByCondition[];
}
