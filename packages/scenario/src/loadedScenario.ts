import type { CombatantId, Declaration, Policy } from "@d20/core";
import type { HeaderData } from "@d20/events";
import type { PolicyName, WindowAnswer } from "./validate/combatant.ts";

/** A scenario read and checked, ready to play: the fight's header and who plays each combatant. */
export interface LoadedScenario {
  readonly file: string;
  /** The scenario's `name`, or the file's. */
  readonly name: string;
  /** The header of the fight's log, ready for core's `fightState`/`runFight`. */
  readonly header: HeaderData;
  /** Who plays each combatant: a policy, its script, or a person (`ask`). */
  readonly control: ReadonlyMap<CombatantId, "policy" | "scripted" | "human">;
  /** A policy-played combatant's policy; undefined for scripted and human ones. */
  readonly policyFor: (id: CombatantId) => Policy | undefined;
  /** Each scripted combatant's declarations, in the order it makes them. */
  readonly scripted: ReadonlyMap<CombatantId, readonly Declaration[]>;
  /** The policy that takes over when a scripted combatant's list runs out (`afterScript`). */
  readonly afterScript: ReadonlyMap<CombatantId, PolicyName>;
  /** How each scripted combatant answers interrupt windows while its script lasts. */
  readonly windows: ReadonlyMap<CombatantId, WindowAnswer>;
  /** Forced dice: die key → every face of that roll, in order (over the seeded dice). */
  readonly forcedDice: Readonly<Record<string, number[]>>;
  /** The fight stops after this round if no side has won by then. */
  readonly maxRounds: number;
}
