/**
 * The manufactured weapons wielded in each hand, by id: a two-handed weapon is `main` only (or
 * named in both hands, as the gear model does), a double weapon fought with as two is both. Natural weapons are never listed: they are always
 * wielded (SRD natural weapons).
 */
export interface Held {
  readonly main?: string;
  readonly off?: string;
  /**
   * The off hand holds something that is no weapon — a shield strapped on (not a buckler), an
   * item — so it makes no claw or slam attack either (SRD natural weapons: a different limb each).
   */
  readonly offOccupied?: boolean;
}
