import type { Transition } from "../../engine/ruleset.ts";
import type { CombatState } from "../../engine/state.ts";
import type { GmDeclaration } from "../../log/declarations.ts";
import type { CombatantSpecCore } from "../../model/combatantCore.ts";
import type { VitalsCore } from "../../model/vitals.ts";
import type { GmFrame } from "./gmFrame.ts";

/** A GM's healing or temporary hit points. */
export type GmRestore = Extract<GmDeclaration, { kind: "ApplyHealing" | "GrantTempHp" }>;

/** A GM's damage. */
export type GmDamage = Extract<GmDeclaration, { kind: "ApplyDamage" }>;

/** What an edition hands the GM frame: the rule a decision cites and what its vitals mean. */
export interface GmHooks<S extends CombatState, C> {
  /** The rule the fact recording a GM decision cites. */
  readonly rule: string;
  /** Emits the edition's fact of a GM's damage (which goes on to its harm pipeline). */
  damage(ctx: C, frame: GmFrame, decl: GmDamage): void;
  /** The target's vitals after the healing or temporary hp, and what the edition's rules made of it. */
  restored(
    state: S,
    decl: GmRestore,
  ): { readonly vitals: VitalsCore; readonly notes: readonly string[] };
  /** Where the frame goes after one of the edition's own facts (its damage fact), if it is one. */
  on(frame: GmFrame, event: { readonly type: string }, state: S): Transition | undefined;
  /** Whether a creature added mid-fight rolls initiative now. */
  joinsNow(state: S, spec: CombatantSpecCore): boolean;
  /** Rolls initiative for the newcomer `id`. */
  rollInitiative(ctx: C, id: string): void;
}
