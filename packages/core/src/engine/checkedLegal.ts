import type { Declaration } from "../log/declarations.ts";
import type { CombatState } from "./state.ts";

/**
 * The declaration a policy has just found legal, so that deciding it does not check it again
 * (the same rules on the same state give the same answer). One slot, not a map: a policy's
 * choice is decided at once, and a WeakMap entry per declaration costs the garbage collector more
 * than the check it saves. Valid only for the same declaration object, state object, `nextSeq`
 * (every event advances it) and actor.
 */
let lastDecl: Declaration | undefined;
let lastState: CombatState | undefined;
let lastSeq = -1;
let lastActor = "";

/** Records that `decl` by `actor` passed the rules on `state` as it is now. */
export function rememberLegal(state: CombatState, actor: string, decl: Declaration): void {
  lastDecl = decl;
  lastState = state;
  lastSeq = state.nextSeq;
  lastActor = actor;
}

/** True when `decl` by `actor` was the last found legal, on this very state, unchanged since. */
export function knownLegal(state: CombatState, actor: string, decl: Declaration): boolean {
  return (
    decl === lastDecl && state === lastState && state.nextSeq === lastSeq && actor === lastActor
  );
}
