import type { Frame } from "../../engine/state.ts";
import type { GmDeclaration } from "../../log/declarations.ts";
import type { CombatantSpecCore } from "../../model/combatantCore.ts";

/** A GM decision being carried out (every GM declaration but the one that begins the fight). */
export interface GmFrame<Spec extends CombatantSpecCore = CombatantSpecCore> extends Frame {
  readonly kind: "gm";
  readonly decl: Exclude<GmDeclaration<Spec>, { kind: "BeginCombat" }>;
}

/** The frame for the GM's decision recorded at seq `cause`. */
export function gmFrame<Spec extends CombatantSpecCore>(
  decl: GmFrame<Spec>["decl"],
  cause: number,
): GmFrame<Spec> {
  return { kind: "gm", phase: "act", cause, decl };
}
