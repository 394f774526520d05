/**
 * One degree of concealment an edition knows, as the condition the GM gives it: its miss chance
 * in percent, and whether it is total (no line of sight: no attack of opportunity against it).
 */
export interface ConcealmentRow {
  readonly condition: string;
  readonly missChance: number;
  readonly total: boolean;
}

/**
 * The edition's concealment degrees, most concealing first: 3.5's concealment 20% and total
 * concealment 50% (seed 000 隐蔽CONCEALMENT); 3.0's one-quarter to nine-tenths, 10%–40%, and
 * total 50% (3.0 SRD "Concealment", outside the seeds: seed 003 has no concealment section).
 */
export type ConcealmentTable = readonly ConcealmentRow[];
