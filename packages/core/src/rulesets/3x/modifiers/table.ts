import type { Term } from "../../../model/breakdown.ts";

/** One row of an attack or AC modifier table: the condition, its words, melee and ranged. */
export interface ModifierRow {
  readonly condition: string;
  readonly label: string;
  readonly melee: number;
  readonly ranged: number;
}

/**
 * The modifier tables an edition hands the 3.x layer as data (seed 000 表：攻击检定修正,
 * 表：防御等级修正; 3.0's tables have the same shape with fewer rows — no squeezing, no dazzled —
 * 3.0 SRD "Attack Roll Modifiers", "Armor Class Modifiers", outside the seeds): the attacker's
 * rows, the defender's, the defenders that lose their Dex bonus (footnote 1), and the higher
 * ground's term (+1 melee in both).
 */
export interface ModifierTables {
  readonly attacker: readonly ModifierRow[];
  readonly defender: readonly ModifierRow[];
  readonly dexLost: readonly string[];
  readonly higherGround: Term;
}
