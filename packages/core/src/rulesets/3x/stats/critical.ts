/** The numbers of one attack roll. */
export interface AttackRoll {
  /** The face of the d20. */
  readonly natural: number;
  /** Natural plus the attack bonus. */
  readonly total: number;
  readonly ac: number;
}

/** What one attack roll did. */
export interface AttackOutcome {
  readonly hit: boolean;
  readonly autoMiss: boolean;
  readonly autoHit: boolean;
  /** A critical threat, to be confirmed with `confirmed`. */
  readonly threat: boolean;
}

/**
 * Resolves an attack roll (seed 000 攻击检定ATTACK ROLL and 重击Critical Hits; 3.0 alike):
 * a natural 1 always misses, a natural 20 always hits and threatens, and a
 * natural inside a wider threat range (`threat`, e.g. 19) threatens only if the roll hits —
 * seed 000 扩大重击范围: 任何不能命中的攻击检定都不视为重击威胁.
 */
export function attackOutcome(roll: AttackRoll & { readonly threat: number }): AttackOutcome {
  const autoMiss = roll.natural === 1;
  const autoHit = roll.natural === 20;
  const hit = !autoMiss && (autoHit || roll.total >= roll.ac);
  return { hit, autoMiss, autoHit, threat: hit && (autoHit || roll.natural >= roll.threat) };
}

/**
 * Whether a confirmation roll confirms the critical: it only needs to hit, with the natural 1
 * and 20 rules of any attack roll (seed 000 重击Critical Hits: 重击检定只需命中对方).
 */
export function confirmed(roll: AttackRoll): boolean {
  if (roll.natural === 1) return false;
  return roll.natural === 20 || roll.total >= roll.ac;
}
