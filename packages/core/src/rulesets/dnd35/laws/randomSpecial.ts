import type { Square } from "../../../model/ids.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { feintAndAidCandidates } from "./special/feintAndAid.ts";
import {
  armsCandidates,
  bullRushCandidates,
  grappleCandidates,
  overrunCandidates,
  tripCandidates,
} from "./special/maneuvers.ts";
import { mountedCandidates } from "./special/mounted.ts";
import { splashCandidates } from "./special/splash.ts";
import { turningCandidates } from "./special/turning.ts";

/** What a special attack's candidates are made from: the actor, its foes, allies, neighbours. */
export interface SpecialCandidatesInput {
  readonly state: ThreeXState;
  readonly me: ThreeXCombatant;
  readonly foes: readonly string[];
  readonly allies: readonly string[];
  readonly near: readonly Square[];
  readonly pick: (n: number, salt: string) => number;
}

/** One special attack's candidate declarations for the random policy (the rules sort them). */
export type SpecialCandidates = (input: SpecialCandidatesInput) => CombatantDeclaration[];

/**
 * The special attacks of 表：特殊攻击动作 the random policy tries, one group each (seed 000
 * 特殊攻击): each attack's own file under `laws/special/` gives its candidates.
 */
export const SPECIAL_CANDIDATES: readonly SpecialCandidates[] = [
  feintAndAidCandidates,
  turningCandidates,
  tripCandidates,
  armsCandidates,
  bullRushCandidates,
  splashCandidates,
  grappleCandidates,
  overrunCandidates,
  mountedCandidates,
];
