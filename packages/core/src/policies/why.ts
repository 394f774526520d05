import type { CombatantInput, Declaration } from "../log/declarations.ts";
import type { CombatantId } from "../model/ids.ts";

// A policy returns a declaration, and every driver (a simulation, a scenario, a branch, `play`)
// records it; the reason a policy gives travels with the very object it returns, so that the
// policy's contract — state in, declaration out — stays what every driver already calls. The
// map holds its keys weakly: a declaration nobody records takes its reason with it.
const reasons = new WeakMap<Declaration, string>();

/** `decl`, marked with `why` as the reason its policy chose it (`whyOf`, `policyInput`). */
export function because<D extends Declaration>(decl: D, why: string): D {
  reasons.set(decl, why);
  return decl;
}

/** The reason a policy gave for `decl`, if it gave one. */
export function whyOf(decl: Declaration): string | undefined {
  return reasons.get(decl);
}

/** A policy's declaration as the input a driver records: signed by `by`, with its reason. */
export function policyInput<D extends Declaration>(by: CombatantId, decl: D): CombatantInput<D> {
  const why = reasons.get(decl);
  return why === undefined ? { by, decl } : { by, decl, why };
}
