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
 * 表：防御等级修正; 3.0's tables are taken to have the same shape, their rows dnd30's — 3.0 SRD,
 * outside the seeds): the attacker's
 * rows, the defender's, the defenders that lose their Dex bonus (footnote 1), the higher
 * ground's term (+1 melee in both), and where a melee attack on a helpless defender gets its 4.
 */
export interface ModifierTables {
  readonly attacker: readonly ModifierRow[];
  readonly defender: readonly ModifierRow[];
  readonly dexLost: readonly string[];
  readonly higherGround: Term;
  /**
   * A melee attack against a helpless defender: 3.5 takes 4 from its AC (seed 000
   * 表：防御等级修正 无助, `"ac"`, −4); 3.0 adds 4 to the attack roll (3.0 SRD "Helpless
   * Defenders", outside the seeds: `"attack"`, +4). The same odds, told on a different side.
   */
  readonly helplessMelee: { readonly side: "ac" | "attack"; readonly term: Term };
}
