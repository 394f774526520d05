import {
  arrayOf,
  bool,
  type DataValidator,
  int,
  nat,
  num,
  object,
  oneOf,
  type Shape,
  str,
  taggedUnion,
} from "@d20/events";
import { countAnchor, square } from "../../../engine/eventSchemas.ts";
import { GRAPPLE_OPTIONS } from "../../3x/log/specialAttacks.ts";
import { ACTIVITY_NAMES } from "../activities.ts";
import { combatantSpec } from "./combatantSchema.ts";

// The schemas of dnd35's declarations (log/declarations.ts), field for field: a log's
// `Declared` events are checked with them when read, so the rules never meet a declaration
// of the wrong shape from a re-sealed log (issue "Trust", point 7).

const activity = oneOf(...ACTIVITY_NAMES);
const freeAction = oneOf("DropItem", "Speak", "CeaseConcentration");
const path = arrayOf(square);
const kind = str;

const attackChoice: Shape = {
  weapon: str,
  hand: oneOf("main", "off"),
  twoHanded: bool,
  lethal: bool,
  nonlethal: bool,
  thrown: bool,
};

/** A readied action (seed 000 准备READY): what is readied, and the 5-foot step with it. */
export const readiedAction: DataValidator = taggedUnion("kind", {
  Attack: object({ kind }, { ...attackChoice, target: str, step: square }),
  Cast: object(
    { kind, spell: str },
    { target: str, defensively: bool, counter: bool, step: square },
  ),
  Move: object({ kind, path }, { drawWeapon: bool, draw: str, readyShield: bool }),
  Crawl: object({ kind, to: square }),
  TotalDefense: object({ kind }, { step: square }),
  FreeAction: object({ kind, action: freeAction }, { item: str, to: square, step: square }),
  Activity: object(
    { kind, activity },
    {
      aiding: activity,
      heldByOther: bool,
      item: str,
      also: str,
      target: str,
      defensively: bool,
      step: square,
    },
  ),
  Touch: object({ kind }, { target: str, step: square }),
});

/** A readied action's trigger (seed 000 准备READY). */
export const readyTrigger: DataValidator = taggedUnion("on", {
  casts: object({ on: str }, { by: str }),
  attacks: object({ on: str }, { by: str }),
  movesIntoReach: object({ on: str }, { by: str }),
  chargesIntoReach: object({ on: str }, { by: str }),
  startsToMove: object({ on: str }, { by: str }),
  entersSquare: object({ on: str, square }, { by: str }),
  uses: object({ on: str, action: str }, { activity, by: str }),
});

/**
 * A special attack's declaration (seed 000 特殊攻击), by `attack`: each with its own fields
 * (3x/log/specialAttacks.ts).
 */
const specialAttack: DataValidator = taggedUnion("attack", {
  AidAnother: object(
    { kind, attack: str, ally: str, aid: oneOf("attack", "ac", "skill") },
    { target: str, weapon: str, skill: oneOf("Heal", "EscapeArtist", "Bluff") },
  ),
  BullRush: object({ kind, attack: str, target: str }, { follow: bool, path }),
  Disarm: object(
    { kind, attack: str, target: str },
    { weapon: str, item: str, grab: bool, fullAttack: bool },
  ),
  Feint: object({ kind, attack: str, target: str }),
  Grapple: object(
    { kind, attack: str },
    {
      target: str,
      option: oneOf(...GRAPPLE_OPTIONS),
      weapon: str,
      item: str,
      lethal: bool,
      path,
      to: square,
      fullAttack: bool,
      spell: str,
      silence: bool,
    },
  ),
  MountSteed: object({ kind, attack: str, target: str }, { fast: bool }),
  DismountSteed: object({ kind, attack: str, to: square }, { fast: bool }),
  ControlMount: object({ kind, attack: str }),
  Overrun: object({ kind, attack: str, target: str, path }, { charge: bool }),
  Sunder: object({ kind, attack: str, target: str, item: str }, { weapon: str, fullAttack: bool }),
  ThrowSplash: object({ kind, attack: str, item: str }, { target: str, at: square }),
  Trip: object(
    { kind, attack: str, target: str },
    { weapon: str, dropWeapon: bool, fullAttack: bool },
  ),
  TurnUndead: object(
    { kind, attack: str },
    {
      mode: oneOf("turn", "rebuke", "command", "bolster", "dispel"),
      undead: arrayOf(str),
      target: str,
      release: bool,
    },
  ),
});

/** A combatant's declaration, by kind. */
const combatantDeclarations: Readonly<Record<string, DataValidator>> = {
  Attack: object(
    { kind, target: str },
    { ...attackChoice, fightingDefensively: bool, guessSquare: square },
  ),
  FullAttack: object({ kind, target: str }, { ...attackChoice, fightingDefensively: bool }),
  Move: object({ kind, path }, { drawWeapon: bool, draw: str, readyShield: bool }),
  FiveFootStep: object({ kind, to: square }),
  Crawl: object({ kind, to: square }),
  Charge: object({ kind, path, target: str }, attackChoice),
  Run: object({ kind, path }),
  Withdraw: object({ kind, path }),
  MinimumMove: object({ kind, to: square }),
  TotalDefense: object({ kind }),
  CoupDeGrace: object({ kind, target: str }, { weapon: str }),
  StartFullRound: object({ kind, action: str }),
  CompleteFullRound: object({ kind, action: str }),
  WakeSleeper: object({ kind, target: str }),
  FreeAction: object({ kind, action: freeAction }, { item: str, to: square }),
  Activity: object(
    { kind, activity },
    { aiding: activity, heldByOther: bool, item: str, also: str, target: str, defensively: bool },
  ),
  Cast: object({ kind, spell: str }, { target: str, defensively: bool }),
  Touch: object({ kind, target: str }, { also: arrayOf(str) }),
  SpecialAttack: specialAttack,
  Delay: object({ kind }, { after: str, count: num, nextRound: bool }),
  Ready: object({ kind, action: readiedAction, trigger: readyTrigger }),
  Respond: object({ kind, take: bool }, { weapon: str }),
  Choose: object({ kind, answer: str }),
  EndTurn: object({ kind }),
};

/** A GM declaration, by kind: each with its reason. */
const gmDeclarations: Readonly<Record<string, DataValidator>> = {
  BeginCombat: object({ kind, reason: str }),
  ApplyDamage: object(
    { kind, target: str, amount: int, reason: str },
    { nonlethal: bool, rolled: str },
  ),
  ApplyHealing: object({ kind, target: str, amount: int, reason: str }, { rolled: str }),
  GrantTempHp: object({ kind, target: str, amount: int, reason: str }, { rolled: str }),
  AddCondition: object({ kind, target: str, condition: str, reason: str }, { until: countAnchor }),
  RemoveCondition: object({ kind, target: str, condition: str, reason: str }),
  MoveCreature: object({ kind, target: str, to: square, reason: str }),
  AddCombatant: object({ kind, spec: combatantSpec, reason: str }),
  RemoveCombatant: object({ kind, target: str, reason: str }),
  MoveInOrder: object({ kind, target: str, before: str, reason: str }),
  EndFight: object({ kind, reason: str }, { winner: str }),
  OverrideRuling: object({ kind, seq: nat, ruling: str, reason: str }),
};

/**
 * A dnd35 declaration (`Declared.data.decl`): one of the combatants' kinds or the GM's. Who
 * may declare which is a rule, checked when the fight is re-derived, not a matter of shape.
 */
export const dnd35Declaration: DataValidator = taggedUnion("kind", {
  ...combatantDeclarations,
  ...gmDeclarations,
});
