/** One row of the concentration DC table: a base, whether the spell's level adds, its rule. */
export interface ConcentrationDc {
  readonly base: number;
  /** 3.5 adds the spell's level to every DC (seed 000 专注); 3.0's text does not everywhere. */
  readonly spellLevel: boolean;
  /** The rule the DC's terms cite (the edition's own id). */
  readonly rule: string;
}

/**
 * The concentration DCs an edition hands the 3.x layer, per distraction: hit while casting
 * (3.5: 10 + damage + spell level, seed 000 专注 and 借机攻击 施法; 3.0: 10 + damage, seed 003
 * 施法 借机攻击) and casting on the defensive (15 + spell level in both, seed 000 防御性施法;
 * seed 003 在防御状态下施法). The damage, when there is any, always adds.
 */
export interface ConcentrationTable {
  readonly damaged: ConcentrationDc;
  readonly defensive: ConcentrationDc;
  /** Casting in a grapple or pinned (3.5: 20 + spell level, seed 000 当你处于擒抱状态时 施法). */
  readonly grappled: ConcentrationDc;
  /**
   * Casting on a mount that moves before and after the spell — vigorous motion (3.5: 10 + spell
   * level, seed 000 骑乘战斗 乘骑中的施法); an edition without mounted combat leaves it out.
   */
  readonly vigorousMotion?: ConcentrationDc;
  /** Casting on a running mount — violent motion (3.5: 15 + spell level, seed 000 乘骑中的施法). */
  readonly violentMotion?: ConcentrationDc;
}

/** A distraction the table gives a DC for. */
export type Distraction = keyof ConcentrationTable;
