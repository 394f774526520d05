import { arrayOf, bool, type DataValidator, int, nat, num, object, oneOf, str } from "@d20/events";
import { breakdown, square } from "../../../engine/eventSchemas.ts";
import { GEAR_CHANGES } from "../../3x/log/facts.ts";
import { readiedAction, readyTrigger } from "./declarationSchemas.ts";

/**
 * The data schemas of the 3.x facts (`threeXEventTypes`), field for field as the 3.x layer
 * writes them. Like that file it names no edition, so it moves to `rulesets/3x/` as it is.
 */
export const threeXFactData: Readonly<Record<string, DataValidator>> = {
  ActionTaken: object({
    actor: str,
    slot: oneOf("standard", "move", "fullRound", "fiveFootStep", "free"),
    action: str,
    rule: str,
  }),
  AttackResolved: object(
    {
      attacker: str,
      target: str,
      weapon: str,
      natural: int,
      bonus: breakdown,
      total: num,
      ac: breakdown,
      acTotal: num,
      hit: bool,
      threat: bool,
      critical: bool,
      rule: str,
    },
    {
      confirmNatural: int,
      confirmTotal: num,
      fullAttack: object({ slot: nat, of: nat }),
      missChance: object({ percent: num, roll: int }),
      guess: object({ square, right: bool }),
      spent: arrayOf(object({ target: str, condition: str })),
    },
  ),
  DamageDealt: object(
    { target: str, amount: int, nonlethal: bool, breakdown, rule: str },
    { source: str },
  ),
  SaveRolled: object({
    target: str,
    save: oneOf("fort", "ref", "will"),
    natural: int,
    bonus: breakdown,
    total: num,
    dc: num,
    success: bool,
    rule: str,
  }),
  AttackOfOpportunity: object({ attacker: str, target: str, window: nat, weapon: str, rule: str }),
  OpportunityDeclined: object({ by: str, window: nat, rule: str }),
  ActionReadied: object({ actor: str, action: readiedAction, trigger: readyTrigger, rule: str }),
  ReadiedActionFired: object({ by: str, triggeredBy: str, window: nat, count: num, rule: str }),
  ReadiedActionLost: object({ actor: str, rule: str }),
  Delayed: object(
    { actor: str, round: nat, rule: str },
    { after: str, count: num, nextRound: oneOf(true) },
  ),
  DelayEnded: object({ actor: str, count: num, lapsed: bool, rule: str }),
  ConcentrationRolled: object({
    caster: str,
    spell: str,
    natural: int,
    bonus: breakdown,
    total: num,
    dc: num,
    dcBreakdown: breakdown,
    success: bool,
    rule: str,
  }),
  CounterspellAttempted: object({
    by: str,
    caster: str,
    spell: str,
    natural: int,
    bonus: breakdown,
    total: num,
    dc: num,
    identified: bool,
    countered: bool,
    rule: str,
  }),
  CastingStarted: object({ caster: str, spell: str, rule: str }, { target: str }),
  CastingCompleted: object(
    { caster: str, spell: str, damageTaken: int, rule: str },
    { target: str },
  ),
  SpellCast: object({ caster: str, spell: str, targets: arrayOf(str), rule: str }),
  SpellLost: object({ caster: str, spell: str, reason: str, rule: str }),
  HealCheckRolled: object({
    healer: str,
    target: str,
    natural: int,
    bonus: breakdown,
    total: num,
    dc: num,
    success: bool,
    rule: str,
  }),
  TurnUndeadRolled: object({
    turner: str,
    mode: str,
    natural: int,
    bonus: breakdown,
    total: num,
    level: int,
    maxHd: int,
    rule: str,
  }),
  GrappleChanged: object({ change: str, a: str, b: str, rule: str }),
  TurningDamageRolled: object({
    turner: str,
    dice: int,
    bonus: breakdown,
    total: num,
    affected: arrayOf(object({ target: str, hd: num, outcome: str })),
    rule: str,
  }),
  OpposedCheckRolled: object(
    {
      attack: str,
      purpose: str,
      sides: arrayOf(object({ who: str, check: str, bonus: breakdown })),
      rolls: arrayOf(object({ naturals: arrayOf(int), totals: arrayOf(num) })),
      winner: str,
      rule: str,
    },
    { automatic: str },
  ),
  GearChanged: object(
    { actor: str, change: oneOf(...GEAR_CHANGES), item: str, rule: str },
    { also: str, hand: oneOf("main", "off", "both"), square },
  ),
};
