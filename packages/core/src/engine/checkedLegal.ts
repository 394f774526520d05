import type { CombatantDeclaration } from "../log/declarations.ts";
import type { CombatState } from "./state.ts";

/**
 * Declarations a policy has just found legal, so that deciding them does not check them again
 * (the same rules on the same state give the same answer). Keyed by the declaration object; valid
 * only for the same state object at the same `nextSeq` (every event advances it) and actor.
 */
const checked = new WeakMap<
  CombatantDeclaration,
  { state: CombatState; seq: number; actor: string }
>();

/** Records that `decl` by `actor` passed the rules on `state` as it is now. */
export function rememberLegal(state: CombatState, actor: string, decl: CombatantDeclaration): void {
  checked.set(decl, { state, seq: state.nextSeq, actor });
}

/** True when `decl` by `actor` was found legal on this very state, unchanged since. */
export function knownLegal(state: CombatState, actor: string, decl: CombatantDeclaration): boolean {
  const c = checked.get(decl);
  return c !== undefined && c.state === state && c.seq === state.nextSeq && c.actor === actor;
}
