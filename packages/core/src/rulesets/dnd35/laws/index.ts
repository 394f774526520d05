import { type Law, rulesetLaw } from "../../../testing/law.ts";
import type { ArbitraryFights, RulesetLaws } from "../../../testing/rulesetLaws.ts";
import { arbitraryPolicyFight, arbitraryRandomFight } from "./arbitraries.ts";
import { askedStanding } from "./askedStanding.ts";
import { aooAllowance } from "./attacksOfOpportunity.ts";
import { delay } from "./delay.ts";
import { destroyedNeverUsed } from "./destroyedItems.ts";
import { downInactive } from "./downInactive.ts";
import {
  battlefieldFights,
  type PolicyFight,
  policyFights,
  type RandomFight,
  randomFights,
  tacticianFights,
} from "./fights.ts";
import { grappleSymmetric } from "./grapple.ts";
import { helpless } from "./helpless.ts";
import { mountedSeats } from "./mounted.ts";
import { naturalAttacksOnce } from "./naturalAttacks.ts";
import { noProvocation } from "./provocation.ts";
import { readiedAhead } from "./readiedAhead.ts";
import { strayAsRolled } from "./stray.ts";
import { vitals } from "./vitals.ts";
import { dnd35Vocabulary } from "./vocabulary.ts";
import { wieldedOnly } from "./wielded.ts";

/** The dnd35 laws, beside the shared ones: AoO allowance, provocation, ready, delay, helpless, injury. */
export const dnd35OwnLaws: readonly Law[] = [
  aooAllowance,
  noProvocation,
  askedStanding,
  readiedAhead,
  helpless,
  delay,
  downInactive,
  vitals,
  wieldedOnly,
  destroyedNeverUsed,
  naturalAttacksOnce,
  grappleSymmetric,
  strayAsRolled,
  mountedSeats,
].map(rulesetLaw);

/** What dnd35 hands the shared law suite, and the other fights its own law tests play. */
export interface Dnd35Laws extends RulesetLaws {
  readonly random: ArbitraryFights<RandomFight>;
  /** The stock policies (full attack or charge, attack the nearest), with house options. */
  readonly policies: ArbitraryFights<PolicyFight>;
  /** The battlefield sample played by the tactician. */
  readonly battlefield: { readonly generator: typeof battlefieldFights };
  /** The random fights' rosters, casters among them, played by the tactician. */
  readonly tactician: { readonly generator: typeof tacticianFights };
}

/** dnd35's part of the law suite: its laws, its vocabulary, its fight generators. */
export const dnd35Laws: Dnd35Laws = {
  ruleset: "dnd35",
  vocabulary: dnd35Vocabulary,
  laws: dnd35OwnLaws,
  random: { generator: randomFights, arbitrary: arbitraryRandomFight },
  policies: { generator: policyFights, arbitrary: arbitraryPolicyFight },
  battlefield: { generator: battlefieldFights },
  tactician: { generator: tacticianFights },
};
