/**
 * A fight header (a scenario's roster, map or options) that the engine cannot start from. The
 * message names the field and the rule, e.g.
 * `header: roster[2].abilities.dex: must be an integer ≥ 1 (dnd35.sequence)`.
 */
export class InvalidHeader extends Error {
  override readonly name = "InvalidHeader";
  constructor(
    readonly reason: string,
    readonly rule?: string,
  ) {
    super(`header: ${reason}${rule === undefined ? "" : ` (${rule})`}`);
  }
}
